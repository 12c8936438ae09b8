import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './generated/db-rules.js';
import {
  inquiryTypeValues,
  groupSizeValues,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessages,
} from './contact-fields.js';

export * from './contact-fields.js';

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
