import { describe, expect, it } from 'vitest';
import { achievementsOf, type TakenTrip } from './achievements.js';

const trip = (takenOn: string, overrides: Partial<TakenTrip> = {}): TakenTrip => ({
  takenOn,
  country: 'France',
  category: null,
  railKm: 0,
  savedKg: 0,
  ...overrides,
});

const byId = (facts: Parameters<typeof achievementsOf>[0]) =>
  Object.fromEntries(achievementsOf(facts).map((badge) => [badge.id, badge]));

describe('achievements', () => {
  it('a new member has every badge still to earn, at zero', () => {
    const badges = achievementsOf({ trips: [], reviewedOn: [] });
    expect(badges.map((badge) => badge.id)).toEqual([
      'green-starter',
      'local-flavours',
      'explorer',
      'rail-rover',
      'climate-saver',
      'trusted-voice',
    ]);
    for (const badge of badges) {
      expect(badge.current).toBe(0);
      expect(badge.earnedOn).toBeNull();
    }
  });

  it('dates each badge by the trip that reached its target, whatever order the trips come in', () => {
    const badges = byId({
      trips: [
        trip('2026-09-10', { country: 'Italy', railKm: 480.6, savedKg: 61.2 }),
        trip('2026-05-02', { country: 'France', category: 'gastro', railKm: 350, savedKg: 30 }),
        trip('2026-07-20', { country: 'France', railKm: 0, savedKg: -4 }),
        trip('2026-11-01', { country: 'Spain', railKm: 300, savedKg: 12 }),
      ],
      reviewedOn: ['2026-09-20', '2026-05-09'],
    });
    expect(badges['green-starter']).toMatchObject({ current: 1, earnedOn: '2026-05-02' });
    expect(badges['local-flavours']).toMatchObject({ current: 1, earnedOn: '2026-05-02' });
    // France (May), Italy (September), Spain (November): the third country is Spain.
    expect(badges.explorer).toMatchObject({ current: 3, target: 3, earnedOn: '2026-11-01' });
    // 350 + 0 + 480.6 = 830.6 km by the end of September; + 300 = 1,130.6 in November.
    expect(badges['rail-rover']).toMatchObject({ current: 1000, earnedOn: '2026-11-01' });
    // A trip with no saving counts as none, never as a loss: 30 + 0 + 61.2 + 12 = 103.2.
    expect(badges['climate-saver']).toMatchObject({ current: 100, earnedOn: '2026-11-01' });
    expect(badges['trusted-voice']).toMatchObject({ current: 1, earnedOn: '2026-05-09' });
  });

  it('shows progress, rounded down, toward what is not earned yet', () => {
    const badges = byId({
      trips: [
        trip('2026-03-01', { country: 'Germany', railKm: 612.9, savedKg: 99.99 }),
        trip('2026-04-01', { country: 'Germany', railKm: 0, savedKg: 0 }),
      ],
      reviewedOn: [],
    });
    expect(badges.explorer).toMatchObject({ current: 1, earnedOn: null });
    expect(badges['rail-rover']).toMatchObject({ current: 612, earnedOn: null });
    expect(badges['climate-saver']).toMatchObject({ current: 99, earnedOn: null });
    expect(badges['local-flavours']).toMatchObject({ current: 0, earnedOn: null });
    expect(badges['trusted-voice']).toMatchObject({ current: 0, earnedOn: null });
  });

  it('reaches a target exactly on the day the sum equals it', () => {
    const badges = byId({
      trips: [trip('2026-01-05', { railKm: 600 }), trip('2026-02-05', { railKm: 400 })],
      reviewedOn: [],
    });
    expect(badges['rail-rover']).toMatchObject({ current: 1000, earnedOn: '2026-02-05' });
  });
});
