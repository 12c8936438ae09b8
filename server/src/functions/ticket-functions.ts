import {
  type CheckInResult,
  checkInRequestSchema,
  checkInResultSchema,
  staffRoleRequestSchema,
  ticketFileRequestSchema,
  type TicketLink,
  ticketLinkRequestSchema,
  ticketRequestSchema,
} from '@app/domain/tickets';
import { isLocale } from '@app/domain/locales';
import { UNSUPPORTED_LOCALE, unsupportedLocaleMessage } from '@app/domain/member-locale';
import type pg from 'pg';
import { z } from 'zod';
import type { CallerTransaction } from '../platform/caller-db.js';
import { withTransaction } from '../platform/transactions.js';
import { ticketCalendar } from '../tickets/ticket-calendar.js';
import {
  loadTicketDetails,
  loadTitleTranslations,
  type TicketDetails,
  ticketView,
} from '../tickets/ticket-details.js';
import { ticketCalendarFile, ticketPdfFile } from '../tickets/ticket-mails.js';
import {
  PAGE_TICKET_LINK_SECONDS,
  storeTicketPdf,
  type TicketObjects,
  ticketPdfLink,
} from '../tickets/ticket-objects.js';
import { renderTicketsPdf } from '../tickets/ticket-pdf.js';
import { signTicketToken, verifyTicketToken } from '../tickets/ticket-tokens.js';
import { toMoneyRefusal } from '../wallet/money-call.js';
import { FunctionError } from './function-errors.js';
import { defineFunction, type FunctionContext, FunctionFile } from './server-function.js';

export interface TicketFunctionDeps {
  /** The server's service connections: ticket facts include the holder's account. */
  pool: pg.Pool;
  /** Signs and checks the QR codes (ticket-tokens). */
  ticketKey: Buffer;
  /** The accounts ADMIN_EMAILS makes admins: they cannot be given a staff role. */
  adminEmails: () => ReadonlySet<string>;
  /** The public origin, for the ticket's address in its calendar entry. */
  siteUrl: () => string;
  /** Where e-tickets are stored and their links signed. */
  ticketObjects: TicketObjects;
}

/**
 * The member's paid ticket, its words in the page's language (else the account's): what its
 * files are made from. A cancelled booking's ticket is no longer valid.
 */
async function findPaidTicketInLocale(
  context: Pick<FunctionContext<unknown>, 'caller' | 'withCaller'>,
  pool: pg.Pool,
  body: { reference: string; locale?: string | undefined },
): Promise<TicketDetails> {
  const pageLocale = body.locale;
  if (pageLocale !== undefined && !isLocale(pageLocale)) {
    throw new FunctionError(UNSUPPORTED_LOCALE, unsupportedLocaleMessage);
  }
  const owned = await findOwnTicket(context, pool, body.reference);
  const details = pageLocale === undefined ? owned : { ...owned, locale: pageLocale };
  if (details.status !== 'paid') {
    throw new FunctionError(
      'ticket_cancelled',
      'This booking was cancelled: its ticket is no longer valid.',
    );
  }
  return details;
}

/** The ids whose first 8 hex digits are the reference: a range of the primary key. */
const referenceRange = (reference: string) => {
  const prefix = reference.toLowerCase();
  return [`${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`];
};

const idRowsSchema = z.array(z.object({ id: z.guid() }));
const checkInAnswerSchema = checkInResultSchema.extend({
  checkedInAt: z
    .string()
    .nullable()
    .transform((at) => (at === null ? null : new Date(at).toISOString())),
});
const userRowsSchema = z.array(
  z.object({ id: z.guid(), email: z.string(), role: z.string().nullable() }),
);

const ticketNotFound = () => new FunctionError('ticket_not_found', 'Ticket not found');

/** The caller's own paid or cancelled booking with this reference, as its ticket facts. */
async function findOwnTicket(
  { caller, withCaller }: Pick<FunctionContext<unknown>, 'caller' | 'withCaller'>,
  pool: pg.Pool,
  reference: string,
): Promise<TicketDetails> {
  // As the member, so row-level security shows only their bookings (an admin's too: the
  // owner check keeps a ticket its owner's).
  const { rows } = await withCaller(caller, (tx) =>
    tx.query(
      `select b.id from public.bookings b
        where b.id between $1::uuid and $2::uuid and b.user_id = auth.uid()
          and b.status in ('paid', 'cancelled')
        order by b.created_at desc limit 1`,
      referenceRange(reference),
    ),
  );
  const [found] = idRowsSchema.parse(rows);
  if (!found) throw ticketNotFound();
  const details = await loadTicketDetails(pool, found.id);
  if (!details) throw ticketNotFound();
  return details;
}

/** A refusal raised in SQL (PTnnn with its code in HINT) as the function's error. */
async function refusalsAsErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toMoneyRefusal(error) ?? error;
  }
}

async function checkIn(tx: CallerTransaction, bookingId: string): Promise<CheckInResult> {
  const { rows } = await tx.query(`select public.check_in_booking($1) as answer`, [bookingId]);
  return checkInAnswerSchema.parse(z.object({ answer: z.unknown() }).parse(rows[0]).answer);
}

/**
 * Tickets and check-in (migration 0028): a member's own ticket with its signed QR text; staff
 * scanning a code or typing a reference at the meeting point; admins naming guides.
 */
export function createTicketFunctions(deps: TicketFunctionDeps) {
  return [
    defineFunction({
      name: 'ticket',
      access: 'member',
      body: ticketRequestSchema,
      async handle(context) {
        const details = await findOwnTicket(context, deps.pool, context.body.reference);
        return ticketView(details, signTicketToken(deps.ticketKey, details.bookingId));
      },
    }),
    defineFunction({
      name: 'ticket-file',
      access: 'member',
      body: ticketFileRequestSchema,
      async handle(context) {
        const details = await findPaidTicketInLocale(context, deps.pool, context.body);
        // The same files, names and types as the confirmation mail's attachments.
        const file =
          context.body.format === 'pdf'
            ? ticketPdfFile(
                details,
                await renderTicketsPdf([
                  { details, token: signTicketToken(deps.ticketKey, details.bookingId) },
                ]),
              )
            : ticketCalendarFile(details, ticketCalendar(details, deps.siteUrl()));
        return new FunctionFile(file.filename, file.contentType, file.content);
      },
    }),
    defineFunction({
      name: 'ticket-link',
      access: 'member',
      body: ticketLinkRequestSchema,
      async handle(context): Promise<TicketLink> {
        const details = await findPaidTicketInLocale(context, deps.pool, context.body);
        const token = signTicketToken(deps.ticketKey, details.bookingId);
        // Stored again as it is now (a move changes it), then signed as the member: the
        // database lets them read their own e-ticket only.
        await storeTicketPdf(
          deps.ticketObjects,
          details,
          await renderTicketsPdf([{ details, token }]),
        );
        const url = await ticketPdfLink(
          deps.ticketObjects,
          context.caller,
          details,
          deps.siteUrl(),
          PAGE_TICKET_LINK_SECONDS,
        );
        return { url };
      },
    }),
    defineFunction({
      name: 'check-in',
      access: 'staff',
      body: checkInRequestSchema,
      handle: ({ caller, body, withCaller }) => {
        let bookingId: string | undefined;
        if (body.token !== undefined) {
          bookingId = verifyTicketToken(deps.ticketKey, body.token);
          if (!bookingId) {
            throw new FunctionError(
              'invalid_ticket',
              'This code is not a valid EcoTours ticket: it was altered or not issued by us.',
            );
          }
        }
        const reference = body.reference;
        return refusalsAsErrors(
          withCaller(caller, async (tx) => {
            if (bookingId === undefined && reference !== undefined) {
              const { rows } = await tx.query(
                `select id from public.check_in_candidates($1) as id`,
                [reference],
              );
              const candidates = idRowsSchema.parse(rows);
              if (candidates.length > 1) {
                throw new FunctionError(
                  'ambiguous_reference',
                  'Several bookings around today have this reference: scan the code instead.',
                );
              }
              bookingId = candidates[0]?.id;
            }
            if (bookingId === undefined) throw ticketNotFound();
            const result = await checkIn(tx, bookingId);
            // The title in each language (read as the server: the guide sees no booking rows),
            // for the guide's page to show it in its own.
            return {
              ...result,
              titleTranslations: await loadTitleTranslations(deps.pool, bookingId),
            };
          }),
        );
      },
    }),
    defineFunction({
      name: 'staff-role',
      access: 'admin',
      body: staffRoleRequestSchema,
      async handle({ body }) {
        const email = body.email.trim().toLowerCase();
        const refuseAdmin = () =>
          new FunctionError(
            'validation_failed',
            'This account is an admin: an admin already has every staff right.',
          );
        if (deps.adminEmails().has(email)) throw refuseAdmin();
        const user = await withTransaction(deps.pool, async (client) => {
          const { rows } = await client.query(
            `select id, email::text as email, raw_app_meta_data ->> 'role' as role
               from auth.users where email = $1 for update`,
            [email],
          );
          const [found] = userRowsSchema.parse(rows);
          if (!found) throw new FunctionError('member_not_found', 'No account has this e-mail.');
          if (found.role === 'admin') throw refuseAdmin();
          await client.query(
            `update auth.users
                set raw_app_meta_data = case when $2::text is null then raw_app_meta_data - 'role'
                                             else raw_app_meta_data || jsonb_build_object('role', $2::text) end
              where id = $1`,
            [found.id, body.role],
          );
          // A former guide keeps no tours: named again, they are assigned again (migration 0067).
          if (body.role === null) {
            await client.query(`delete from public.guide_assignments where guide_id = $1`, [
              found.id,
            ]);
          }
          return found;
        });
        return body.role !== null
          ? { userId: user.id, email: user.email, role: body.role }
          : { email: user.email, role: null };
      },
    }),
  ];
}
