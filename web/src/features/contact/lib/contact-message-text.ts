import '../messages';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessages,
} from '@app/domain/contact-fields';
import { formatNumber } from '@app/domain/locale-format';
import { pageLocale } from '../../../i18n/page-locale';

/** The contact form's checks (the domain's English, shared with the server) in every language. */
const contactMessageTexts: Record<keyof typeof contactMessages, () => string> = {
  firstNameRequired: () => i18n._(msg`Please tell us your first name.`),
  lastNameRequired: () => i18n._(msg`Please tell us your last name.`),
  nameTooLong: () => {
    const max = CONTACT_NAME_MAX_LENGTH;
    return i18n._(msg`Please keep names under ${max} characters.`);
  },
  nameOneLine: () => i18n._(msg`Please write your name on one line.`),
  emailRequired: () => i18n._(msg`Please enter your email address so we can reply.`),
  emailInvalid: () =>
    i18n._(msg`That email address does not look right. Please check it, e.g. name@example.com.`),
  inquiryTypeRequired: () => i18n._(msg`Please choose what your message is about.`),
  groupSizeInvalid: () => i18n._(msg`Please choose a group size from the list.`),
  messageRequired: () => i18n._(msg`Please write your message.`),
  messageTooShort: () => {
    const min = CONTACT_MESSAGE_MIN_LENGTH;
    return i18n._(msg`Please write a little more: at least ${min} characters.`);
  },
  messageTooLong: () => {
    const max = formatNumber(CONTACT_MESSAGE_MAX_LENGTH, pageLocale);
    return i18n._(msg`Your message is too long: please keep it under ${max} characters.`);
  },
};

const keyOf = new Map<string, keyof typeof contactMessages>(
  Object.entries(contactMessages).map(([key, text]) => [text, key as keyof typeof contactMessages]),
);

/**
 * A check of the contact form in the page's language, read when it is shown (the schema is the
 * domain's, in English, shared with the server); any other text as it is.
 */
export function contactMessageText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = keyOf.get(message);
  return key ? contactMessageTexts[key]() : message;
}
