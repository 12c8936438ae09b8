import { confirmMicroTourBookingBodySchema } from '@app/domain';
import { callMoneyFunction } from '../wallet/money-call.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/** Books a micro-tour (price × travelers) and pays it from the wallet. */
export const confirmMicroTourBookingFunction = defineFunction({
  name: 'confirm-micro-tour-booking',
  access: 'member',
  body: confirmMicroTourBookingBodySchema,
  handle: (context) =>
    callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.book_micro_tour_with_lead', [
      context.body.micro_tour_id,
      context.body.travelers,
      context.body.start_date,
      context.body.start_time ?? null,
      context.body.lead_traveller?.name ?? null,
      context.body.lead_traveller?.phone ?? null,
    ]),
});
