import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, servicePool, tokenClient } from '@app/testing/clients';
import { callFunction } from '@app/testing/function-calls';
import { createSessionMember, type SessionMember } from '@app/testing/member-sessions';
import {
  createTicketMicroTour,
  createTicketTour,
  inDays,
  insertBooking,
} from '@app/testing/ticket-fixtures';

const goodText = 'Slow trains, kind guides and the best strudel of the whole trip.';

const review = (who: SessionMember | null, body: unknown) =>
  callFunction('submit-review', body, who === null ? {} : { token: who.token });

/** A member with a first name on the account, as the sign-up form writes it. */
async function traveller(name = 'Ada Lovelace') {
  const member = await createSessionMember();
  await servicePool().query(
    `update auth.users set raw_user_meta_data = jsonb_build_object('name', $2::text) where id = $1`,
    [member.id, name],
  );
  return member;
}

/** A paid booking whose start day is over (the trip took place). */
const pastBooking = (who: SessionMember, tourId: string, options: { micro?: boolean } = {}) =>
  insertBooking(who.id, tourId, inDays(-3), options);

async function listing(tourId: string, micro = false) {
  const { rows } = await servicePool().query<{ rating: string | null; review_count: number }>(
    `select rating::text, review_count from public.${micro ? 'micro_tours' : 'tours'} where id = $1`,
    [tourId],
  );
  return rows[0]!;
}

const reviewRows = async (bookingId: string) =>
  (
    await servicePool().query(`select * from public.review_records where booking_id = $1`, [
      bookingId,
    ])
  ).rows;

/** The shared server's mail of this kind to this address, once its job has sent it. */
async function outboxMail(to: string, kind: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await servicePool().query<{ subject: string; text_body: string }>(
      `select subject, text_body from auth.mail_outbox where to_address = $1 and kind = $2
        order by created_at desc limit 1`,
      [to, kind],
    );
    if (rows[0]) return { subject: rows[0].subject, text: rows[0].text_body };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

describe('submit-review', () => {
  it('takes a review of a trip that took place: the rating is the mean, anyone reads it as text', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bob = await traveller('Bob');
    const markup = `<script>alert("x")</script> <b>bold</b> ${goodText}`;
    const first = await review(ada, {
      bookingId: await pastBooking(ada, tour.id),
      rating: 5,
      text: markup,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      review: { rating: 5, text: markup, authorName: 'Ada', tripMonth: inDays(-3).slice(0, 7) },
      listing: { rating: 5, reviewCount: 1 },
    });
    const second = await review(bob, {
      bookingId: await pastBooking(bob, tour.id),
      rating: 2,
      text: goodText,
    });
    expect(second.status).toBe(200);
    expect(await listing(tour.id)).toEqual({ rating: '3.5', review_count: 2 });

    // /rest/v1/reviews: first name and month, no e-mail, member or booking id.
    const { data, error } = await anonClient()
      .from('reviews')
      .select('*')
      .eq('tour_id', tour.id)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(Object.keys(data![0]!).sort()).toEqual(
      [
        'author_name',
        'created_at',
        'demo',
        'id',
        'micro_tour_id',
        'rating',
        'text',
        'tour_id',
        'trip_month',
        'verified',
      ].sort(),
    );
    expect(data!.map((row) => row.author_name)).toEqual(['Bob', 'Ada']);
    expect(data!.map((row) => [row.verified, row.demo])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(data![1]!.text).toBe(markup);
    expect(JSON.stringify(data)).not.toContain(ada.email);
    expect(JSON.stringify(data)).not.toContain(ada.id);
  });

  it('counts a checked-in trip that starts today, and micro-tours too', async () => {
    const micro = await createTicketMicroTour();
    const ada = await traveller();
    const today = await insertBooking(ada.id, micro.id, inDays(1), { micro: true });
    const early = await review(ada, { bookingId: today, rating: 4, text: goodText });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('review_trip_not_taken');
    await servicePool().query(`update public.bookings set checked_in_at = now() where id = $1`, [
      today,
    ]);
    const answer = await review(ada, { bookingId: today, rating: 4, text: goodText });
    expect(answer.status).toBe(200);
    expect(await listing(micro.id, true)).toEqual({ rating: '4.0', review_count: 1 });
  });

  it('asks a visitor to sign in (401) and refuses another member’s booking (403)', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bookingId = await pastBooking(ada, tour.id);
    const visitor = await review(null, { bookingId, rating: 5, text: goodText });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('review_sign_in_required');
    const mallory = await traveller('Mallory');
    const other = await review(mallory, { bookingId, rating: 1, text: goodText });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('review_not_yours');
    const unknown = await review(mallory, { bookingId: randomUUID(), rating: 1, text: goodText });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('booking_not_found');
    expect(await reviewRows(bookingId)).toHaveLength(0);
    expect(await listing(tour.id)).toEqual({ rating: null, review_count: 0 });
  });

  it('refuses a trip that has not taken place: future, cancelled or pending (422)', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const future = await insertBooking(ada.id, tour.id, inDays(10));
    const cancelled = await insertBooking(ada.id, tour.id, inDays(-5), { cancelled: true });
    const pending = await pastBooking(ada, tour.id);
    await servicePool().query(`update public.bookings set status = 'pending' where id = $1`, [
      pending,
    ]);
    for (const bookingId of [future, cancelled, pending]) {
      const answer = await review(ada, { bookingId, rating: 3, text: goodText });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('review_trip_not_taken');
    }
  });

  it('takes one review per booking, also when many arrive at once (409)', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bookingId = await pastBooking(ada, tour.id);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => review(ada, { bookingId, rating, text: goodText })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(
      Array(4).fill('review_exists'),
    );
    expect(await reviewRows(bookingId)).toHaveLength(1);
    expect((await listing(tour.id)).review_count).toBe(1);
  });

  it('refuses bad input with validation_failed (400)', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bookingId = await pastBooking(ada, tour.id);
    const bad = [
      { bookingId, rating: 0, text: goodText },
      { bookingId, rating: 6, text: goodText },
      { bookingId, rating: 3.5, text: goodText },
      { bookingId, rating: '5', text: goodText },
      { bookingId, rating: 5, text: 'Too short, 19 chars' },
      { bookingId, rating: 5, text: `   ${'a'.repeat(19)}    ` },
      { bookingId, rating: 5, text: 'a'.repeat(2001) },
      { bookingId: 'not-a-uuid', rating: 5, text: goodText },
      { rating: 5, text: goodText },
    ];
    for (const body of bad) {
      const answer = await review(ada, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    // Exactly the limits pass: 2,000 characters, emoji counted as one each.
    const longest = await review(ada, { bookingId, rating: 5, text: '🚆'.repeat(2000) });
    expect(longest.status).toBe(200);
  });

  it('limits a member to 10 attempts an hour (429)', async () => {
    const ada = await traveller();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await review(ada, { bookingId: randomUUID(), rating: 4, text: goodText })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });

  it('lets no member write or read past the function and the public columns', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bookingId = await pastBooking(ada, tour.id);
    const client = tokenClient(ada.token);
    const insert = await client.from('review_records').insert({
      booking_id: bookingId,
      user_id: ada.id,
      tour_id: tour.id,
      rating: 5,
      body: goodText,
      author_name: 'Ada',
      trip_month: '2026-01-01',
    });
    expect(insert.error?.code).toBe('42501');
    const viewInsert = await client.from('reviews').insert({ tour_id: tour.id, rating: 5 });
    expect(viewInsert.error).not.toBeNull();
    const privateColumns = await anonClient().from('review_records').select('user_id');
    expect(privateColumns.error?.code).toBe('42501');
    expect(await reviewRows(bookingId)).toHaveLength(0);
    // Nor may an admin type a rating in: it stays the reviews' mean.
    const admin = await createSessionMember({ admin: true });
    const typed = await tokenClient(admin.token)
      .from('tours')
      .update({ rating: 4.9, review_count: 120 })
      .eq('id', tour.id);
    expect(typed.error).toBeNull();
    expect(await listing(tour.id)).toEqual({ rating: null, review_count: 0 });
  });

  it('lets an admin hide a review with a reason: audited, the rating follows, the author is told', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const bob = await traveller('Bob');
    await review(ada, { bookingId: await pastBooking(ada, tour.id), rating: 1, text: goodText });
    const kept = await review(bob, {
      bookingId: await pastBooking(bob, tour.id),
      rating: 5,
      text: goodText,
    });
    expect(kept.status).toBe(200);
    expect(await listing(tour.id)).toEqual({ rating: '3.0', review_count: 2 });
    const [adaReview] = await servicePool()
      .query<{ id: string }>(`select id from public.review_records where user_id = $1`, [ada.id])
      .then((result) => result.rows);

    const member = await tokenClient(bob.token).rpc('set_review_hidden', {
      p_review_id: adaReview!.id,
      p_hidden: true,
      p_reason: 'Not about the trip',
    });
    expect(member.error?.hint).toBe('admin_required');
    const admin = await createSessionMember({ admin: true });
    const noReason = await tokenClient(admin.token).rpc('set_review_hidden', {
      p_review_id: adaReview!.id,
      p_hidden: true,
      p_reason: '  ',
    });
    expect(noReason.error?.hint).toBe('validation_failed');
    const hidden = await tokenClient(admin.token).rpc('set_review_hidden', {
      p_review_id: adaReview!.id,
      p_hidden: true,
      p_reason: 'Not about the trip',
    });
    expect(hidden.error).toBeNull();
    expect(await listing(tour.id)).toEqual({ rating: '5.0', review_count: 1 });
    const visible = await anonClient().from('reviews').select('id').eq('tour_id', tour.id);
    expect(visible.data).toEqual([{ id: (kept.body.review as { id: string }).id }]);
    const audit = await servicePool().query(
      `select action, reason, actor_id from public.review_audit where review_id = $1`,
      [adaReview!.id],
    );
    expect(audit.rows).toEqual([
      { action: 'hide', reason: 'Not about the trip', actor_id: admin.id },
    ]);

    const told = await outboxMail(ada.email, 'review-hidden');
    expect(told.subject).toContain(tour.title);
    expect(told.text).toContain('Reason: Not about the trip');

    const shown = await tokenClient(admin.token).rpc('set_review_hidden', {
      p_review_id: adaReview!.id,
      p_hidden: false,
      p_reason: null,
    });
    expect(shown.error).toBeNull();
    expect(await listing(tour.id)).toEqual({ rating: '3.0', review_count: 2 });
    const list = await tokenClient(admin.token).rpc('admin_reviews', { p_page: 1 });
    expect(list.error).toBeNull();
    expect((list.data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it('lists a member’s trips that took place with their reviews', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    const went = await pastBooking(ada, tour.id);
    await insertBooking(ada.id, tour.id, inDays(20));
    const before = await tokenClient(ada.token).rpc('my_trip_reviews');
    expect(before.data).toEqual([expect.objectContaining({ bookingId: went, review: null })]);
    await review(ada, { bookingId: went, rating: 4, text: goodText });
    const after = await tokenClient(ada.token).rpc('my_trip_reviews');
    expect(after.data).toEqual([
      expect.objectContaining({
        bookingId: went,
        review: expect.objectContaining({ rating: 4, hidden: false }),
      }),
    ]);
  });

  it('invites a traveller once per trip that took place, in their language', async () => {
    const tour = await createTicketTour();
    const ada = await traveller();
    await servicePool().query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale": "de"}'
        where id = $1`,
      [ada.id],
    );
    await pastBooking(ada, tour.id);
    const reviewed = await pastBooking(ada, tour.id);
    await review(ada, { bookingId: reviewed, rating: 5, text: goodText });
    await insertBooking(ada.id, tour.id, inDays(9));
    const claim = () =>
      servicePool()
        .query<{ n: number }>(`select private.claim_review_invitations(200, $1) as n`, [ada.id])
        .then((result) => result.rows[0]!.n);
    expect(await claim()).toBe(1);
    expect(await claim()).toBe(0);
    const mail = await outboxMail(ada.email, 'review-invitation');
    expect(mail.subject).toBe(`Wie war ${tour.title}?`);
    expect(mail.text).toContain('/de/dashboard?tab=reviews');
  });
});
