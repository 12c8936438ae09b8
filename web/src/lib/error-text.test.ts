import { i18n, type Messages } from '@lingui/core';
import { authMessages } from '@app/domain/auth-messages';
import { contactMessages } from '@app/domain/contact-fields';
import { FUNCTION_ERROR_CODES } from '@app/domain/function-errors';
import { newsletterMessages } from '@app/domain/newsletter-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authErrorMessages,
  functionErrorMessages,
  validationMessages,
} from '../errors/error-messages';
import {
  errorCode,
  errorText,
  restRefusalError,
  TranslatedError,
  validationText,
} from './error-text';
import { loadErrorTexts } from './error-texts-load';
import { ServerFunctionError } from './server-function';

const catalogues = import.meta.glob<Messages>('../locales/*/{shell,errors}.po', {
  import: 'messages',
  eager: true,
});

/** A language with the shell's and the error texts' compiled catalogues, as a page has them. */
function activate(locale: string) {
  const messages = {
    ...catalogues[`../locales/${locale}/shell.po`],
    ...catalogues[`../locales/${locale}/errors.po`],
  };
  i18n.loadAndActivate({ locale, messages });
}

/** A refusal of /functions/v1 as the app receives it: the server's English and its code. */
const refusal = (code: string, error = `The server's English for ${code}.`, details = {}) =>
  new ServerFunctionError(400, { error, code, ...details }, 'Failed.');

/** A data API refusal as postgrest-js gives it (a PostgrestError's fields). */
const restRefusal = (fields: {
  message: string;
  code: string;
  hint: string | null;
  details?: string | null;
}) =>
  Object.assign(new Error(fields.message), { name: 'PostgrestError', details: null, ...fields });

describe('error texts on an English page', () => {
  beforeAll(() => activate('en'));

  it("show the server's own sentence, as before", () => {
    expect(errorText(refusal('sold_out', 'Only 2 seats left for this date.'))).toBe(
      'Only 2 seats left for this date.',
    );
    expect(errorText(new Error('Tour not found'))).toBe('Tour not found');
  });

  it('fall back to the fallback, else "Please try again."', () => {
    expect(errorText(undefined, 'Could not save.')).toBe('Could not save.');
    expect(errorText('no error object')).toBe('Please try again.');
  });

  it("keep every code's English message the server's own sentence", () => {
    expect(i18n._(functionErrorMessages.price_changed)).toBe(
      'The price has changed. Please review the total and try again.',
    );
    expect(i18n._(functionErrorMessages.no_subscribers)).toBe(newsletterMessages.noSubscribers);
    expect(i18n._(authErrorMessages.invalid_credentials!)).toBe('Invalid login credentials');
  });

  it('keep the domain validation texts as they are', () => {
    for (const message of Object.values({
      ...authMessages,
      ...contactMessages,
      ...newsletterMessages,
    })) {
      expect(validationText(message)).toBe(message);
    }
    for (const [english, descriptor] of validationMessages) {
      expect(i18n._(descriptor)).toBe(english);
    }
  });
});

describe('error texts on a German page', () => {
  beforeAll(async () => {
    activate('de');
    // What a German page does after its first render.
    await loadErrorTexts();
    activate('de');
  });
  afterAll(() => activate('en'));

  const englishSentences = [
    ...Object.values(functionErrorMessages),
    ...Object.values(authErrorMessages),
  ].map((descriptor) => {
    activate('en');
    const text = i18n._(descriptor);
    activate('de');
    return text;
  });

  it('give every function error code its own German message', () => {
    for (const code of FUNCTION_ERROR_CODES) {
      const shown = errorText(refusal(code));
      expect(shown, code).not.toContain("The server's English");
      expect(englishSentences, `${code}: ${shown}`).not.toContain(shown);
      expect(shown).toBe(i18n._(functionErrorMessages[code]));
    }
    expect(Object.keys(functionErrorMessages).sort()).toEqual([...FUNCTION_ERROR_CODES].sort());
  });

  it('say the sentences with figures in German, figures in German notation', () => {
    expect(errorText(refusal('sold_out', 'Only 1 seat left for this date.'))).toBe(
      'Für diesen Termin ist nur noch 1 Platz frei.',
    );
    expect(errorText(refusal('topup_too_large', 'At most €1,000 per top-up'))).toBe(
      'Höchstens 1.000\u00a0€ pro Aufladung',
    );
  });

  it('translate SQL refusals by the code in their hint, or by their SQL state', () => {
    const shown = errorText(
      restRefusal({ message: 'Some other English.', code: 'PT404', hint: 'booking_not_found' }),
    );
    expect(shown).toBe(i18n._(functionErrorMessages.booking_not_found));
    expect(errorCode(restRefusal({ message: 'x', code: 'PT404', hint: 'booking_not_found' }))).toBe(
      'booking_not_found',
    );
    expect(
      errorText(restRefusal({ message: 'new row violates policy', code: '42501', hint: null })),
    ).toBe('Dafür fehlt dir die Berechtigung.');
  });

  it('say the SQL refusals with figures from their code and figures, not their English', () => {
    // The English sentences are not the server's: only the code and the figures are read.
    const deleteRefused = (kind: string, paid: number, others: number) =>
      restRefusalError({
        message: 'An English sentence.',
        code: '23503',
        hint: 'tour_has_bookings',
        details: JSON.stringify({ error: 'x', kind, title: 'Alpenglühen', paid, others }),
      });
    expect(errorText(deleteRefused('tour', 1, 3))).toBe(
      '„Alpenglühen“ hat 1 bezahlte Buchung und kann nicht gelöscht werden.',
    );
    expect(errorText(deleteRefused('micro_tour', 2, 0))).toBe(
      '„Alpenglühen“ hat 2 bezahlte Buchungen und kann nicht gelöscht werden.',
    );
    expect(errorText(deleteRefused('tour', 0, 1))).toBe(
      '„Alpenglühen“ hat 1 stornierte oder offene Buchung und kann nicht gelöscht werden.',
    );
    expect(errorText(deleteRefused('tour', 0, 4))).toBe(
      '„Alpenglühen“ hat 4 stornierte oder offene Buchungen und kann nicht gelöscht werden.',
    );
    const capacity = (seatsSold: number) =>
      restRefusalError({
        message: 'An English sentence.',
        code: '23514',
        hint: 'capacity_below_seats_sold',
        details: JSON.stringify({ error: 'x', seatsSold }),
      });
    expect(errorText(capacity(1))).toBe(
      'Die Kapazität darf nicht unter dem 1 bereits verkauften Platz liegen.',
    );
    expect(errorText(capacity(12))).toBe(
      'Die Kapazität darf nicht unter den 12 bereits verkauften Plätzen liegen.',
    );
    const departureRefused = (hint: string) =>
      restRefusalError({ message: 'An English sentence.', code: '23514', hint, details: null });
    expect(errorText(departureRefused('cancel_reason_required'))).toBe(
      'Bitte gib an, warum die Abfahrt abgesagt wird: Die Reisenden erfahren es.',
    );
    expect(errorText(departureRefused('new_departure_cancelled'))).toBe(
      'Eine neue Abfahrt kann nicht abgesagt werden.',
    );
    expect(errorText(departureRefused('cancelled_departure_unchangeable'))).toBe(
      'Diese Abfahrt wurde abgesagt und kann nicht mehr geändert werden.',
    );
    // Without its figures, a code says its own sentence.
    expect(errorText(departureRefused('capacity_below_seats_sold'))).toBe(
      i18n._(functionErrorMessages.capacity_below_seats_sold),
    );
  });

  it('say the top-up limits from their code and figures, in German notation', () => {
    const limit = (code: string, figures: Record<string, unknown>) =>
      new ServerFunctionError(429, { error: 'An English sentence.', code, ...figures }, 'Failed.');
    expect(errorText(limit('topup_too_large', { limit: 'per_top_up', maxAmount: 10000 }))).toBe(
      'Höchstens 10.000\u00a0€ pro Aufladung',
    );
    expect(errorText(limit('topup_limit_reached', { limit: 'hourly', maxCount: 20 }))).toBe(
      'Zu viele Aufladungen: höchstens 20 pro Stunde. Bitte versuche es später noch einmal.',
    );
    expect(errorText(limit('topup_limit_reached', { limit: 'daily', maxAmount: 2500 }))).toBe(
      'Tageslimit für Aufladungen erreicht: höchstens 2.500\u00a0€ in 24 Stunden.',
    );
  });

  it('say the figures a refusal sends as details, never its English sentence', () => {
    const refused = (code: string, figures: Record<string, unknown>) =>
      new ServerFunctionError(422, { error: 'An English sentence.', code, ...figures }, 'Failed.');
    expect(errorText(refused('date_unavailable', { closesHoursBefore: 1 }))).toBe(
      'Buchungen schließen 1 Stunde vor Beginn. Bitte wähle einen späteren Termin.',
    );
    expect(errorText(refused('date_unavailable', { closesHoursBefore: 3 }))).toBe(
      'Buchungen schließen 3 Stunden vor Beginn. Bitte wähle einen späteren Termin.',
    );
    expect(errorText(refused('date_unavailable', { maxYearsAhead: 2 }))).toBe(
      'Buchungen sind höchstens 2 Jahre im Voraus möglich. Bitte wähle einen früheren Termin.',
    );
    expect(errorText(refused('date_change_closed', { closesDaysBefore: 1 }))).toBe(
      'Terminänderungen sind bis 1 Tag vor Tourbeginn möglich.',
    );
    expect(errorText(refused('date_change_closed', { closesDaysBefore: 14 }))).toBe(
      'Terminänderungen sind bis 14 Tage vor Tourbeginn möglich.',
    );
    expect(errorText(refused('validation_failed', { minTravelers: 1, maxTravelers: 12 }))).toBe(
      '1–12 Reisende möglich',
    );
    expect(errorText(refused('validation_failed', { maxAmount: 10000 }))).toBe(
      'Der Betrag muss größer als 0 und höchstens 10.000\u00a0€ sein, mit höchstens zwei Nachkommastellen.',
    );
    // A translation the catalogue refused (migration 0054): its field's rule in figures.
    const translation = (figures: Record<string, unknown>) =>
      restRefusalError({
        message: 'Translation de.title must be a text of at most 200 characters, not blank.',
        code: '23514',
        hint: 'validation_failed',
        details: JSON.stringify({ error: 'An English sentence.', language: 'de', ...figures }),
      });
    expect(errorText(translation({ rule: 'text', maxLength: 1200, notBlank: true }))).toBe(
      'Dieser Text darf nicht leer sein und höchstens 1.200 Zeichen haben.',
    );
    expect(errorText(translation({ rule: 'text', maxLength: 5000, notBlank: false }))).toBe(
      'Dieser Text darf höchstens 5.000 Zeichen haben.',
    );
    expect(errorText(translation({ rule: 'list', maxItems: 60, maxItemLength: 1000 }))).toBe(
      'Diese Liste darf höchstens 60 Einträge haben, keinen leeren, jeden mit höchstens 1.000 Zeichen.',
    );
    expect(
      errorText(
        translation({
          rule: 'itinerary',
          maxDays: 365,
          maxTitleLength: 200,
          maxDescriptionLength: 20000,
        }),
      ),
    ).toBe(
      'Der Reiseverlauf darf höchstens 365 Tage haben, jeder mit seiner Tagesnummer, einem Titel (nicht leer, höchstens 200 Zeichen) und einer Beschreibung mit höchstens 20.000 Zeichen.',
    );
    expect(errorText(translation({ rule: 'text' }))).toBe(
      i18n._(functionErrorMessages.validation_failed),
    );
    // Without figures, each code says its own sentence.
    expect(errorText(refused('date_unavailable', {}))).toBe(
      i18n._(functionErrorMessages.date_unavailable),
    );
    expect(errorText(refused('validation_failed', { maxAmount: 'many' }))).toBe(
      i18n._(functionErrorMessages.validation_failed),
    );
  });

  it("say the tours' difficulty refusals from their code and the value sent", () => {
    const difficulty = (hint: string, details: Record<string, unknown>) =>
      restRefusalError({
        message: 'An English sentence.',
        code: hint === 'difficulty_required' ? '23502' : '23514',
        hint,
        details: JSON.stringify({ error: 'An English sentence.', ...details }),
      });
    const allowed = ['easy', 'moderate', 'challenging'];
    expect(errorText(difficulty('difficulty_invalid', { difficulty: 'medium', allowed }))).toBe(
      '„medium“ ist kein Schwierigkeitsgrad: Wähle leicht, mittel oder anspruchsvoll.',
    );
    expect(errorText(difficulty('difficulty_invalid', { allowed }))).toBe(
      'Der Schwierigkeitsgrad muss leicht, mittel oder anspruchsvoll sein.',
    );
    expect(errorText(difficulty('difficulty_required', { allowed }))).toBe(
      i18n._(functionErrorMessages.difficulty_required),
    );
    expect(errorText(difficulty('difficulty_required', { allowed }))).not.toBe(
      'Difficulty is required',
    );
  });

  it("translate the auth service's codes", () => {
    const authError = Object.assign(new Error('Invalid login credentials'), {
      name: 'AuthApiError',
      __isAuthError: true,
      code: 'invalid_credentials',
      status: 400,
    });
    expect(errorText(authError)).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(errorCode(authError)).toBe('invalid_credentials');
  });

  it('answer an unknown code or a bare English error with the generic message or the fallback', () => {
    const generic = 'Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.';
    expect(errorText(refusal('a_code_from_the_future'))).toBe(generic);
    expect(errorText(new Error('Failed to load the bookings.'))).toBe(generic);
    expect(errorText(new Error('x'), 'Speichern fehlgeschlagen.')).toBe(
      'Speichern fehlgeschlagen.',
    );
    expect(errorText(new TranslatedError('Schon übersetzt.'))).toBe('Schon übersetzt.');
  });

  it('translate the domain validation texts, figures included', () => {
    for (const message of Object.values({
      ...authMessages,
      ...contactMessages,
      ...newsletterMessages,
    })) {
      if (message === newsletterMessages.checkInbox) continue; // a notice, not a validation text
      expect(validationText(message), message).not.toBe(message);
    }
    expect(validationText(contactMessages.messageTooLong)).toContain('5.000');
    expect(validationText('A schema text of a feature')).toBe('A schema text of a feature');
  });
});
