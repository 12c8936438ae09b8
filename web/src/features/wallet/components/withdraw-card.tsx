import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { formatEuros } from '../../../lib/format-price';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { newIdempotencyKey, ServerFunctionError } from '../../../lib/server-function';
import { useWithdrawable } from '../api/get-withdrawable';
import { useWithdrawToCard } from '../api/withdraw-to-card';
import type { WithdrawFormInput, WithdrawFormValues } from '../lib/withdraw-form';
import { announceWithdrawal, withdrawLimitText } from '../lib/withdrawal-outcome';

// wallet-withdraw's own rule for the amount, loaded when the form is first used.
const withdrawValidation = lazyZodResolver(() =>
  import('../lib/withdraw-form').then((module) => module.withdrawFormSchema),
);

/** The form's rule, and no more than can go back to a card now (the form's context). */
const withdrawResolver: Resolver<
  WithdrawFormInput,
  { withdrawable: number },
  WithdrawFormValues
> = async (values, context, options) => {
  const result = await withdrawValidation.resolver(values, context, options);
  if (!('amount_eur' in result.values) || !context) return result;
  if (result.values.amount_eur <= context.withdrawable) return result;
  return {
    values: {},
    errors: { amount_eur: { type: 'max', message: withdrawLimitText(context.withdrawable) } },
  };
};

const emptyForm: WithdrawFormInput = { amount_eur: '' };

/**
 * 'Withdraw to card': how much of the balance can go back to the cards it was paid with (card
 * top-ups only, newest payment first), why, and the form that sends it (decision 037).
 */
export function WithdrawCard({ userId, disabled }: { userId: string; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const withdrawable = useWithdrawable(userId);
  const withdraw = useWithdrawToCard(userId);
  // One key per withdrawal: a retry of the same submission never sends the money twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const most = withdrawable.data?.withdrawableEur ?? 0;
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawFormInput, { withdrawable: number }, WithdrawFormValues>({
    resolver: withdrawResolver,
    context: { withdrawable: most },
    defaultValues: emptyForm,
  });

  async function handleWithdraw(values: WithdrawFormValues) {
    try {
      const { withdrawal } = await withdraw.mutateAsync({
        amount: values.amount_eur,
        idempotencyKey,
      });
      announceWithdrawal(withdrawal);
      reset(emptyForm);
      setIdempotencyKey(newIdempotencyKey());
    } catch (error) {
      // A refusal is an answer: the next try is a new withdrawal. Without an answer, the same key
      // again lets the server apply it at most once.
      if (error instanceof ServerFunctionError && error.status !== 0) {
        setIdempotencyKey(newIdempotencyKey());
      }
      toast.error(t`Withdrawal failed`, {
        description: errorText(error, t`The withdrawal could not be made.`),
      });
    }
  }

  const isBusy = isSubmitting || withdraw.isPending;
  const withdrawableText = formatEuros(most);
  const balanceText = formatEuros(withdrawable.data?.balanceEur ?? 0);
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        className="text-sm font-semibold tracking-wide text-emerald-800 uppercase"
      >
        <Trans>Withdraw to card</Trans>
      </h2>
      {withdrawable.isPending ? (
        <Skeleton className="mt-3 h-6 w-48" />
      ) : withdrawable.isError ? (
        <p className="mt-3 text-sm text-red-700">
          <Trans>What can be withdrawn could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <p className="mt-3 text-stone-900" data-testid="withdrawable" aria-live="polite">
          <Trans>
            <span className="text-lg font-semibold">{withdrawableText}</span> of your {balanceText}{' '}
            balance can go back to your card.
          </Trans>
        </p>
      )}
      <p id={`${id}-explained`} className="mt-2 text-sm text-stone-600">
        <Trans>
          Only money you paid in by card can go back, to the card it came from, newest payment
          first. Money from demo top-ups and adjustments stays in your wallet for bookings.
        </Trans>
      </p>
      <form
        noValidate
        onFocus={withdrawValidation.preload}
        onSubmit={handleSubmit(handleWithdraw)}
        className="mt-4"
        aria-describedby={`${id}-explained`}
      >
        <TextField
          id={`${id}-amount`}
          label={t`Amount to withdraw (€)`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`0.00`}
          error={errors.amount_eur?.message}
          disabled={most <= 0}
          {...register('amount_eur')}
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={most <= 0 || isBusy || disabled}>
            {isBusy ? <Trans>Withdrawing...</Trans> : <Trans>Withdraw</Trans>}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={most <= 0 || isBusy}
            onClick={() =>
              setValue('amount_eur', most.toFixed(2), { shouldValidate: true, shouldDirty: true })
            }
          >
            <Trans>All {withdrawableText}</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
