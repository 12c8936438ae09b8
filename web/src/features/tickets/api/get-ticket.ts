import '../messages';
import { bookingReferenceSchema, type TicketView, ticketViewSchema } from '@app/domain/tickets';
import { t } from '@lingui/core/macro';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ServerFunctionError, invokeServerFunction } from '../../../lib/server-function';
import { ticketKeys } from '../../../lib/ticket-keys';
import { findSavedTicket, forgetTicket, saveTicket } from '../lib/saved-tickets';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const ticketFailedMessage = () => t`Your ticket could not be loaded. Please try again.`;

/** The ticket as the server shows it now, or the copy this browser saved (with when). */
export interface TicketAnswer {
  ticket: TicketView;
  /** Set when the server could not be reached and the saved copy is shown instead. */
  savedAt: string | null;
}

/** The server never answered: no network, or a proxy without its upstream. */
const isUnreachable = (error: unknown) =>
  error instanceof ServerFunctionError && [0, 502, 503, 504].includes(error.status);

/**
 * The member's ticket by its reference. Each ticket shown is kept in this browser for the member,
 * so that it still opens at the meeting point when the network fails.
 */
export async function getTicket(userId: string, reference: string): Promise<TicketAnswer> {
  try {
    const answer = await invokeServerFunction<unknown>(
      'ticket',
      { reference },
      ticketFailedMessage(),
    );
    const ticket = ticketViewSchema.parse(answer);
    saveTicket(localStorage, userId, ticket);
    return { ticket, savedAt: null };
  } catch (error) {
    if (isUnreachable(error)) {
      const saved = findSavedTicket(localStorage, userId, reference);
      if (saved) return saved;
    }
    if (error instanceof ServerFunctionError && error.code === 'ticket_not_found') {
      forgetTicket(localStorage, userId, reference);
    }
    throw error;
  }
}

/** The reference as the server writes it (upper case), or null when it cannot be one. */
export function parseTicketReference(value: string | undefined): string | null {
  const parsed = bookingReferenceSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : null;
}

export const ticketQueryOptions = (userId: string | undefined, reference: string | null) =>
  queryOptions({
    queryKey: ticketKeys.one(userId ?? '', reference ?? ''),
    queryFn: userId && reference ? () => getTicket(userId, reference) : skipToken,
    staleTime: 30_000,
    // An unknown reference stays unknown; a network failure already fell back to the saved copy.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ServerFunctionError && error.status < 500),
  });

export const useTicket = (userId: string | undefined, reference: string | null) =>
  useQuery(ticketQueryOptions(userId, reference));
