import { processBookingBodySchema } from '@app/domain';
import { callMoneyFunction } from '../wallet/money-call.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/** Books a multi-day tour and pays it from the wallet; the price is recomputed in SQL. */
export const processBookingFunction = defineFunction({
  name: 'process-booking',
  access: 'member',
  body: processBookingBodySchema,
  handle: (context) =>
    callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.book_tour_with_lead', [
      context.body.tourId,
      context.body.startDate,
      context.body.travelers,
      context.body.addOnIds,
      context.body.baseTotalEUR,
      context.body.addOnsTotalEUR,
      context.body.grandTotalEUR,
      context.body.leadTraveller?.name ?? null,
      context.body.leadTraveller?.phone ?? null,
    ]),
});
