import { describe, expect, it } from 'vitest';
import { deskReducer, initialDeskState, type DeskState } from './desk-state';

const checkedIn: DeskState = {
  view: { tone: 'success', title: 'Checked in', lines: ['2 travelers', 'Ref AB12CD34'] },
  typedError: undefined,
};
const FORMAT = 'A booking reference is 8 letters and digits (0-9, A-F).';

describe('deskReducer', () => {
  it("clears the previous traveller's outcome when a reference of the wrong format is typed", () => {
    expect(deskReducer(checkedIn, { type: 'reference_malformed', message: FORMAT })).toEqual({
      view: null,
      typedError: FORMAT,
    });
  });

  it('drops the format error once a well-formed reference is sent, and shows its outcome', () => {
    const malformed = deskReducer(checkedIn, { type: 'reference_malformed', message: FORMAT });
    const sent = deskReducer(malformed, { type: 'reference_sent' });
    expect(sent).toEqual({ view: null, typedError: undefined });
    const view = { tone: 'error' as const, title: 'No booking found', lines: [] };
    expect(deskReducer(sent, { type: 'outcome', view })).toEqual({ view, typedError: undefined });
  });

  it('starts ready, with no outcome and no error', () => {
    expect(initialDeskState).toEqual({ view: null, typedError: undefined });
  });
});
