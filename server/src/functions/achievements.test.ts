import { describe, expect, it } from 'vitest';
import type { AchievementsAnswer } from './achievements.js';
import { servicePool, signToken } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import {
  createTicketMicroTour,
  createTicketTour,
  inDays,
  insertBooking,
} from '@app/testing/ticket-fixtures';

const achievements = (who: SessionMember | null) =>
  callFunction('achievements', {}, who === null ? {} : { token: who.token });

/** Vienna's main station, as the gazetteer and the demo catalogue write it. */
async function startsInVienna(table: 'tours' | 'micro_tours', id: string, transport = 'rail') {
  await servicePool().query(
    `update public.${table}
        set start_place_id = 2761369, start_place_name = 'Vienna', start_country = 'AT',
            start_lat = 48.20849, start_lng = 16.37208, footprint_transport = $2
      where id = $1`,
    [id, transport],
  );
}

/** Paris as the member's home. */
const homeInParis = (who: SessionMember) =>
  servicePool().query(
    `insert into public.member_home_places (user_id, place_id, name, country, lat, lng)
     values ($1, 2988507, 'Paris', 'FR', 48.85341, 2.3488)`,
    [who.id],
  );

const byId = (body: Record<string, unknown>) =>
  Object.fromEntries(
    (body as unknown as AchievementsAnswer).achievements.map((badge) => [badge.id, badge]),
  );

describe('achievements', () => {
  it('a new member has nothing earned, and is told a home city is missing', async () => {
    const member = await createSessionMember();
    const answer = await achievements(member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ hasHome: false });
    const badges = Object.values(byId(answer.body));
    expect(badges).toHaveLength(6);
    for (const badge of badges) expect(badge).toMatchObject({ current: 0, earnedOn: null });
  });

  it('counts only trips that took place, with their saving from home by the one footprint rule', async () => {
    const tour = await createTicketTour();
    const micro = await createTicketMicroTour();
    await startsInVienna('tours', tour.id);
    const member = await createSessionMember();
    await homeInParis(member);
    const taken = inDays(-10);
    await insertBooking(member.id, tour.id, taken);
    // Cancelled, still to come, or only pending: none of them counts.
    await insertBooking(member.id, tour.id, inDays(-5), { cancelled: true });
    await insertBooking(member.id, tour.id, inDays(20));
    const pending = await insertBooking(member.id, micro.id, inDays(-4), { micro: true });
    await servicePool().query(`update public.bookings set status = 'pending' where id = $1`, [
      pending,
    ]);

    const answer = await achievements(member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ hasHome: true });
    const badges = byId(answer.body);
    expect(badges['green-starter']).toMatchObject({ current: 1, earnedOn: taken });
    // Paris to Vienna, 1,033.6 km by the haversine on 6,371 km, international both ways:
    // flight 2 × 1,033.6 × 0.12576 = 260.0 kg, rail 2 × 1,033.6 × 0.00446 = 9.2 kg: 250.8 saved
    // per traveller, two travelled; 2,067 km by train.
    expect(badges['climate-saver']).toMatchObject({ current: 100, earnedOn: taken });
    expect(badges['rail-rover']).toMatchObject({ current: 1000, earnedOn: taken });
    expect(badges.explorer).toMatchObject({ current: 1, earnedOn: null });
    expect(badges['local-flavours']).toMatchObject({ current: 0, earnedOn: null });
  });

  it('counts a checked-in micro-tour of today, and no other member sees them', async () => {
    const micro = await createTicketMicroTour();
    const member = await createSessionMember();
    const other = await createSessionMember();
    const today = await insertBooking(member.id, micro.id, inDays(0), { micro: true });
    expect(byId((await achievements(member)).body)['green-starter']).toMatchObject({ current: 0 });
    await servicePool().query(`update public.bookings set checked_in_at = now() where id = $1`, [
      today,
    ]);
    const answer = await achievements(member);
    expect(answer.body).toMatchObject({ hasHome: false });
    expect(byId(answer.body)['green-starter']).toMatchObject({ current: 1, earnedOn: inDays(0) });
    expect(byId((await achievements(other)).body)['green-starter']).toMatchObject({ current: 0 });
  });

  it('counts a visible review of a trip, and stops counting it once an admin hides it', async () => {
    const tour = await createTicketTour();
    const member = await createSessionMember();
    await servicePool().query(
      `update auth.users set raw_user_meta_data = '{"name": "Ada Lovelace"}' where id = $1`,
      [member.id],
    );
    const bookingId = await insertBooking(member.id, tour.id, inDays(-2));
    const review = await callFunction(
      'submit-review',
      { bookingId, rating: 5, text: 'Twenty characters and more of honest praise.' },
      { token: member.token },
    );
    expect(review.status).toBe(200);
    const earned = byId((await achievements(member)).body)['trusted-voice'];
    expect(earned).toMatchObject({
      current: 1,
      earnedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await servicePool().query(
      `update public.review_records set hidden_at = now(), hidden_reason = 'Off topic'
        where booking_id = $1`,
      [bookingId],
    );
    expect(byId((await achievements(member)).body)['trusted-voice']).toMatchObject({
      current: 0,
      earnedOn: null,
    });
  });

  it("counts from the browser's home when the account has none, and refuses a malformed one", async () => {
    const tour = await createTicketTour();
    await startsInVienna('tours', tour.id, 'coach');
    const member = await createSessionMember();
    await insertBooking(member.id, tour.id, inDays(-3), { travelers: 1 });
    const fromParis = await callFunction(
      'achievements?from=48.85341,2.3488&country=FR',
      {},
      { token: member.token },
    );
    expect(fromParis.body).toMatchObject({ hasHome: true });
    // By coach: no kilometres by train; 260.0 − 2 × 1,033.6 × 0.02776 = 260.0 − 57.4 = 202.6 kg.
    expect(byId(fromParis.body)['rail-rover']).toMatchObject({ current: 0 });
    expect(byId(fromParis.body)['climate-saver']).toMatchObject({ current: 100 });
    for (const bad of ['from=91,0', 'from=1e2,3', 'from=48.8,2.3&country=France']) {
      const refused = await callFunction(`achievements?${bad}`, {}, { token: member.token });
      expect(refused.status, bad).toBe(400);
      expect(String(refused.body.code), bad).toMatch(/^footprint_invalid_/);
    }
  });

  it('refuses a visitor and a forged token', async () => {
    const visitor = await achievements(null);
    expect(visitor.status).toBe(403);
    expect(visitor.body.code).toBe('not_authenticated');
    const member = await createSessionMember();
    const forged = await signToken({ sub: member.id, role: 'authenticated' }).then(
      (token) => `${token.slice(0, -4)}AAAA`,
    );
    expect(await callFunction('achievements', {}, { token: forged })).toMatchObject({
      status: 403,
      body: { code: 'invalid_jwt' },
    });
  });
});
