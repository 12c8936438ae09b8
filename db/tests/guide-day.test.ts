import { randomUUID } from 'node:crypto';
import { countryTimeZone, dateIn } from '@app/domain/departure-sales';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  servicePool,
  signToken,
  tokenClient,
  type TestUser,
} from '@app/testing/clients';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import {
  createAddon,
  createTicketMicroTour,
  createTicketTour,
  insertBooking,
} from '@app/testing/ticket-fixtures';

// The guide's list of the day (migration 0067): guides assigned to tours, public.guide_day and
// public.guide_check_in, through the data API as the check-in page calls them.

/** A member signed in on one device, whose client sends the token naming that session. */
async function signedInMember(options: { admin?: boolean } = {}): Promise<SessionMember> {
  const member = await createSessionMember(options);
  return { ...member, client: tokenClient(member.token) };
}

/** A member made a guide in auth.users, signed in on one device with a token that says so. */
async function createGuide(): Promise<SessionMember> {
  const member = await createSessionMember({ aal: 'aal2' });
  await servicePool().query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guide"}' where id = $1`,
    [member.id],
  );
  const claims = {
    sub: member.id,
    email: member.email,
    app_metadata: { provider: 'email', role: 'guide' },
    user_metadata: {},
    session_id: member.sessionId,
    aal: 'aal2' as const,
  };
  const token = await signToken(claims);
  return {
    ...member,
    token,
    client: tokenClient(token),
    caller: {
      ...member.caller,
      claims: { ...claims, role: 'authenticated', aud: 'authenticated' },
    },
  };
}

/** Today on the wall clock of a tour in `country`. */
const todayIn = (country: string) => dateIn(countryTimeZone(country), new Date());

async function assign(
  admin: TestUser,
  guide: TestUser,
  listing: { tour?: string; micro?: string },
) {
  const { error } = await admin.client.rpc('set_guide_assignment', {
    p_guide_id: guide.id,
    p_assigned: true,
    ...(listing.tour ? { p_tour_id: listing.tour } : {}),
    ...(listing.micro ? { p_micro_tour_id: listing.micro } : {}),
  });
  expect(error).toBeNull();
}

interface DayBooking {
  bookingId: string;
  leadName: string;
  travelers: number;
  addons: string[];
  phone: string | null;
  checkedInAt: string | null;
}
interface DayDeparture {
  listingId: string;
  title: string;
  startTime: string;
  meetingPoint: string | null;
  expected: number;
  checkedIn: number;
  bookings: DayBooking[];
}

async function day(who: TestUser): Promise<DayDeparture[]> {
  const { data, error } = await who.client.rpc('guide_day');
  expect(error).toBeNull();
  return data as DayDeparture[];
}

async function checkIn(who: TestUser, bookingId: string) {
  return who.client.rpc('guide_check_in', { p_booking_id: bookingId });
}

async function checkedIn(bookingId: string) {
  const { rows } = await servicePool().query<{
    checked_in_at: Date | null;
    checked_in_by: string | null;
    updated_at: Date;
  }>(`select checked_in_at, checked_in_by, updated_at from public.bookings where id = $1`, [
    bookingId,
  ]);
  return rows[0]!;
}

/** A tour (Vienna) and a micro-tour (Lisbon), each with a paid booking today. */
async function todaysTours() {
  const tour = await createTicketTour();
  const walk = await createTicketMicroTour();
  const traveller = await createSessionMember();
  await servicePool().query(
    `update auth.users set raw_user_meta_data = '{"name":"Ada Lovelace"}' where id = $1`,
    [traveller.id],
  );
  const addonId = await createAddon(`Picnic ${randomUUID().slice(0, 6)}`, 5);
  const tourBooking = await insertBooking(traveller.id, tour.id, todayIn('Austria'), {
    travelers: 3,
    addons: [{ id: addonId, price: 5 }],
  });
  const walkBooking = await insertBooking(traveller.id, walk.id, todayIn('Portugal'), {
    micro: true,
    travelers: 2,
  });
  return { tour, walk, traveller, tourBooking, walkBooking };
}

describe("the guide's list of the day", () => {
  it('refuses anonymous visitors, members, forged tokens and tokens of no guide', async () => {
    const anon = await anonClient().rpc('guide_day');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');

    const member = await signedInMember();
    const asMember = await member.client.rpc('guide_day');
    expect(asMember.status).toBe(403);
    expect(asMember.error?.hint).toBe('staff_required');

    // Signed with another secret.
    const forged = tokenClient(
      (await signToken({ sub: member.id, app_metadata: { role: 'admin' } })).replace(
        /.{4}$/,
        'AAAA',
      ),
    );
    const asForged = await forged.rpc('guide_day');
    expect(asForged.status).toBe(401);
    expect(asForged.error?.code).toBe('PGRST301');

    // A token saying guide for an account that is none (the server never signs one).
    const claimed = tokenClient(
      await signToken({
        sub: member.id,
        email: member.email,
        app_metadata: { provider: 'email', role: 'guide' },
        session_id: member.sessionId,
        aal: 'aal2',
      }),
    );
    const asClaimed = await claimed.rpc('guide_day');
    expect(asClaimed.error?.hint).toBe('staff_required');

    const { walkBooking } = await todaysTours();
    const refused = await checkIn(member, walkBooking);
    expect(refused.status).toBe(403);
    expect(refused.error?.hint).toBe('staff_required');
    expect((await checkedIn(walkBooking)).checked_in_at).toBeNull();
  });

  it("shows a guide only the tours assigned to them, and an admin every tour's", async () => {
    const { tour, walk, tourBooking, walkBooking } = await todaysTours();
    const admin = await signedInMember({ admin: true });
    const guide = await createGuide();

    // Not assigned yet: nothing.
    expect((await day(guide)).map((row) => row.listingId)).not.toContain(tour.id);

    await assign(admin, guide, { micro: walk.id });
    const list = await day(guide);
    expect(list.map((row) => row.listingId)).toEqual([walk.id]);
    expect(list[0]).toMatchObject({
      title: walk.title,
      meetingPoint: 'Praça do Comércio, by the arch',
      expected: 2,
      checkedIn: 0,
      // No contact on the booking: the member's profile name.
      bookings: [
        { bookingId: walkBooking, leadName: 'Ada Lovelace', travelers: 2, addons: [], phone: null },
      ],
    });

    const all = await day(admin);
    const mine = all.filter((row) => [tour.id, walk.id].includes(row.listingId));
    expect(mine.map((row) => row.listingId).sort()).toEqual([tour.id, walk.id].sort());
    // Once the booking names its lead traveller, the list shows them and their phone.
    await servicePool().query(
      `insert into public.booking_contacts (booking_id, user_id, lead_name, phone)
       select id, user_id, 'Grace Hopper', '+43 660 123 4567' from public.bookings where id = $1`,
      [tourBooking],
    );
    const withContact = (await day(admin)).filter((row) => row.listingId === tour.id);
    expect(withContact[0]!.bookings[0]).toMatchObject({
      leadName: 'Grace Hopper',
      phone: '+43 660 123 4567',
    });
    const tourRow = mine.find((row) => row.listingId === tour.id)!;
    expect(tourRow.expected).toBe(3);
    expect(tourRow.bookings[0]).toMatchObject({ bookingId: tourBooking, travelers: 3 });
    expect(tourRow.bookings[0]!.addons).toHaveLength(1);
    expect(tourRow.bookings[0]!.addons[0]).toMatch(/^Picnic /);

    // Taken back: gone from the guide's list.
    const { error } = await admin.client.rpc('set_guide_assignment', {
      p_guide_id: guide.id,
      p_micro_tour_id: walk.id,
      p_assigned: false,
    });
    expect(error).toBeNull();
    expect((await day(guide)).map((row) => row.listingId)).not.toContain(walk.id);
  });

  it('lets only admins assign, and only accounts that are guides', async () => {
    const { walk } = await todaysTours();
    const admin = await signedInMember({ admin: true });
    const guide = await createGuide();
    const member = await signedInMember();

    const byGuide = await guide.client.rpc('set_guide_assignment', {
      p_guide_id: guide.id,
      p_micro_tour_id: walk.id,
      p_assigned: true,
    });
    expect(byGuide.error?.hint).toBe('admin_required');

    const notGuide = await admin.client.rpc('set_guide_assignment', {
      p_guide_id: member.id,
      p_micro_tour_id: walk.id,
      p_assigned: true,
    });
    expect(notGuide.status).toBe(404);
    expect(notGuide.error?.hint).toBe('guide_not_found');

    // A guide cannot write the table directly either, nor read another guide's rows.
    const insert = await guide.client
      .from('guide_assignments')
      .insert({ guide_id: guide.id, micro_tour_id: walk.id });
    expect(insert.error).not.toBeNull();
    await assign(admin, guide, { micro: walk.id });
    await assign(admin, guide, { micro: walk.id });
    const other = await createGuide();
    expect((await other.client.from('guide_assignments').select('id')).data).toEqual([]);
    const own = await guide.client.from('guide_assignments').select('micro_tour_id');
    expect(own.data).toEqual([{ micro_tour_id: walk.id }]);
  });

  it('checks a booking in once: the second call answers the first time and writes nothing', async () => {
    const { walk, walkBooking } = await todaysTours();
    const admin = await signedInMember({ admin: true });
    const guide = await createGuide();
    await assign(admin, guide, { micro: walk.id });

    const first = await checkIn(guide, walkBooking);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ outcome: 'checked_in', bookingId: walkBooking });
    const written = await checkedIn(walkBooking);
    expect(written.checked_in_by).toBe(guide.id);

    const second = await checkIn(guide, walkBooking);
    expect(second.data).toMatchObject({ outcome: 'already_checked_in', bookingId: walkBooking });
    const again = await checkedIn(walkBooking);
    expect(again).toEqual(written);
    expect(new Date((second.data as { checkedInAt: string }).checkedInAt).getTime()).toBe(
      written.checked_in_at!.getTime(),
    );

    const [row] = (await day(guide)).filter((entry) => entry.listingId === walk.id);
    expect(row).toMatchObject({ expected: 2, checkedIn: 2 });
    expect(row!.bookings[0]!.checkedInAt).not.toBeNull();
  });

  it("refuses another guide's booking, a day other than today, a cancelled booking or departure", async () => {
    const { tour, walk, traveller, walkBooking, tourBooking } = await todaysTours();
    const admin = await signedInMember({ admin: true });
    const guide = await createGuide();
    await assign(admin, guide, { micro: walk.id });

    // The tour is another guide's (or nobody's): refused, nothing written.
    const other = await checkIn(guide, tourBooking);
    expect(other.status).toBe(403);
    expect(other.error?.hint).toBe('guide_not_assigned');
    expect((await checkedIn(tourBooking)).checked_in_at).toBeNull();

    // Tomorrow's booking of the guide's own micro-tour.
    const tomorrow = dateIn(countryTimeZone('Portugal'), new Date(Date.now() + 86_400_000));
    const later = await insertBooking(traveller.id, walk.id, tomorrow, { micro: true });
    const notToday = await checkIn(guide, later);
    expect(notToday.status).toBe(409);
    expect(notToday.error?.hint).toBe('check_in_not_today');
    expect((await checkedIn(later)).checked_in_at).toBeNull();

    const cancelled = await insertBooking(traveller.id, walk.id, todayIn('Portugal'), {
      micro: true,
      cancelled: true,
    });
    const refusedCancelled = await checkIn(guide, cancelled);
    expect(refusedCancelled.error?.hint).toBe('ticket_cancelled');

    await servicePool().query(
      `update public.departures set status = 'cancelled', cancel_reason = 'Storm', cancelled_at = now()
        where id = (select departure_id from public.bookings where id = $1)`,
      [tourBooking],
    );
    // An operator's cancellation refunds the departure's bookings: refused, and off the list.
    const refusedDeparture = await checkIn(admin, tourBooking);
    expect(refusedDeparture.status).toBe(409);
    expect(refusedDeparture.error?.hint).toBe('ticket_cancelled');
    expect((await checkedIn(tourBooking)).checked_in_at).toBeNull();
    expect((await day(admin)).map((row) => row.listingId)).not.toContain(tour.id);
    expect((await checkedIn(walkBooking)).checked_in_at).toBeNull();
  });

  it('answers bad and unknown ids with 400 and 404 codes, never a 5xx', async () => {
    const guide = await createGuide();
    for (const bad of ['', 'not-a-uuid', "'; drop table bookings; --", '1'.repeat(5000)]) {
      const answer = await checkIn(guide, bad);
      expect(answer.status, bad.slice(0, 20)).toBe(400);
      expect(answer.error?.hint).toBe('validation_failed');
    }
    const unknown = await checkIn(guide, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error?.hint).toBe('booking_not_found');
  });

  it('two guides checking one booking in at once write it once', async () => {
    const { walk, walkBooking } = await todaysTours();
    const admin = await signedInMember({ admin: true });
    const guides = [await createGuide(), await createGuide()];
    for (const guide of guides) await assign(admin, guide, { micro: walk.id });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => checkIn(guides[n % 2]!, walkBooking)),
    );
    const outcomes = answers.map((answer) => (answer.data as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(9);
    const written = await checkedIn(walkBooking);
    const times = new Set(
      answers.map((answer) =>
        new Date((answer.data as { checkedInAt: string }).checkedInAt).getTime(),
      ),
    );
    expect([...times]).toEqual([written.checked_in_at!.getTime()]);
    const winner = answers.find(
      (answer) => (answer.data as { outcome: string }).outcome === 'checked_in',
    )!;
    const winnerIndex = answers.indexOf(winner);
    expect(written.checked_in_by).toBe(guides[winnerIndex % 2]!.id);
  });
});
