/** The newsletter's texts, without zod: the blog's box shows them before any validation. */
export const newsletterMessages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'That email address does not look right. Please check it, e.g. name@example.com.',
  checkInbox: 'Check your inbox to confirm your subscription.',
  linkInvalid: 'This link is not valid. Please use the link from your most recent e-mail.',
  confirmLinkUsedOrExpired:
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
} as const;
