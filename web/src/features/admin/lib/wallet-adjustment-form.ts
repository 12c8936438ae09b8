import '../messages';
import { t } from '@lingui/core/macro';
import { walletAdjustmentBodySchema } from '@app/domain/booking';
import { z } from 'zod';
import { typedNumber } from './form-values';

const body = walletAdjustmentBodySchema.shape;

/** The admin's wallet adjustment form: the amount typed in euros, then the function's own rules. */
export const walletAdjustmentFormSchema = z.object({
  direction: body.direction,
  amount_eur: typedNumber(() => t`Enter an amount in euros`).pipe(body.amount_eur),
  reason: body.reason,
});
export type WalletAdjustmentFormInput = z.input<typeof walletAdjustmentFormSchema>;
export type WalletAdjustmentFormValues = z.output<typeof walletAdjustmentFormSchema>;

export const emptyWalletAdjustment: WalletAdjustmentFormInput = {
  direction: 'credit',
  amount_eur: '',
  reason: '',
};
