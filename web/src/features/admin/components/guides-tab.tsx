import '../messages';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { staffRoleRequestSchema, type StaffMember } from '@app/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { QrCode, UserMinus, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { functionErrorCode } from '../../../lib/server-function';
import { staffKeys } from '../../../lib/staff-keys';
import { setStaffRole, useStaffMembers } from '../api/staff-roles';

function roleErrorText(error: unknown) {
  return functionErrorCode(error) === 'member_not_found'
    ? t`No account uses this e-mail address. The guide signs up first.`
    : errorText(error);
}

function GuideRow({
  guide,
  isBusy,
  onRevoke,
}: {
  guide: StaffMember;
  isBusy: boolean;
  onRevoke: () => void;
}) {
  const email = guide.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="min-w-0 break-all text-stone-900">{guide.email}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={isBusy}
        aria-label={t`Revoke guide role of ${email}`}
        onClick={onRevoke}
      >
        <UserMinus aria-hidden="true" />
        <Trans>Revoke</Trans>
      </Button>
    </li>
  );
}

/** Admins make members guides (who then see the check-in page only), and take the role back. */
export function GuidesTab() {
  const guides = useStaffMembers();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [busyEmail, setBusyEmail] = useState<string | null>(null);

  async function change(target: string, role: 'guide' | null) {
    setBusyEmail(target);
    try {
      await setStaffRole({ email: target, role });
      toast.success(role ? t`${target} is now a guide` : t`${target} is no longer a guide`, {
        description: role ? t`They sign in again to open the check-in page.` : undefined,
      });
      if (role) setEmail('');
      return true;
    } catch (error) {
      toast.error(role ? t`Could not make a guide` : t`Could not revoke the role`, {
        description: roleErrorText(error),
      });
      return false;
    } finally {
      setBusyEmail(null);
      await queryClient.invalidateQueries({ queryKey: staffKeys.members });
    }
  }

  const reason = guides.isError ? errorText(guides.error) : '';

  function handleGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = staffRoleRequestSchema.shape.email.safeParse(email.trim());
    if (!parsed.success) {
      setEmailError(t`Please enter a valid e-mail address.`);
      return;
    }
    setEmailError(undefined);
    void change(parsed.data, 'guide');
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">
          <Trans>Guides</Trans>
        </h2>
        <Button asChild variant="outline">
          <Link to="/admin/check-in">
            <QrCode aria-hidden="true" />
            <Trans>Open check-in</Trans>
          </Link>
        </Button>
      </div>
      <p className="max-w-2xl text-sm text-stone-600">
        <Trans>
          Guides check travelers in at the meeting point. They see the check-in page only, not this
          panel.
        </Trans>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h3 className="text-lg font-semibold text-stone-900">
            <Trans>Make a member a guide</Trans>
          </h3>
          <form noValidate onSubmit={handleGrant} className="mt-4 space-y-3">
            <TextField
              label={t`Member's e-mail`}
              type="email"
              autoComplete="off"
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={busyEmail !== null}>
              <UserPlus aria-hidden="true" />
              <Trans>Make guide</Trans>
            </Button>
          </form>
        </Card>
        <Card className="p-4 sm:p-6">
          <section aria-labelledby="guide-list-heading">
            <h3 id="guide-list-heading" className="text-lg font-semibold text-stone-900">
              <Trans>Current guides</Trans>
            </h3>
            {guides.isPending ? (
              <div className="mt-4 space-y-3" aria-hidden="true">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-6 w-1/2" />
              </div>
            ) : guides.isError ? (
              <p role="alert" className="mt-4 text-sm text-red-700">
                <Trans>The guides could not be loaded: {reason}</Trans>
              </p>
            ) : guides.data.length === 0 ? (
              <p className="mt-4 text-sm text-stone-600">
                <Trans>No guides yet.</Trans>
              </p>
            ) : (
              <ul aria-labelledby="guide-list-heading" className="mt-2 divide-y divide-stone-200">
                {guides.data.map((guide) => (
                  <GuideRow
                    key={guide.userId}
                    guide={guide}
                    isBusy={busyEmail !== null}
                    onRevoke={() => void change(guide.email, null)}
                  />
                ))}
              </ul>
            )}
          </section>
        </Card>
      </div>
    </div>
  );
}
