import type { LocationChoice } from './save-location';
import type { Say } from './words';

/** What every way of choosing gets from the dialog: its words, whether a save is under way, and how to report. */
export interface WayProps {
  say: Say;
  busy: boolean;
  /** Saves the choice; `fallbackMessage` is read when no server answer came; `onSaved` runs before the page reloads. */
  choose: (choice: LocationChoice, fallbackMessage: string, onSaved?: () => void) => void;
  /** Says what went wrong (in the dialog's alert), or clears it. */
  report: (problem: string | undefined) => void;
  /** Says what is happening (in the dialog's status line). */
  progress: (text: string | undefined) => void;
}
