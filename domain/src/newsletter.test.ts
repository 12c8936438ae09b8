import { describe, expect, it } from 'vitest';
import { NEWSLETTER_BODY_MAX_LENGTH, NEWSLETTER_SUBJECT_MAX_LENGTH } from './generated/db-rules.js';
import {
  newsletterIssueInputSchema,
  newsletterMessages,
  newsletterParagraphs,
} from './newsletter.js';

describe('newsletterParagraphs', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(newsletterParagraphs('Dear readers,\r\n\r\nLine one\nline two  \n \n\n\nBye')).toEqual([
      ['Dear readers,'],
      ['Line one', 'line two'],
      ['Bye'],
    ]);
  });

  it('has no paragraph for blank text', () => {
    expect(newsletterParagraphs(' \n\t\n ')).toEqual([]);
  });
});

describe('newsletterIssueInputSchema', () => {
  const parse = (input: unknown) => newsletterIssueInputSchema.safeParse(input);

  it('trims and accepts the longest subject and body', () => {
    const subject = 's'.repeat(NEWSLETTER_SUBJECT_MAX_LENGTH);
    const body = 'b'.repeat(NEWSLETTER_BODY_MAX_LENGTH);
    expect(parse({ subject: ` ${subject} `, body }).data).toEqual({ subject, body });
  });

  it('says what is wrong', () => {
    const message = (input: unknown) => parse(input).error?.issues[0]?.message;
    expect(message({ subject: '', body: 'x' })).toBe(newsletterMessages.subjectRequired);
    expect(message({ subject: 'x', body: '  ' })).toBe(newsletterMessages.bodyRequired);
    expect(message({ subject: 's'.repeat(NEWSLETTER_SUBJECT_MAX_LENGTH + 1), body: 'x' })).toBe(
      newsletterMessages.subjectTooLong,
    );
    expect(message({ subject: 'x', body: 'b'.repeat(NEWSLETTER_BODY_MAX_LENGTH + 1) })).toBe(
      newsletterMessages.bodyTooLong,
    );
    expect(message({ subject: 'a\r\nBcc: x@example.test', body: 'x' })).toBe(
      newsletterMessages.subjectOneLine,
    );
    expect(parse({ subject: 'x', body: 'y', extra: 1 }).success).toBe(false);
  });
});
