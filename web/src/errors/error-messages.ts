import './messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  authMessages,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@app/domain/auth-messages';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessages,
} from '@app/domain/contact-fields';
import type { FunctionErrorCode } from '@app/domain/function-errors';
import { newsletterMessages } from '@app/domain/newsletter-messages';
import { NEWSLETTER_SUBJECT_MAX_LENGTH, RECEIPT_RANGE_MAX_DAYS } from '@app/domain/db-rules';

/**
 * The catalogue messages of the machine codes the web can receive (issue 48): the server keeps
 * answering in English, and the web shows each code's message in the page's language. The
 * English of each message is the server's own sentence for that code, so an English page reads
 * as before. error-catalogue.ts is the one reader of these tables; its catalogue (`errors`) loads
 * after the first render, in a language other than English only (lib/error-text.ts).
 */

/** Every /functions/v1 refusal code (domain/src/function-errors.ts); the type keeps it complete. */
export const functionErrorMessages: Record<FunctionErrorCode, MessageDescriptor> = {
  not_authenticated: msg`Not authenticated`,
  invalid_jwt: msg`Invalid JWT`,
  session_expired: msg`Session expired or revoked. Please sign in again.`,
  admin_required: msg`Admin privileges required`,
  insufficient_aal: msg`Two-factor sign-in required: verify your authenticator code first.`,
  function_not_found: msg`Function not found`,
  method_not_allowed: msg`This action is not allowed.`,
  validation_failed: msg`Some details are not valid. Please check them and try again.`,
  invalid_idempotency_key: msg`Something went wrong. Please try again.`,
  idempotency_key_reused: msg`Idempotency-Key reused`,
  rate_limited: msg`Too many requests. Please try again in a few minutes.`,
  insufficient_funds: msg`Your wallet balance is too low for this.`,
  price_changed: msg`The price has changed. Please review the total and try again.`,
  tour_not_found: msg`Tour not found`,
  micro_tour_not_found: msg`Micro-tour not found`,
  date_unavailable: msg`This date is no longer on sale. Please choose another date.`,
  addon_unavailable: msg`One or more add-ons are not available for this tour.`,
  topup_too_large: msg`This top-up is above the limit per top-up.`,
  topup_limit_reached: msg`Top-up limit reached. Please try again later.`,
  wallet_in_debt: msg`Your wallet owes money from a card payment that was reversed. Please top up to settle it before booking.`,
  topup_not_found: msg`Top-up not found`,
  topup_not_pending: msg`This top-up is already closed.`,
  topup_conflict: msg`This top-up already has another checkout session.`,
  payment_provider_unavailable: msg`Card payments are unavailable right now. No money was taken; please try again in a few minutes.`,
  invalid_signature: msg`Invalid signature`,
  invalid_event: msg`Invalid event`,
  card_withdrawals_unavailable: msg`Withdrawals to a card are not available: this site takes no card payments, so no money can go back to a card.`,
  nothing_to_withdraw: msg`Nothing in your wallet can go back to a card: only money paid in by card can, and money from demo top-ups or adjustments stays in the wallet.`,
  insufficient_withdrawable: msg`This is more than can be withdrawn to your card.`,
  sold_out: msg`Sold out`,
  booking_not_found: msg`Booking not found`,
  booking_already_cancelled: msg`This booking is already cancelled.`,
  booking_not_cancellable: msg`This booking can no longer be cancelled: its tour has started.`,
  departure_not_found: msg`Departure not found`,
  departure_already_cancelled: msg`This departure is already cancelled.`,
  seats_available: msg`Seats are available on this date: book them instead.`,
  already_waiting: msg`You are already on the waiting list for this date.`,
  waitlist_entry_not_found: msg`Waiting list entry not found`,
  waitlist_entry_closed: msg`This waiting list entry is already closed.`,
  booking_not_paid: msg`Only a paid booking can move to another date.`,
  date_change_not_offered: msg`A micro-tour booking cannot move to another date: cancel it and book the new date instead.`,
  date_change_closed: msg`Date changes are closed for this booking.`,
  same_date: msg`Your booking is already on this date. Please choose another date.`,
  ticket_not_found: msg`Ticket not found`,
  ticket_cancelled: msg`This booking was cancelled: its ticket is no longer valid.`,
  invalid_ticket: msg`This code is not a valid EcoTours ticket: it was altered or not issued by us.`,
  ambiguous_reference: msg`Several bookings around today have this reference: scan the code instead.`,
  staff_required: msg`Staff access required`,
  member_not_found: msg`No account has this e-mail.`,
  guide_not_found: msg`This account is not a guide.`,
  guide_not_assigned: msg`This booking is on a tour you are not assigned to.`,
  check_in_not_today: msg`Check-in from the list is for today's departures only.`,
  departure_cancelled: msg`This departure was cancelled: its travelers were refunded.`,
  no_subscribers: msg`There are no confirmed subscribers to send this issue to.`,
  job_not_found: msg`No failed job with this id (it may have run meanwhile).`,
  image_fix_running: msg`Another image fix is running; try again when it ends`,
  link_expired_or_used: msg`This confirmation link has expired or was already used. Subscribe again to get a new one.`,
  invalid_link: msg`This link is not valid. Please use the link from your most recent e-mail.`,
  not_found: msg`Not found`,
  invalid_json: msg`Something went wrong. Please try again.`,
  payload_too_large: msg`This is too large to send.`,
  unsupported_media_type: msg`Something went wrong. Please try again.`,
  invalid_request: msg`Something went wrong. Please try again.`,
  unavailable: msg`Service temporarily unavailable, please try again`,
  internal_error: msg`Unexpected failure, please try again`,
  unsupported_locale: msg`This language is not offered.`,
  not_on_sale: msg`This is not on sale at the moment. Bookings already made stay valid.`,
  slot_not_found: msg`This micro-tour does not start at that time on this date.`,
  slot_exists: msg`The micro-tour already starts at this time on this date.`,
  slot_started: msg`This start time has begun: it can no longer be changed.`,
  tour_has_bookings: msg`A tour or micro-tour with bookings cannot be deleted.`,
  capacity_below_seats_sold: msg`Capacity cannot be lower than the seats already sold.`,
  cancel_reason_required: msg`Say why the departure is cancelled: its travellers are told.`,
  new_departure_cancelled: msg`A new departure cannot be cancelled.`,
  cancelled_departure_unchangeable: msg`This departure was cancelled and cannot be changed.`,
  difficulty_required: msg`Difficulty is required`,
  difficulty_invalid: msg`Difficulty must be easy, moderate or challenging.`,
  footprint_invalid_tour: msg`This tour address is not valid.`,
  footprint_invalid_from: msg`The home city's coordinates are not valid.`,
  footprint_invalid_country: msg`The home country is not valid.`,
  footprint_no_start_place: msg`This tour does not say where it starts yet.`,
  footprint_invalid_query: msg`Type a city name.`,
  start_place_unknown: msg`This start place is not in the gazetteer. Pick one from the list.`,
  start_place_write_refused: msg`A start place is picked from the gazetteer list.`,
  meeting_point_unknown: msg`This meeting place is not in the gazetteer. Pick one from the list.`,
  meeting_point_outside_europe: msg`The meeting point must be in Europe.`,
  meeting_point_too_far: msg`The meeting point must be within 50 km of the start place.`,
  meeting_point_needs_start: msg`Pick the start place before the meeting point.`,
  route_place_unknown: msg`A route place is not in the gazetteer. Pick one from the list.`,
  route_day_beyond_tour: msg`A route place is on a day after the tour ends.`,
  places_write_refused: msg`A meeting point or a route place is picked from the gazetteer list or the map.`,
  review_sign_in_required: msg`Sign in to review a trip.`,
  review_not_yours: msg`Only the traveller who booked this trip can review it.`,
  review_exists: msg`This trip has already been reviewed.`,
  review_trip_not_taken: msg`You can review a trip once it has taken place.`,
  review_not_found: msg`Review not found`,
  panorama_not_found: msg`The uploaded panorama was not found. Please upload it again.`,
  panorama_not_jpeg: msg`A panorama must be a JPEG image.`,
  panorama_wrong_ratio: msg`A panorama must be exactly twice as wide as it is high (2:1, equirectangular).`,
  panorama_too_small: msg`This panorama is too small: it must be at least 2048 pixels wide.`,
  panorama_too_large: msg`This panorama is too large: at most 8192 pixels wide and 20 MB.`,
  panorama_write_refused: msg`A panorama is set by uploading it.`,
  receipt_not_found: msg`Receipt not found`,
  receipt_range_invalid: msg`Choose a range whose last day is not before its first day, of at most ${RECEIPT_RANGE_MAX_DAYS} days.`,
  receipt_write_refused: msg`Receipts are issued with the ledger entry they document and never change`,
};

/**
 * The auth service's codes (GoTrue's `error_code`, supabase-js's AuthError.code) that our auth
 * server answers (server/src/auth/auth-error.ts).
 */
export const authErrorMessages: Record<string, MessageDescriptor> = {
  validation_failed: msg`Some details are not valid. Please check them and try again.`,
  unsupported_locale: msg`This language is not offered.`,
  bad_json: msg`Something went wrong. Please try again.`,
  invalid_credentials: msg`Invalid login credentials`,
  email_not_confirmed: msg`Email not confirmed`,
  user_banned: msg`User is banned`,
  weak_password: msg`Please choose a stronger password.`,
  same_password: msg`New password should be different from the old password.`,
  reauthentication_needed: msg`Password update requires reauthentication: give your current password, or the code from a reauthentication e-mail`,
  reauthentication_not_valid: msg`Nonce has expired or is invalid`,
  current_password_invalid: msg`The current password is not correct`,
  phone_provider_disabled: msg`Phone logins are disabled`,
  no_authorization: msg`Session expired or revoked. Please sign in again.`,
  bad_jwt: msg`Session expired or revoked. Please sign in again.`,
  user_not_found: msg`Session expired or revoked. Please sign in again.`,
  session_not_found: msg`Session expired or revoked. Please sign in again.`,
  refresh_token_not_found: msg`Session expired or revoked. Please sign in again.`,
  refresh_token_already_used: msg`Session expired or revoked. Please sign in again.`,
  over_request_rate_limit: msg`Request rate limit reached`,
  over_email_send_rate_limit: msg`Email rate limit exceeded`,
  unexpected_failure: msg`Unexpected failure, please try again`,
  request_timeout: msg`Processing this request timed out, please retry after a moment.`,
  not_found: msg`Not found`,
  insufficient_aal: msg`Two-factor sign-in required: verify your authenticator code first.`,
  mfa_verification_failed: msg`Invalid TOTP code entered`,
};

/**
 * Sentences the servers send word for word (function refusals, SQL refusals, auth answers, the
 * domain's validation texts): each has its own message, more precise than its code's.
 */
export const knownSentences = new Map<string, MessageDescriptor>([
  // SQL refusals (db/): the codes' other sentences
  ['Admin access required', msg`Admin access required`],
  ['Please select a tour date.', msg`Please select a tour date.`],
  [
    'The start date is in the past. Please choose a later date.',
    msg`The start date is in the past. Please choose a later date.`,
  ],
  [
    'This tour does not run on that date. Please choose one of its available dates.',
    msg`This tour does not run on that date. Please choose one of its available dates.`,
  ],
  [
    'This departure was cancelled. Please choose another date.',
    msg`This departure was cancelled. Please choose another date.`,
  ],
  [
    'Amount must be greater than 0, with at most two decimals',
    msg`Amount must be greater than 0, with at most two decimals`,
  ],
  ['Member not found', msg`Member not found`],
  ['Each add-on can be chosen once.', msg`Each add-on can be chosen once.`],
  ['Give a reason of 3 to 500 characters.', msg`Give a reason of 3 to 500 characters.`],
  ['A reason of 3 to 500 characters is required', msg`A reason of 3 to 500 characters is required`],
  ['Direction must be credit or debit', msg`Direction must be credit or debit`],
  [
    'A booking reference is 8 letters and digits (0-9, A-F).',
    msg`A booking reference is 8 letters and digits (0-9, A-F).`,
  ],
  [
    'This account is an admin: an admin already has every staff right.',
    msg`This account is an admin: an admin already has every staff right.`,
  ],
  ['Not authenticated', msg`Not authenticated`],
  [
    'We could not reach our server. Please check your internet connection and try again.',
    msg`We could not reach our server. Please check your internet connection and try again.`,
  ],
  // The first sentence of a rate-limited form's refusal (its wait follows)
  [
    'You have sent us several messages in a short time, and we have them all.',
    msg`You have sent us several messages in a short time, and we have them all.`,
  ],
  [
    'Too many newsletter links were opened from your network.',
    msg`Too many newsletter links were opened from your network.`,
  ],
  [
    'We have sent several confirmation e-mails to this address or from your network already: please look for them in your inbox (and spam folder).',
    msg`We have sent several confirmation e-mails to this address or from your network already: please look for them in your inbox (and spam folder).`,
  ],
  // The shell's fallbacks (wallet-top-up.ts), passed to errorText in English
  ['Failed to process top-up.', msg`Failed to process top-up.`],
  ['Failed to process wallet transaction.', msg`Failed to process wallet transaction.`],
  // The storage service's sentences
  ['Object not found', msg`Object not found`],
  ['Bucket not found', msg`Bucket not found`],
  ['The resource already exists', msg`The resource already exists`],
  [
    'Only admins may upload, replace, remove or list files',
    msg`Only admins may upload, replace, remove or list files`,
  ],
  ['Session expired or revoked', msg`Session expired or revoked. Please sign in again.`],
  [
    'Service temporarily unavailable, please try again',
    msg`Service temporarily unavailable, please try again`,
  ],
  // PostgreSQL refusals without a code of ours (the tours table's difficulty check)
  ['Difficulty is required', msg`Difficulty is required`],
  [
    'Difficulty must be easy, moderate or challenging.',
    msg`Difficulty must be easy, moderate or challenging.`,
  ],
  // The auth service's other sentences
  ['Unable to validate email address: invalid format', msg`Please enter a valid email address`],
  ['An email address is required', msg`Email is required`],
  ['A password is required', msg`Password is required`],
  ['Signup requires a valid password', msg`Password is required`],
  [
    'Changing the e-mail address is not supported',
    msg`Changing the e-mail address is not supported`,
  ],
]);

/**
 * The domain's validation texts (auth, contact and newsletter forms; the servers answer with the
 * same sentences), keyed by their English.
 */
export const validationMessages = new Map<string, MessageDescriptor>([
  [authMessages.fullNameRequired, msg`Full name is required`],
  [authMessages.fullNameTooLong, msg`Name must be at most ${FULL_NAME_MAX_LENGTH} characters`],
  [authMessages.emailRequired, msg`Email is required`],
  [authMessages.emailInvalid, msg`Please enter a valid email address`],
  [authMessages.passwordRequired, msg`Password is required`],
  [
    authMessages.passwordTooShort,
    msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  ],
  [
    authMessages.passwordTooLong,
    msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  ],
  [authMessages.passwordOnlySpaces, msg`Password cannot be only spaces`],
  [
    authMessages.passwordTooCommon,
    msg`This password is one of the 10,000 most common passwords, the first ones attackers try: choose another`,
  ],
  [authMessages.passwordNeedsLetter, msg`Password must contain at least one letter`],
  [authMessages.passwordNeedsNumber, msg`Password must contain at least one number`],
  [authMessages.passwordsDoNotMatch, msg`Passwords do not match`],
  [contactMessages.firstNameRequired, msg`Please tell us your first name.`],
  [contactMessages.lastNameRequired, msg`Please tell us your last name.`],
  [
    contactMessages.nameTooLong,
    msg`Please keep names under ${CONTACT_NAME_MAX_LENGTH} characters.`,
  ],
  [contactMessages.nameOneLine, msg`Please write your name on one line.`],
  [contactMessages.emailRequired, msg`Please enter your email address so we can reply.`],
  [
    contactMessages.emailInvalid,
    msg`That email address does not look right. Please check it, e.g. name@example.com.`,
  ],
  [contactMessages.inquiryTypeRequired, msg`Please choose what your message is about.`],
  [contactMessages.groupSizeInvalid, msg`Please choose a group size from the list.`],
  [contactMessages.messageRequired, msg`Please write your message.`],
  [
    contactMessages.messageTooShort,
    msg`Please write a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  ],
  [newsletterMessages.emailRequired, msg`Please enter your email address.`],
  [
    newsletterMessages.linkInvalid,
    msg`This link is not valid. Please use the link from your most recent e-mail.`,
  ],
  [
    newsletterMessages.confirmLinkUsedOrExpired,
    msg`This confirmation link has expired or was already used. Subscribe again to get a new one.`,
  ],
  [newsletterMessages.subjectRequired, msg`Please write a subject.`],
  [
    newsletterMessages.subjectTooLong,
    msg`The subject is too long: please keep it to ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters or fewer.`,
  ],
  [newsletterMessages.subjectOneLine, msg`The subject must fit on one line.`],
  [newsletterMessages.bodyRequired, msg`Please write the letter.`],
  [
    newsletterMessages.noSubscribers,
    msg`There are no confirmed subscribers to send this issue to.`,
  ],
]);
