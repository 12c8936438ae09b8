import {
  cancelBookingBodySchema,
  cancelDepartureBodySchema,
  changeBookingDateBodySchema,
  joinWaitlistBodySchema,
  leaveWaitlistBodySchema,
} from '@app/domain';
import { callMoneyFunction } from '../wallet/money-call.js';
import { readMoneyRequest } from './money-request.js';
import { defineFunction } from './server-function.js';

/**
 * Cancellations, date changes and the waiting list (migrations 0026, 0040). Each runs one SQL function as the caller
 * with its Idempotency-Key; the mails they cause (refunds of a cancelled departure, a seat given
 * to the next in line) are jobs added in the same transaction, run by the queue once it commits.
 */
export function createDepartureFunctions() {
  return [
    defineFunction({
      name: 'cancel-booking',
      access: 'member',
      body: cancelBookingBodySchema,
      handle: (context) =>
        callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.cancel_booking', [
          context.body.booking_id,
        ]),
    }),
    defineFunction({
      name: 'change-booking-date',
      access: 'member',
      body: changeBookingDateBodySchema,
      handle: (context) =>
        callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.change_booking_date', [
          context.body.bookingId,
          context.body.startDate,
        ]),
    }),
    defineFunction({
      name: 'join-waitlist',
      access: 'member',
      body: joinWaitlistBodySchema,
      handle: (context) =>
        callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.join_waitlist', [
          context.body.departure_id,
          context.body.travelers,
        ]),
    }),
    defineFunction({
      name: 'leave-waitlist',
      access: 'member',
      body: leaveWaitlistBodySchema,
      handle: (context) =>
        callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.leave_waitlist', [
          context.body.entry_id,
        ]),
    }),
    defineFunction({
      name: 'cancel-departure',
      access: 'admin',
      body: cancelDepartureBodySchema,
      handle: (context) =>
        callMoneyFunction(readMoneyRequest(context, context.body), 'wallet.cancel_departure', [
          context.body.departure_id,
          context.body.reason,
        ]),
    }),
  ];
}
