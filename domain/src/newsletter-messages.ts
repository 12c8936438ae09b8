import { NEWSLETTER_BODY_MAX_LENGTH, NEWSLETTER_SUBJECT_MAX_LENGTH } from './generated/db-rules.js';

/** The newsletter's texts, without zod: the blog's box shows them before any validation. */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'That email address does not look right. Please check it, e.g. name@example.com.',
  checkInbox: 'Check your inbox to confirm your subscription.',
  linkInvalid: 'This link is not valid. Please use the link from your most recent e-mail.',
  confirmLinkUsedOrExpired:
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  subjectRequired: 'Please write a subject.',
  subjectTooLong: `The subject is too long: please keep it to ${NEWSLETTER_SUBJECT_MAX_LENGTH} characters or fewer.`,
  subjectOneLine: 'The subject must fit on one line.',
  bodyRequired: 'Please write the letter.',
  bodyTooLong: `The letter is too long: please keep it to ${NEWSLETTER_BODY_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer.`,
  noSubscribers: 'There are no confirmed subscribers to send this issue to.',
} as const;
