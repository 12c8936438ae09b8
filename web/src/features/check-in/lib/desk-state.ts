import type { OutcomeView } from './outcome-view';

/** What the check-in desk shows: the last outcome, and what is wrong with the typed reference. */
export interface DeskState {
  view: OutcomeView | null;
  typedError: string | undefined;
}

export type DeskEvent =
  /** A typed reference of the wrong format: nothing is sent. */
  | { type: 'reference_malformed'; message: string }
  /** A typed reference of the right format, on its way. */
  | { type: 'reference_sent' }
  /** The answer to a scan or a typed reference, or a scanned code that is no ticket. */
  | { type: 'outcome'; view: OutcomeView };

export const initialDeskState: DeskState = { view: null, typedError: undefined };

export function deskReducer(state: DeskState, event: DeskEvent): DeskState {
  switch (event.type) {
    case 'reference_malformed':
      // The previous traveller's outcome goes: beside the format error it reads as this one's.
      return { view: null, typedError: event.message };
    case 'reference_sent':
      return { ...state, typedError: undefined };
    case 'outcome':
      return { ...state, view: event.view };
  }
}
