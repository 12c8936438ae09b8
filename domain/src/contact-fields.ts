// The contact form's choices, limits and texts, without zod: the page shows them before any
// validation.
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
} from './generated/db-rules.js';

/** The spec's inquiry types, in the form's order. */
export const inquiryTypeValues = [
  'booking',
  'custom',
  'group',
  'partnership',
  'press',
  'general',
  'feedback',
] as const;
export type InquiryType = (typeof inquiryTypeValues)[number];

export const inquiryTypeLabels: Record<InquiryType, string> = {
  booking: 'Booking question',
  custom: 'Custom tour',
  group: 'Group travel',
  partnership: 'Partnership',
  press: 'Press',
  general: 'General question',
  feedback: 'Feedback',
};

/** The spec's group sizes. */
export const groupSizeValues = ['1', '2', '3-5', '6-10', '10+'] as const;
export type GroupSize = (typeof groupSizeValues)[number];

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH };

export const contactMessages = {
  firstNameRequired: 'Please tell us your first name.',
  lastNameRequired: 'Please tell us your last name.',
  nameTooLong: `Please keep names under ${CONTACT_NAME_MAX_LENGTH} characters.`,
  nameOneLine: 'Please write your name on one line.',
  emailRequired: 'Please enter your email address so we can reply.',
  emailInvalid: 'That email address does not look right. Please check it, e.g. name@example.com.',
  inquiryTypeRequired: 'Please choose what your message is about.',
  groupSizeInvalid: 'Please choose a group size from the list.',
  messageRequired: 'Please write your message.',
  messageTooShort: `Please write a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  messageTooLong: `Your message is too long: please keep it under ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
} as const;
