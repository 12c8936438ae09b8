import '../messages';
import { t } from '@lingui/core/macro';
import type { ProcessBookingBody } from '@app/domain';
import { formatEuros } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { functionErrorCode, newIdempotencyKey } from '../../../lib/server-function';
import { insufficientFundsOf } from '../../../lib/wallet/insufficient-funds';
import { topUpWallet, WALLET_TRANSACTION_FAILED_MESSAGE } from '../../../lib/wallet/wallet-top-up';
import { bookingFailedMessage, processBooking } from '../api/process-booking';
import { joinWaitlist, joinWaitlistFailedMessage } from '../api/join-waitlist';
import { leaveWaitlist, leaveWaitlistFailedMessage } from '../api/leave-waitlist';
import type { BookingChoices } from './booking-choices';
import { topUpResumeOf } from './top-up-resume-of';

/**
 * What the booking panel does once clicked: books, joins or leaves a waiting list, tops the
 * wallet up, and says how it went. Loaded with the first wish to do one of them (a pointer over
 * a button, its focus, or an idle moment after the page drew), not with the page.
 */

/** What a refused request lacked in the wallet, when that was the reason. */
export interface Shortage {
  missingAmount: number;
}

export type BookOutcome =
  | { booking: Awaited<ReturnType<typeof processBooking>>['booking'] }
  | Shortage
  | { failed: true; priceChanged: boolean };

export async function book(
  input: ProcessBookingBody,
  idempotencyKey: string,
): Promise<BookOutcome> {
  try {
    const result = await processBooking(input, idempotencyKey);
    return { booking: result.booking };
  } catch (error) {
    const shortage = insufficientFundsOf(error);
    if (shortage) return { missingAmount: shortage.missingAmount };
    toast.error(t`Booking Failed`, {
      description: errorText(error, bookingFailedMessage()),
    });
    // A changed price: the panel shows the current prices before the member tries again.
    return { failed: true, priceChanged: functionErrorCode(error) === 'price_changed' };
  }
}

/** Joins a date's waiting list; a shortage is returned, any other refusal said. */
export async function join(
  departureId: string,
  travelers: number,
  idempotencyKey: string,
  locale: Locale,
): Promise<Shortage | null> {
  try {
    const result = await joinWaitlist({ departure_id: departureId, travelers }, idempotencyKey);
    const position = result.entry.position;
    const held = formatEuros(result.entry.holdAmount, locale);
    toast.success(t`You joined the waiting list`, {
      description: t`You are number ${position} in line. ${held} is held from your wallet.`,
    });
    return null;
  } catch (error) {
    const shortage = insufficientFundsOf(error);
    if (shortage) return { missingAmount: shortage.missingAmount };
    toast.error(t`Waiting list`, {
      description: errorText(error, joinWaitlistFailedMessage()),
    });
    return null;
  }
}

export async function leave(entryId: string, locale: Locale): Promise<void> {
  try {
    const result = await leaveWaitlist({ entry_id: entryId }, newIdempotencyKey());
    const released = formatEuros(result.released, locale);
    toast.success(t`You left the waiting list`, {
      description: t`${released} is back in your wallet.`,
    });
  } catch (error) {
    toast.error(t`Waiting list`, {
      description: errorText(error, leaveWaitlistFailedMessage()),
    });
  }
}

/**
 * Tops the wallet up to book or join as the shortage said: 'credited' when the money is there,
 * 'checkout' when the card provider's page takes over, 'failed' once said.
 */
export async function topUp({
  amount,
  userId,
  tourId,
  choices,
  then,
  locale,
}: {
  amount: number;
  userId: string | undefined;
  tourId: string;
  choices: BookingChoices;
  then: 'book' | { join: { departureId: string | null } };
  locale: Locale;
}): Promise<'credited' | 'checkout' | 'failed'> {
  try {
    if (!userId) throw new Error('User not authenticated');
    const started = await topUpWallet(
      amount,
      'quick',
      newIdempotencyKey(),
      WALLET_TRANSACTION_FAILED_MESSAGE,
      topUpResumeOf(tourId, choices, then),
    );
    if (started === 'checkout') return 'checkout';
  } catch (error) {
    toast.error(t`Transaction Failed`, {
      description: errorText(error, WALLET_TRANSACTION_FAILED_MESSAGE),
    });
    return 'failed';
  }
  const added = formatEuros(amount, locale);
  toast.success(t`Transaction Successful`, {
    description: t`Added ${added} to your wallet`,
  });
  return 'credited';
}
