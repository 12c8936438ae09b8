import { i18n, type Messages } from '@lingui/core';
import { imageReasonCases, pictureProblemCases } from '@app/domain/image-reason-cases';
import type { ImageReason, PictureProblem } from '@app/domain/image-reasons';
import type { Locale } from '@app/domain/locales';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeImageReason,
  describePictureProblem,
  describeStoredReason,
} from './image-reason-text';

const catalogues = import.meta.glob<Messages>('../../../locales/*/admin.po', {
  import: 'messages',
  eager: true,
});
const english = i18n.messages;

function activate(locale: string) {
  i18n.loadAndActivate({
    locale,
    messages: { ...english, ...catalogues[`../../../locales/${locale}/admin.po`] },
  });
}

/** The values a problem carries as they came (hosts, photo ids, other systems' messages). */
function problemValuesOf(problem: PictureProblem): string[] {
  switch (problem.problem) {
    case 'provider_unreachable':
    case 'picture_download_failed':
      return [problem.cause];
    case 'provider_unexpected_answer':
      return [problem.issue];
    case 'unknown_stock_photo':
      return [problem.photoId];
    case 'picture_host_not_public':
    case 'picture_host_unknown':
      return [problem.host];
    default:
      return [];
  }
}

/** The values a reason carries as they came (photo ids, addresses, other systems' messages). */
function valuesOf(code: ImageReason): string[] {
  switch (code.reason) {
    case 'would_use_photo':
    case 'used_photo':
    case 'chose_photo':
      return [code.photoId];
    case 'search_failed':
    case 'update_failed':
      // A failure with a problem is said from it; one without shows its message as it came.
      if (code.problem) return problemValuesOf(code.problem);
      return code.detail ? [code.detail] : [];
    case 'store_failed':
      if (code.problem) return [code.photoId, ...problemValuesOf(code.problem)];
      return [code.photoId, ...(code.detail ? [code.detail] : [])];
    case 'copy_failed':
      return code.failures.flatMap(({ url, detail, problem }) => {
        if (problem) return [url, ...problemValuesOf(problem)];
        return detail ? [url, detail] : [url];
      });
    default:
      return [];
  }
}

/**
 * Words of the English sentences that a translation would not use (not 'photo', 'minimum' or
 * 'error': French, German and Spanish say them too).
 */
const ENGLISH_WORDS =
  /\b(best|score|current|better|cover|gallery|locked|kept|stored?|storage|found|failed|would|dry|run|rule|matched|picture|migrated|unknown|recorded|only|reaches|override|uploaded|linked|already|chosen|earlier|missing|country|tags|resolution|unwanted)\b/i;

/** Words of the providers' and downloads' English messages that a translation would not use. */
const PROBLEM_WORDS =
  /\b(again|later|request|refused|reached|address|larger|choose|answer|sent|shape|library|redirects)\b/i;

describe('picture tool reasons in English', () => {
  it.each(imageReasonCases)('say "$english" as the tools always did', ({ code, english }) => {
    expect(describeImageReason(code, 'en')).toBe(english);
  });

  it.each(pictureProblemCases)(
    'say the problem "$english" as the tools always did',
    ({ problem, english }) => {
      expect(describePictureProblem(problem, 'en')).toBe(english);
    },
  );

  it('show a row from before the codes as it was stored', () => {
    expect(describeStoredReason('Cover missing: photo p1', null, 'en')).toBe(
      'Cover missing: photo p1',
    );
    expect(describeStoredReason(null, null, 'en')).toBeNull();
  });
});

describe.each<Locale>(['de', 'fr', 'es', 'it'])('picture tool reasons in %s', (locale) => {
  afterAll(() => activate('en'));

  it.each(imageReasonCases)('$english: no English left', ({ code, english }) => {
    activate(locale);
    const text = describeImageReason(code, locale);
    expect(text).not.toBe(english);
    let rest = text;
    for (const value of valuesOf(code)) rest = rest.replaceAll(value, '');
    expect(rest).not.toMatch(ENGLISH_WORDS);
    expect(rest).not.toMatch(PROBLEM_WORDS);
  });

  it.each(pictureProblemCases)('problem "$english": no English left', ({ problem, english }) => {
    activate(locale);
    const text = describePictureProblem(problem, locale);
    expect(text).not.toBe(english);
    let rest = text;
    for (const value of problemValuesOf(problem)) rest = rest.replaceAll(value, '');
    expect(rest).not.toMatch(ENGLISH_WORDS);
    expect(rest).not.toMatch(PROBLEM_WORDS);
  });

  it('gives numbers in the language: decimal comma', () => {
    activate(locale);
    const text = describeImageReason({ reason: 'below_minimum', best: 4.5, minimum: 6 }, locale);
    expect(text).toContain('4,5');
    expect(text).toContain('6');
  });

  it('says a row from before the codes was recorded in English only', () => {
    activate(locale);
    const text = describeStoredReason('Best score 4.0 is below the minimum of 6', null, locale);
    expect(text).not.toMatch(ENGLISH_WORDS);
    expect(text).not.toContain('4.0');
  });
});
