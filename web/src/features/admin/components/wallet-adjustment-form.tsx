import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { formatEuros } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { newIdempotencyKey, ServerFunctionError } from '../../../lib/server-function';
import { useAdjustWallet } from '../api/admin-members';
import {
  emptyWalletAdjustment,
  walletAdjustmentFormSchema,
  type WalletAdjustmentFormInput,
  type WalletAdjustmentFormValues,
} from '../lib/wallet-adjustment-form';

/** 'Wallet adjustment': an audited credit or debit; the ledger keeps the reason and the admin. */
export function WalletAdjustmentForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const adjust = useAdjustWallet();
  // One key per adjustment: a retry of the same submission never moves the money twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WalletAdjustmentFormInput, unknown, WalletAdjustmentFormValues>({
    resolver: zodResolver(walletAdjustmentFormSchema),
    defaultValues: emptyWalletAdjustment,
  });

  async function handleAdjust(values: WalletAdjustmentFormValues) {
    try {
      const answer = await adjust.mutateAsync({
        adjustment: { user_id: userId, ...values },
        idempotencyKey,
      });
      const amount = formatEuros(values.amount_eur, locale);
      const balance = formatEuros(answer.newBalance, locale);
      toast.success(values.direction === 'credit' ? t`Credited ${amount}` : t`Debited ${amount}`, {
        description: t`New balance ${balance}`,
      });
      reset(emptyWalletAdjustment);
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      // A refusal is an answer: the next try is a new adjustment. Without an answer, the same
      // key again lets the server apply it at most once.
      if (error instanceof ServerFunctionError && error.status !== 0) {
        setIdempotencyKey(newIdempotencyKey());
      }
      toast.error(t`Failed to adjust the wallet`, { description: errorText(error) });
    }
  }

  const isBusy = isSubmitting || adjust.isPending;
  return (
    <Card className="p-4 sm:p-6">
      <h4 className="text-base font-semibold text-stone-900">
        <Trans>Wallet adjustment</Trans>
      </h4>
      <form noValidate onSubmit={handleSubmit(handleAdjust)} className="mt-3 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="wallet-adjustment-direction"
            label={t`Direction`}
            options={[
              { value: 'credit', label: t`Credit (add money)` },
              { value: 'debit', label: t`Debit (take money)` },
            ]}
            {...register('direction')}
          />
          <TextField
            label={t`Amount (€)`}
            inputMode="decimal"
            autoComplete="off"
            required
            error={errors.amount_eur?.message}
            {...register('amount_eur')}
          />
        </div>
        <TextareaField
          label={t`Reason`}
          required
          maxLength={500}
          className="min-h-20"
          placeholder={t`Why the wallet changes; the ledger keeps it`}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Trans>Saving...</Trans> : <Trans>Apply adjustment</Trans>}
        </Button>
      </form>
    </Card>
  );
}
