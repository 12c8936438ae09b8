import { z } from 'zod';
import { isEuroAmount } from './money.js';

/** How a withdrawal to the card stands: waiting for Stripe, then what reached the card. */
export const withdrawalStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

const AMOUNT_TEXT = 'Amount must be greater than 0, with at most two decimals';

/** Below the database's bound for money (numeric(12, 2)); what can go is capped far lower. */
const WITHDRAWAL_AMOUNT_BOUND = 99_999_999;

/**
 * POST /functions/v1/wallet-withdraw: the amount back to the card. How much may go (the card
 * payments' money in the balance) is the database's to say (decision 037).
 */
export const walletWithdrawBodySchema = z.strictObject({
  amount_eur: z
    .number()
    .positive(AMOUNT_TEXT)
    .max(WITHDRAWAL_AMOUNT_BOUND, AMOUNT_TEXT)
    .refine(isEuroAmount, AMOUNT_TEXT),
});
export type WalletWithdrawBody = z.infer<typeof walletWithdrawBodySchema>;

/** A withdrawal as wallet-withdraw answers it. */
export const withdrawalSchema = z.object({
  id: z.guid(),
  amountEur: z.number(),
  status: z.enum(withdrawalStatuses),
  /** What reached the card, once Stripe has settled every refund; null while pending. */
  withdrawnEur: z.number().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** wallet-withdraw's answer: the withdrawal (pending until Stripe confirms) and the balance. */
export const withdrawalAnswerSchema = z.object({
  success: z.literal(true),
  withdrawal: withdrawalSchema,
  newBalance: z.number(),
});
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/** `rpc/my_withdrawable`: the balance, the card payments' money left, and what may go now. */
export const withdrawableSchema = z.object({
  balanceEur: z.number(),
  cardEur: z.number(),
  withdrawableEur: z.number(),
});
export type Withdrawable = z.infer<typeof withdrawableSchema>;
