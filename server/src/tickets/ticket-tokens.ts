import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The text of a ticket's QR code: `ET1.` and, in base64url, the booking id's 16 bytes followed
 * by the first 16 bytes of HMAC-SHA256(key, "ET1." + id bytes). 47 characters: a small QR code
 * a phone camera reads off another phone's screen. The version prefix lets a later format be
 * told apart; 128 bits of tag cannot be guessed or forged without the server's key.
 */
const PREFIX = 'ET1.';
const ID_BYTES = 16;
const TAG_BYTES = 16;
const BODY_LENGTH = Math.ceil(((ID_BYTES + TAG_BYTES) * 8) / 6);
const BODY = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest text a ticket token can be; anything longer is refused before any work. */
export const TICKET_TOKEN_LENGTH = PREFIX.length + BODY_LENGTH;

function tag(key: Buffer, id: Buffer): Buffer {
  return createHmac('sha256', key).update(PREFIX).update(id).digest().subarray(0, TAG_BYTES);
}

const idBytes = (bookingId: string) => Buffer.from(bookingId.replaceAll('-', ''), 'hex');

function idText(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The signed QR text of one booking. */
export function signTicketToken(key: Buffer, bookingId: string): string {
  if (!UUID.test(bookingId)) throw new Error('a ticket is signed for a booking id (uuid)');
  const id = idBytes(bookingId.toLowerCase());
  return PREFIX + Buffer.concat([id, tag(key, id)]).toString('base64url');
}

/**
 * The booking id a token was signed for, or undefined for anything forged, altered, truncated,
 * signed with another key or not a token at all.
 */
export function verifyTicketToken(key: Buffer, token: string): string | undefined {
  if (token.length !== TICKET_TOKEN_LENGTH || !token.startsWith(PREFIX)) return undefined;
  const body = token.slice(PREFIX.length);
  if (!BODY.test(body)) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  // The last character carries spare bits: only the one canonical spelling is accepted, so
  // changing any single character of a token makes it invalid.
  if (bytes.length !== ID_BYTES + TAG_BYTES || bytes.toString('base64url') !== body) {
    return undefined;
  }
  const id = bytes.subarray(0, ID_BYTES);
  const expected = tag(key, id);
  return timingSafeEqual(expected, bytes.subarray(ID_BYTES)) ? idText(id) : undefined;
}

/** The server's ticket-signing key, derived from its JWT secret (as the unsubscribe key is). */
export const ticketKey = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'ecotours', 'ticket-token', 32));
