import { type TicketView, ticketViewSchema } from '@app/domain/tickets';
import { z } from 'zod';

/** How many tickets a member's browser keeps for when the network fails (the latest viewed). */
export const SAVED_TICKETS_LIMIT = 10;

const savedTicketSchema = z.object({ ticket: ticketViewSchema, savedAt: z.string() });
export type SavedTicket = z.infer<typeof savedTicketSchema>;

type TicketStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One list per member: a member signing in on a shared phone never sees another's tickets. */
export const savedTicketsKey = (userId: string) => `ecotours:tickets:${userId}`;

function readSaved(storage: TicketStorage, userId: string): SavedTicket[] {
  try {
    const raw = storage.getItem(savedTicketsKey(userId));
    if (!raw) return [];
    const parsed = z.array(savedTicketSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeSaved(storage: TicketStorage, userId: string, tickets: SavedTicket[]) {
  try {
    storage.setItem(savedTicketsKey(userId), JSON.stringify(tickets));
  } catch {
    // Storage full or blocked: the ticket is still on screen, only not kept for later.
  }
}

/** Keeps the ticket as shown now, first in the member's list, dropping the oldest past the limit. */
export function saveTicket(
  storage: TicketStorage,
  userId: string,
  ticket: TicketView,
  now: Date = new Date(),
) {
  const others = readSaved(storage, userId).filter(
    (saved) => saved.ticket.reference !== ticket.reference,
  );
  writeSaved(
    storage,
    userId,
    [{ ticket, savedAt: now.toISOString() }, ...others].slice(0, SAVED_TICKETS_LIMIT),
  );
}

export function findSavedTicket(
  storage: TicketStorage,
  userId: string,
  reference: string,
): SavedTicket | undefined {
  return readSaved(storage, userId).find((saved) => saved.ticket.reference === reference);
}

/** Forgets a ticket the server no longer shows this member. */
export function forgetTicket(storage: TicketStorage, userId: string, reference: string) {
  const saved = readSaved(storage, userId);
  const kept = saved.filter((entry) => entry.ticket.reference !== reference);
  if (kept.length !== saved.length) writeSaved(storage, userId, kept);
}
