// Undo and redo over the whole draft. Quick edits of one field (typing, dragging a colour) fold into one step.
import type { SettingsData } from "@domain/themes";

export interface DraftHistory {
  past: SettingsData[];
  present: SettingsData;
  future: SettingsData[];
  /** The field the last change touched and when: a change of the same field within FOLD_MS replaces it. */
  lastKey: string | null;
  lastAt: number;
}

export type HistoryAction =
  { type: "change"; data: SettingsData; key: string | null; at: number } | { type: "undo" } | { type: "redo" } | { type: "reset"; data: SettingsData };

const FOLD_MS = 800;
const MAX_STEPS = 200;

export const startHistory = (data: SettingsData): DraftHistory => ({ past: [], present: data, future: [], lastKey: null, lastAt: 0 });

export function historyReducer(state: DraftHistory, action: HistoryAction): DraftHistory {
  switch (action.type) {
    case "change": {
      // A field that reports its value again (a colour input on blur) is not a step.
      if (action.data === state.present || JSON.stringify(action.data) === JSON.stringify(state.present)) return state;
      const fold = action.key !== null && action.key === state.lastKey && action.at - state.lastAt < FOLD_MS && state.past.length > 0;
      return {
        past: fold ? state.past : [...state.past, state.present].slice(-MAX_STEPS),
        present: action.data,
        future: [],
        lastKey: action.key,
        lastAt: action.at,
      };
    }
    case "undo": {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], lastKey: null, lastAt: 0 };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: null, lastAt: 0 };
    }
    case "reset":
      return startHistory(action.data);
  }
}
