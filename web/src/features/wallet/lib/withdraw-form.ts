import { t } from '@lingui/core/macro';
import { walletWithdrawBodySchema } from '@app/domain/withdrawals';
import { z } from 'zod';

/** The withdraw form: the amount typed in euros, then wallet-withdraw's own rule for it. */
export const withdrawFormSchema = z.object({
  amount_eur: z
    .string()
    .trim()
    .min(1, { error: () => t`Enter an amount in euros` })
    .transform((typed) => Number(typed.replace(',', '.')))
    .pipe(z.number({ error: () => t`Enter an amount in euros` }))
    .pipe(walletWithdrawBodySchema.shape.amount_eur),
});
export type WithdrawFormInput = z.input<typeof withdrawFormSchema>;
export type WithdrawFormValues = z.output<typeof withdrawFormSchema>;
