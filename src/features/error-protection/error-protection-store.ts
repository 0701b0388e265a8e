/**
 * Error protection state: one record per UI region whose boundary has caught a render error, plus
 * the simulated-error switches and the details panel. All of it is session state: nothing persists,
 * a page refresh starts clean.
 *
 * Transitions follow core/errors/recovery: error → recovering (RECOVERY_DELAY_MS) → normal with
 * the attempt counter incremented; dismiss → normal without using an attempt. A record stays after
 * returning to normal so its attempt counter survives the next error in that region.
 */
import { create } from 'zustand';
import {
  MAX_RECOVERY_ATTEMPTS,
  NOTIFICATIONS,
  RECOVERY_DELAY_MS,
} from '../../core/errors/constants';
import type { UserNotification } from '../../core/errors/constants';
import {
  INITIAL_RECOVERY_STATE,
  recoveryTransition,
  type RecoveryEvent,
  type RecoveryState,
} from '../../core/errors/recovery';
import { toast } from '../../state/toasts-store';

export interface RegionRecord extends RecoveryState {
  region: string;
  /** How the region is named to the user, e.g. 'File explorer'. */
  label: string;
  /** The last error caught in the region. */
  error: Error | null;
  componentStack: string;
  /** What error handling said about the last error; the banner shows it. */
  notification: UserNotification;
  /** Order of the last catch across regions; the banner shows the newest region in error. */
  seq: number;
  /** Bumped on every return to normal: the region's children mount afresh. */
  generation: number;
  /** Set when an auto-recovery re-rendered the region; cleared once it mounted or failed. */
  awaitingConfirmation: boolean;
}

interface ErrorProtectionState {
  regions: Record<string, RegionRecord>;
  /** Regions whose CrashProbe throws during its next render. */
  armed: string[];
  detailsOpen: boolean;
  caught(input: {
    region: string;
    label: string;
    error: Error;
    componentStack: string;
    notification: UserNotification;
  }): void;
  autoRecover(region: string): void;
  dismiss(region: string): void;
  /** The region's children mounted without an error. */
  confirmHealthy(region: string): void;
  arm(region: string): void;
  disarm(region: string): void;
  setDetailsOpen(open: boolean): void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;

const clearTimer = (region: string) => {
  const timer = timers.get(region);
  if (timer) clearTimeout(timer);
  timers.delete(region);
};

export const errorProtectionStore = create<ErrorProtectionState>()((set, get) => {
  const transition = (region: string, event: RecoveryEvent): RegionRecord | null => {
    const record = get().regions[region];
    if (!record) return null;
    const next = recoveryTransition(record, event);
    if (next === record || (next.status === record.status && next.attempts === record.attempts)) {
      return null;
    }
    const updated: RegionRecord = {
      ...record,
      ...next,
      generation: next.status === 'normal' ? record.generation + 1 : record.generation,
      awaitingConfirmation: event.type === 'recovered',
    };
    set((s) => ({ regions: { ...s.regions, [region]: updated } }));
    return updated;
  };

  return {
    regions: {},
    armed: [],
    detailsOpen: false,

    caught({ region, label, error, componentStack, notification }) {
      clearTimer(region);
      const previous = get().regions[region];
      const base: RecoveryState = previous
        ? { status: previous.status, attempts: previous.attempts }
        : INITIAL_RECOVERY_STATE;
      const state = recoveryTransition(base, { type: 'caught' });
      const retriedAndFailed = previous?.awaitingConfirmation === true;
      const exhausted = state.attempts >= MAX_RECOVERY_ATTEMPTS;
      const record: RegionRecord = {
        region,
        label,
        error,
        componentStack,
        notification: retriedAndFailed && exhausted ? NOTIFICATIONS.recoveryFailed : notification,
        seq: ++seq,
        generation: previous?.generation ?? 0,
        awaitingConfirmation: false,
        status: state.status,
        attempts: state.attempts,
      };
      set((s) => ({
        regions: { ...s.regions, [region]: record },
        armed: s.armed.filter((r) => r !== region),
      }));
    },

    autoRecover(region) {
      const updated = transition(region, { type: 'recover' });
      if (!updated) return;
      clearTimer(region);
      timers.set(
        region,
        setTimeout(() => {
          timers.delete(region);
          transition(region, { type: 'recovered' });
        }, RECOVERY_DELAY_MS),
      );
    },

    dismiss(region) {
      clearTimer(region);
      transition(region, { type: 'dismiss' });
    },

    confirmHealthy(region) {
      const record = get().regions[region];
      if (!record?.awaitingConfirmation) return;
      set((s) => ({
        regions: { ...s.regions, [region]: { ...record, awaitingConfirmation: false } },
      }));
      toast({
        type: 'success',
        title: NOTIFICATIONS.resolved,
        message: `${record.label} is back (recovery attempt ${record.attempts} of ${MAX_RECOVERY_ATTEMPTS}).`,
      });
    },

    arm(region) {
      set((s) => (s.armed.includes(region) ? s : { armed: [...s.armed, region] }));
    },
    disarm(region) {
      set((s) => (s.armed.includes(region) ? { armed: s.armed.filter((r) => r !== region) } : s));
    },
    setDetailsOpen: (detailsOpen) => set({ detailsOpen }),
  };
});

/** The region the banner is about: the newest one not in the normal state, or null. */
export function selectBannerRegion(
  state: Pick<ErrorProtectionState, 'regions'>,
): RegionRecord | null {
  let newest: RegionRecord | null = null;
  for (const record of Object.values(state.regions)) {
    if (record.status !== 'normal' && (!newest || record.seq > newest.seq)) newest = record;
  }
  return newest;
}

/** How many regions are in error or recovering. */
export function selectRegionsInError(state: Pick<ErrorProtectionState, 'regions'>): number {
  return Object.values(state.regions).filter((r) => r.status !== 'normal').length;
}

/** Back to a clean slate (tests, and nothing else). */
export function resetErrorProtection(): void {
  for (const region of [...timers.keys()]) clearTimer(region);
  seq = 0;
  errorProtectionStore.setState({ regions: {}, armed: [], detailsOpen: false });
}
