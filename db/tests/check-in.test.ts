import { describe, expect, it } from 'vitest';
import { anonClient, servicePool } from '@app/testing/clients';
import { createSessionMember, queryAsMember } from '@app/testing/member-sessions';
import { sqlRefusal } from '@app/testing/sql-refusals';
import { createTicketTour, inDays, insertBooking } from '@app/testing/ticket-fixtures';

async function checkedIn(bookingId: string) {
  const { rows } = await servicePool().query<{ checked_in_at: Date | null }>(
    `select checked_in_at from public.bookings where id = $1`,
    [bookingId],
  );
  return rows[0]!.checked_in_at;
}

describe('check-in columns and functions', () => {
  it('a member cannot check their own booking in over /rest/v1 or by calling the function', async () => {
    const tour = await createTicketTour();
    const member = await createSessionMember();
    const bookingId = await insertBooking(member.id, tour.id, inDays(1));

    const patched = await member.client
      .from('bookings')
      .update({ checked_in_at: new Date().toISOString(), checked_in_by: member.id })
      .eq('id', bookingId)
      .select();
    expect(patched.error).not.toBeNull();
    expect(await checkedIn(bookingId)).toBeNull();

    const rpc = await member.client.rpc('check_in_booking', { p_booking_id: bookingId });
    expect(rpc.error).toMatchObject({ hint: 'staff_required' });
    expect(await checkedIn(bookingId)).toBeNull();

    const { rows } = await servicePool().query<{ can: boolean }>(
      `select has_column_privilege('authenticated', 'public.bookings', 'checked_in_at', 'UPDATE')
           or has_column_privilege('authenticated', 'public.bookings', 'checked_in_by', 'UPDATE')
           as can`,
    );
    expect(rows[0]!.can).toBe(false);

    const anon = await anonClient().rpc('check_in_booking', { p_booking_id: bookingId });
    expect(anon.error).not.toBeNull();
    expect(await checkedIn(bookingId)).toBeNull();
  });

  it('only a paid booking is checked in: the table refuses a pending one', async () => {
    const tour = await createTicketTour();
    const member = await createSessionMember();
    const bookingId = await insertBooking(member.id, tour.id, inDays(1));
    const refusal = await sqlRefusal(
      servicePool().query(
        `update public.bookings set status = 'pending', checked_in_at = now() where id = $1`,
        [bookingId],
      ),
    );
    expect(refusal.code).toBe('23514');
  });

  it('an admin checks in as the caller; checked_in_by names them', async () => {
    const tour = await createTicketTour();
    const member = await createSessionMember();
    const admin = await createSessionMember({ admin: true });
    const bookingId = await insertBooking(member.id, tour.id, inDays(1));
    const { rows } = await queryAsMember<{ answer: { outcome: string } }>(
      admin,
      `select public.check_in_booking($1) as answer`,
      [bookingId],
    );
    expect(rows[0]!.answer.outcome).toBe('checked_in');
    const by = await servicePool().query(
      `select checked_in_by from public.bookings where id = $1`,
      [bookingId],
    );
    expect(by.rows[0]).toEqual({ checked_in_by: admin.id });
  });

  it('staff_members and check_in_candidates are for admins (and staff) only', async () => {
    const member = await createSessionMember();
    const admin = await createSessionMember({ admin: true });
    const asMember = await member.client.rpc('staff_members');
    expect(asMember.error).toMatchObject({ code: '42501' });
    const asAnon = await anonClient().rpc('staff_members');
    expect(asAnon.error).not.toBeNull();
    const asAdmin = await admin.client.rpc('staff_members');
    expect(asAdmin.error).toBeNull();

    const candidates = await member.client.rpc('check_in_candidates', { p_reference: 'ABCDEF12' });
    expect(candidates.error).toMatchObject({ hint: 'staff_required' });
  });
});
