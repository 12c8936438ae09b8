export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  page: <Args>(handled: boolean | null, args: Args) =>
    [...contactMessageKeys.all, 'page', handled, args] as const,
};
