export const contactMessageKeys = {
  all: ['contact-messages'] as const,
};
