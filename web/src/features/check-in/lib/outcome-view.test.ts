import { i18n, type Messages } from '@lingui/core';
import type { CheckInResult } from '@app/domain/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerFunctionError } from '../../../lib/server-function';
import { checkInErrorView, checkInOutcomeView, INVALID_CODE_TITLE } from './outcome-view';

const result: CheckInResult = {
  outcome: 'checked_in',
  reference: 'AB12CD34',
  title: 'Lake Bled walk',
  startDate: '2026-11-27',
  travelers: 3,
  holderName: 'Ada Lovelace',
  checkedInAt: '2026-11-27T08:05:00Z',
};

describe('checkInOutcomeView', () => {
  it('shows the travelers, the name, the tour and the date of a booking checked in', () => {
    expect(checkInOutcomeView(result)).toEqual({
      tone: 'success',
      title: 'Checked in',
      lines: ['3 travelers', 'Ada Lovelace', 'Lake Bled walk', 'November 27, 2026', 'Ref AB12CD34'],
    });
  });

  it('says when a booking was checked in before, in the time given', () => {
    const view = checkInOutcomeView({ ...result, outcome: 'already_checked_in' }, () => '09:05');
    expect(view.tone).toBe('warning');
    expect(view.title).toBe('Already checked in at 09:05');
  });

  it('says HH:MM in the device time zone by default', () => {
    const view = checkInOutcomeView({ ...result, outcome: 'already_checked_in' });
    expect(view.title).toMatch(/^Already checked in at \d{2}:\d{2}$/);
  });

  it('says a cancelled booking was cancelled', () => {
    expect(checkInOutcomeView({ ...result, outcome: 'cancelled' }).title).toBe(
      'This booking was cancelled',
    );
  });
});

describe('checkInOutcomeView on a German page', () => {
  const catalogues = import.meta.glob<Messages>('../../../locales/de/{shell,check-in}.po', {
    import: 'messages',
    eager: true,
  });

  beforeAll(() => {
    const messages = {
      ...catalogues['../../../locales/de/shell.po'],
      ...catalogues['../../../locales/de/check-in.po'],
    };
    i18n.loadAndActivate({ locale: 'de', messages });
  });
  afterAll(() => i18n.activate('en'));

  it('names the tour by its German title, the date and the travellers in German', () => {
    const view = checkInOutcomeView(
      {
        ...result,
        titleTranslations: { de: 'Wanderung am Bleder See', fr: 'Balade du lac de Bled' },
      },
      () => '09:05',
      'de',
    );
    expect(view).toEqual({
      tone: 'success',
      title: 'Eingecheckt',
      lines: [
        '3 Personen',
        'Ada Lovelace',
        'Wanderung am Bleder See',
        '27. November 2026',
        'Nr. AB12CD34',
      ],
    });
  });

  it('names it in English where the tour has no German title', () => {
    const view = checkInOutcomeView(
      { ...result, titleTranslations: { fr: 'Balade' } },
      undefined,
      'de',
    );
    expect(view.lines).toContain('Lake Bled walk');
  });
});

describe('checkInErrorView', () => {
  const refusal = (status: number, code: string) =>
    new ServerFunctionError(status, { error: 'refused', code }, 'fallback');

  it('refuses a forged code in plain words', () => {
    expect(checkInErrorView(refusal(422, 'invalid_ticket')).title).toBe(INVALID_CODE_TITLE);
  });

  it('names the typed reference that matched no booking of the day', () => {
    expect(checkInErrorView(refusal(404, 'ticket_not_found'), 'AB12CD34').lines[0]).toContain(
      'AB12CD34',
    );
  });

  it('asks for the QR code when a reference is shared', () => {
    expect(checkInErrorView(refusal(409, 'ambiguous_reference')).lines).toEqual([
      "Scan the ticket's QR code instead.",
    ]);
  });

  it("shows any other refusal's message", () => {
    expect(checkInErrorView(new Error('boom')).lines).toEqual(['boom']);
  });
});
