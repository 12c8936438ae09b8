import '../messages';
import type { AccountDeletionBlocker } from '@app/domain/account-deletion';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { AccountDeletionError, deleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const blockerTexts: Record<AccountDeletionBlocker, MessageDescriptor> = {
  upcoming_booking: msg`You have an upcoming booking. Cancel it, or wait until the trip has taken place, then delete your account.`,
  withdrawal_pending: msg`A withdrawal to your card is still pending. Your account can be deleted once it is done.`,
  wallet_not_empty: msg`Your wallet still holds money. Withdraw it to your card first, then delete your account.`,
  waitlist_holds_money: msg`Money is held for a waiting list. Leave the waiting list first, then delete your account.`,
  wallet_debt: msg`Your wallet owes money. Please contact us to settle it before deleting your account.`,
};

/** Where the member can take out what blocks the deletion. */
const blockerLinks: Partial<
  Record<AccountDeletionBlocker, { to: string; label: MessageDescriptor }>
> = {
  upcoming_booking: { to: '/dashboard?tab=bookings', label: msg`See my bookings` },
  wallet_not_empty: { to: '/wallet', label: msg`Withdraw to my card` },
  withdrawal_pending: { to: '/wallet', label: msg`See my wallet` },
  waitlist_holds_money: { to: '/dashboard?tab=bookings', label: msg`See my waiting lists` },
};

type Refusal = { code: AccountDeletionBlocker } | { code: 'other'; text: string };

/**
 * 'Delete my account': asks for the current password and an explicit confirmation; refused,
 * with the reason and the way out, while a booking is upcoming or money is owed either way.
 */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>();
  const [isDeleting, setIsDeleting] = useState(false);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setIsConfirmed(false);
      setPasswordError(undefined);
      setRefusal(undefined);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (password === '' || !isConfirmed) return;
    setPasswordError(undefined);
    setRefusal(undefined);
    setIsDeleting(true);
    try {
      await deleteAccount(password);
    } catch (failure) {
      setIsDeleting(false);
      const code = failure instanceof AccountDeletionError ? failure.code : 'other';
      if (code === 'current_password_invalid') {
        setPasswordError(t`Your current password is not correct.`);
      } else if (code !== 'other') {
        setRefusal({ code });
      } else {
        setRefusal({
          code: 'other',
          text: errorText(failure, t`Your account could not be deleted. Please try again.`),
        });
      }
      return;
    }
    toast.success(t`Your account was deleted. We sent a confirmation to your e-mail address.`);
    void navigate('/', { replace: true });
  }

  const link = refusal && refusal.code !== 'other' ? blockerLinks[refusal.code] : undefined;

  return (
    <SettingsSection
      id="delete-account"
      title={t`Delete my account`}
      tone="danger"
      description={
        <Trans>
          Your account, your profile, your lead-traveller contacts and your newsletter subscription
          are deleted for good. Records of payments and bookings that the law requires us to keep
          remain, no longer linked to you.
        </Trans>
      }
    >
      <Button variant="destructive" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" />
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={handleOpenChange}
        canClose={!isDeleting}
        title={t`Delete your account?`}
        description={t`This cannot be undone. Enter your password to confirm it is you.`}
      >
        <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex items-start gap-2">
            <input
              id={`${id}-confirm`}
              type="checkbox"
              checked={isConfirmed}
              onChange={(event) => setIsConfirmed(event.target.checked)}
              className="mt-1 size-4 shrink-0 accent-red-700"
            />
            <label htmlFor={`${id}-confirm`} className="text-sm text-stone-800">
              <Trans>
                I understand that my account and my personal data will be deleted for good.
              </Trans>
            </label>
          </div>
          {refusal && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              data-testid="deletion-refusal"
            >
              <p>{refusal.code === 'other' ? refusal.text : t(blockerTexts[refusal.code])}</p>
              {link && (
                <Link
                  to={link.to}
                  className="mt-2 inline-block font-medium underline underline-offset-2"
                >
                  {t(link.label)}
                </Link>
              )}
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              data-autofocus
              disabled={isDeleting}
              onClick={() => handleOpenChange(false)}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={isDeleting || password === '' || !isConfirmed}
            >
              {isDeleting ? <Trans>Deleting...</Trans> : <Trans>Delete my account for good</Trans>}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
