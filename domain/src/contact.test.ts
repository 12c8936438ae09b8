import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema, contactMessages } from './contact.js';
import { newsletterMessages, newsletterSubscribeInputSchema } from './newsletter.js';

const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: ' Ada@Example.ORG ',
  inquiryType: 'press',
  groupSize: '',
  message: '  An interview about slow travel?  ',
};

const messagesFor = (input: unknown) =>
  contactMessageInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('contactMessageInputSchema', () => {
  it('trims, lower-cases the address and reads an empty group size as none', () => {
    expect(contactMessageInputSchema.parse(valid)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      inquiryType: 'press',
      groupSize: null,
      message: 'An interview about slow travel?',
    });
  });

  it('names every missing field in words a person uses', () => {
    expect(messagesFor({})).toEqual([
      contactMessages.firstNameRequired,
      contactMessages.lastNameRequired,
      contactMessages.emailRequired,
      contactMessages.inquiryTypeRequired,
      contactMessages.messageRequired,
    ]);
    expect(messagesFor({ ...valid, inquiryType: '', message: '   ' })).toEqual([
      contactMessages.inquiryTypeRequired,
      contactMessages.messageRequired,
    ]);
  });

  it('refuses a name over two lines, an unknown group size and a long message', () => {
    expect(messagesFor({ ...valid, firstName: 'Ada\nBcc: x' })).toEqual([
      contactMessages.nameOneLine,
    ]);
    expect(messagesFor({ ...valid, groupSize: '11' })).toEqual([contactMessages.groupSizeInvalid]);
    expect(messagesFor({ ...valid, message: 'x'.repeat(5001) })).toEqual([
      contactMessages.messageTooLong,
    ]);
  });
});

describe('newsletterSubscribeInputSchema', () => {
  it('asks for an address, then for a real one', () => {
    const first = (email: unknown) =>
      newsletterSubscribeInputSchema.safeParse({ email }).error?.issues[0]?.message;
    expect(first('')).toBe(newsletterMessages.emailRequired);
    expect(first('ada@')).toBe(newsletterMessages.emailInvalid);
    expect(newsletterSubscribeInputSchema.parse({ email: ' Ada@Example.org' })).toEqual({
      email: 'ada@example.org',
    });
  });
});
