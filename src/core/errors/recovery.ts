/**
 * The error boundary's states: normal → error (a render error was caught) →
 * recovering (RECOVERY_DELAY_MS) → normal with the attempt counter incremented. Dismiss goes back
 * to normal without a recovery and without using an attempt. Auto-recover is refused once
 * MAX_RECOVERY_ATTEMPTS are used; the counter lasts for the page session (a refresh resets it),
 * so a region that keeps crashing cannot loop forever.
 */
import { MAX_RECOVERY_ATTEMPTS } from './constants';

export type RecoveryStatus = 'normal' | 'error' | 'recovering';

export interface RecoveryState {
  status: RecoveryStatus;
  /** Recovery attempts used so far. */
  attempts: number;
}

export type RecoveryEvent =
  { type: 'caught' } | { type: 'recover' } | { type: 'recovered' } | { type: 'dismiss' };

export const INITIAL_RECOVERY_STATE: RecoveryState = { status: 'normal', attempts: 0 };

export function canAutoRecover(state: RecoveryState): boolean {
  return state.status === 'error' && state.attempts < MAX_RECOVERY_ATTEMPTS;
}

/** The next state; an event that does not apply leaves the state as it is (same object). */
export function recoveryTransition(state: RecoveryState, event: RecoveryEvent): RecoveryState {
  switch (event.type) {
    case 'caught':
      return state.status === 'error' ? state : { ...state, status: 'error' };
    case 'recover':
      return canAutoRecover(state) ? { ...state, status: 'recovering' } : state;
    case 'recovered':
      return state.status === 'recovering'
        ? { status: 'normal', attempts: state.attempts + 1 }
        : state;
    case 'dismiss':
      return state.status === 'normal' ? state : { ...state, status: 'normal' };
  }
}

/**
 * The banner's attempt line: the attempt Auto-Recover would make next ('Recovery attempt 1 of
 * 3'), or that all are used.
 */
export function attemptLabel(state: RecoveryState): string {
  if (state.attempts >= MAX_RECOVERY_ATTEMPTS) {
    return `Recovery attempts used: ${MAX_RECOVERY_ATTEMPTS} of ${MAX_RECOVERY_ATTEMPTS}`;
  }
  return `Recovery attempt ${state.attempts + 1} of ${MAX_RECOVERY_ATTEMPTS}`;
}
