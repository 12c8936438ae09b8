import { walletAdjustmentBodySchema } from '@app/domain';
import { callMoneyFunction } from '../wallet/money-call.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/** An admin's credit or debit of a member's wallet, with the reason the ledger keeps. */
export const walletAdjustmentFunction = defineFunction({
  name: 'wallet-adjustment',
  access: 'admin',
  body: walletAdjustmentBodySchema,
  handle: (context) =>
    callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.adjust', [
      context.body.user_id,
      context.body.direction,
      context.body.amount_eur,
      context.body.reason,
    ]),
});
