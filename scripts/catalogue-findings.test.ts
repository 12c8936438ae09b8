import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueFindings } from './catalogue-findings.js';

describe('catalogue findings', () => {
  it('finds missing, broken, mismatched and untranslated messages, and passes the rest', () => {
    const findings = catalogueFindings(
      path.join(import.meta.dirname, 'fixtures/catalogues'),
      'en',
      {
        de: ['Blog'],
      },
    );
    expect(findings.map(({ message, problem }) => [message, problem])).toEqual([
      ['Book now', 'english'],
      ['{count, plural, one {# seat left} other {# seats left}}', 'broken'],
      ['Hello {name}', 'placeholders'],
      ['Sign out', 'missing'],
      ['Eco Tours', 'english'],
    ]);
  });
});
