import { describe, expect, it } from 'vitest';
import { buildMailtoLink } from './build-mailto-link';

function decode(link: string) {
  const [address, query] = link.replace(/^mailto:/, '').split('?');
  const params = new URLSearchParams(query);
  return { address, subject: params.get('subject'), body: params.get('body'), raw: query };
}

describe('buildMailtoLink', () => {
  it('addresses the mail and carries the message and the details', () => {
    const link = buildMailtoLink('info@example.eu', {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.pt',
      inquiryLabel: 'Group travel',
      groupSize: '6-10',
      message: 'Can we book a private tour in Lisbon & Sintra?\n',
    });
    const { address, subject, body, raw } = decode(link);
    expect(address).toBe('info@example.eu');
    expect(subject).toBe('Group travel from Ana Silva');
    expect(body).toBe(
      'Can we book a private tour in Lisbon & Sintra?\n\n--\nName: Ana Silva\nEmail: ana@example.pt\nInquiry: Group travel\nGroup size: 6-10',
    );
    // Mail apps read '+' literally, so spaces must be encoded as %20.
    expect(raw).not.toContain('+');
  });

  it('leaves out what the visitor did not fill in', () => {
    const { subject, body } = decode(
      buildMailtoLink('info@example.eu', {
        firstName: '',
        lastName: '',
        email: '',
        inquiryLabel: '',
        groupSize: '',
        message: 'Hello',
      }),
    );
    expect(subject).toBe('Message');
    expect(body).toBe('Hello');
  });
});
