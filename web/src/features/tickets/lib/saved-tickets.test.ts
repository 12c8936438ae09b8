import type { TicketView } from '@app/domain/tickets';
import { describe, expect, it } from 'vitest';
import {
  findSavedTicket,
  forgetTicket,
  SAVED_TICKETS_LIMIT,
  saveTicket,
  savedTicketsKey,
} from './saved-tickets';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const ticket = (reference: string): TicketView => ({
  reference,
  bookingId: `${reference.toLowerCase()}-0000-4000-8000-000000000000`,
  token: `token-${reference}`,
  kind: 'micro_tour',
  title: 'Old town walk',
  startDate: '2026-12-01',
  meetingTime: '09:00',
  timeZone: 'Europe/Ljubljana',
  meetingPoint: 'Prešeren Square',
  travelers: 2,
  addons: [],
  totalEur: 25,
  status: 'paid',
  checkedInAt: null,
  holderName: 'Ada',
});

describe('saved tickets', () => {
  it('finds a saved ticket of the member with when it was saved', () => {
    const storage = memoryStorage();
    saveTicket(storage, 'u1', ticket('AAAA0001'), new Date('2026-11-27T08:00:00Z'));
    expect(findSavedTicket(storage, 'u1', 'AAAA0001')).toEqual({
      ticket: ticket('AAAA0001'),
      savedAt: '2026-11-27T08:00:00.000Z',
    });
  });

  it("never shows one member's tickets to another", () => {
    const storage = memoryStorage();
    saveTicket(storage, 'u1', ticket('AAAA0001'));
    expect(findSavedTicket(storage, 'u2', 'AAAA0001')).toBeUndefined();
  });

  it('keeps the latest viewed tickets, the newest view replacing the older copy', () => {
    const storage = memoryStorage();
    for (let n = 0; n < SAVED_TICKETS_LIMIT + 2; n += 1) {
      saveTicket(storage, 'u1', ticket(`AAAA00${String(n).padStart(2, '0')}`));
    }
    saveTicket(storage, 'u1', { ...ticket('AAAA0011'), status: 'cancelled' });
    const saved: unknown = JSON.parse(storage.items.get(savedTicketsKey('u1'))!);
    expect(Array.isArray(saved) && saved.length).toBe(SAVED_TICKETS_LIMIT);
    expect(findSavedTicket(storage, 'u1', 'AAAA0000')).toBeUndefined();
    expect(findSavedTicket(storage, 'u1', 'AAAA0011')?.ticket.status).toBe('cancelled');
  });

  it('ignores a stored value that is not a list of tickets', () => {
    const storage = memoryStorage();
    storage.setItem(savedTicketsKey('u1'), '{"not": "a list"');
    expect(findSavedTicket(storage, 'u1', 'AAAA0001')).toBeUndefined();
    storage.setItem(savedTicketsKey('u1'), JSON.stringify([{ ticket: { reference: 'AAAA0001' } }]));
    expect(findSavedTicket(storage, 'u1', 'AAAA0001')).toBeUndefined();
  });

  it('forgets a ticket the server no longer shows', () => {
    const storage = memoryStorage();
    saveTicket(storage, 'u1', ticket('AAAA0001'));
    forgetTicket(storage, 'u1', 'AAAA0001');
    expect(findSavedTicket(storage, 'u1', 'AAAA0001')).toBeUndefined();
  });

  it('survives a full or blocked storage', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveTicket(storage, 'u1', ticket('AAAA0001'))).not.toThrow();
  });
});
