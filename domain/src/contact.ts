import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth.js';

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

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

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

const personName = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(CONTACT_NAME_MAX_LENGTH, contactMessages.nameTooLong)
    .refine((name) => !/\p{Cc}/u.test(name), contactMessages.nameOneLine);

/** An address to write back to: trimmed and lower-cased. */
export const contactEmailSchema = z
  .string(contactMessages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, contactMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, contactMessages.emailInvalid)
  .pipe(z.email(contactMessages.emailInvalid));

/**
 * The contact form, checked alike in the browser and by `/functions/v1/contact-message`. An empty
 * group size means "not applicable".
 */
export const contactMessageInputSchema = z.strictObject({
  firstName: personName(contactMessages.firstNameRequired),
  lastName: personName(contactMessages.lastNameRequired),
  email: contactEmailSchema,
  inquiryType: z.enum(inquiryTypeValues, contactMessages.inquiryTypeRequired),
  groupSize: z
    .union([z.enum(groupSizeValues), z.literal('')], contactMessages.groupSizeInvalid)
    .optional()
    .transform((value) => (value ? value : null)),
  message: z
    .string(contactMessages.messageRequired)
    .trim()
    .min(1, { error: contactMessages.messageRequired, abort: true })
    .min(CONTACT_MESSAGE_MIN_LENGTH, contactMessages.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, contactMessages.messageTooLong),
});
export type ContactMessageInput = z.output<typeof contactMessageInputSchema>;
export type ContactMessageForm = z.input<typeof contactMessageInputSchema>;

/** How many messages the admin panel lists, newest first. */
export const CONTACT_MESSAGE_LIST_LIMIT = 200;

/** A stored message as admins read it from /rest/v1/contact_messages. */
export const contactMessageRowSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  inquiry_type: z.enum(inquiryTypeValues),
  group_size: z.enum(groupSizeValues).nullable(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;
