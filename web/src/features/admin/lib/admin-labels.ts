import '../messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InquiryType } from '@app/domain/contact-fields';

/** What each kind of job does, in the admin's words (the domain's jobTaskLabels, translated). */
export const jobTaskNames: Readonly<Record<string, MessageDescriptor>> = {
  send_mail: msg`E-mail`,
  send_auth_mail: msg`Sign-in e-mail (link or code)`,
  member_notice: msg`Member notice e-mail`,
  booking_confirmation: msg`Booking confirmation`,
  booking_reminder: msg`Booking reminder`,
  booking_date_changed: msg`Booking moved to another date`,
  newsletter_issue: msg`Newsletter: preparing an issue`,
  newsletter_batch: msg`Newsletter: a batch of mails`,
  release_started_holds: msg`Releasing started holds`,
  settle_card_topups: msg`Settling pending card top-ups`,
  settle_card_withdrawals: msg`Settling pending withdrawals to cards`,
  prune_old_records: msg`Nightly pruning`,
};

/** Each payment alert kind (the domain's paymentAlertKindLabels, translated). */
export const paymentAlertKindNames: Readonly<Record<string, MessageDescriptor>> = {
  amount_mismatch: msg`Paid another amount than asked`,
  foreign_attempt: msg`Paid session names another top-up`,
  event_mismatch: msg`Signed event contradicts Stripe`,
  unknown_session: msg`Session unknown to Stripe`,
  withdrawal_mismatch: msg`Refund names a withdrawal it is not`,
};

/** The contact form's inquiry types, as the Messages tab shows them. */
export const inquiryTypeNames: Record<InquiryType, MessageDescriptor> = {
  booking: msg`Booking question`,
  custom: msg`Custom tour`,
  group: msg`Group travel`,
  partnership: msg`Partnership`,
  press: msg`Press`,
  general: msg`General question`,
  feedback: msg`Feedback`,
};
