// NOTE: no zod here: the booking forms check their fields with these helpers.
import { LEAD_NAME_MAX_LENGTH, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './generated/db-rules.js';

/**
 * The lead traveller of a booking: who the guide expects and calls (migration 0065,
 * docs/decisions/038-lead-traveler-contacts.md). The database keeps the same rules
 * (private.lead_name_ok, private.phone_ok); both are checked against lead-traveller-cases.ts.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** An optional '+', digits, and spaces, dots, dashes or brackets between them. */
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]*[0-9]$/;

/** The digits of a phone number, as a `tel:` link dials them (with its '+'). */
export function dialledNumber(phone: string): string {
  return `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/[^0-9]/g, '')}`;
}

export function isLeadName(name: string): boolean {
  return (
    // Spaces only, as SQL's btrim: the form trims more before it sends.
    name === name.replace(/^ +| +$/g, '') &&
    !CONTROL_CHARACTERS.test(name) &&
    name.length >= 1 &&
    [...name].length <= LEAD_NAME_MAX_LENGTH
  );
}

export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '').length;
  return (
    PHONE_PATTERN.test(phone) &&
    phone.length <= 2 * PHONE_DIGITS_MAX &&
    digits >= PHONE_DIGITS_MIN &&
    digits <= PHONE_DIGITS_MAX
  );
}

/** Who leads a booking's party, and the number the guide calls. */
export interface LeadTraveller {
  name: string;
  phone: string;
}
