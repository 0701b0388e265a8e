/**
 * Auto-fix monitoring: started on request, runs auto-fix every 10 s on the current code, hands a
 * result on only when its confidence is above 0.95 and at most 2 fixes were applied, and stops on
 * cleanup. `shouldApplyPeriodicResult` is the second gate, for the caller that applies what the
 * monitor hands on: only when fixed and confidence above 0.9.
 *
 * Neither gate lets through a result that needs a person's review (`manual_review_needed`): a
 * change that may alter what the program does is never applied in the background.
 *
 * A run is skipped while the previous one is still going, and when the code has not changed
 * since the last run (the answer would be the same). Errors are logged as a warning.
 */
import {
  MONITOR_INTERVAL_MS,
  MONITOR_MAX_FIXES,
  MONITOR_MIN_CONFIDENCE,
  PERIODIC_APPLY_MIN_CONFIDENCE,
} from './constants';
import type { AutoFixResult } from './types';

export interface MonitorSource {
  /** The code to check now, or undefined to skip this tick (no file, AI off...). */
  read(): { code: string; language: string } | undefined;
  fix(code: string, language: string, signal: AbortSignal): Promise<AutoFixResult>;
  /** Receives results that pass the monitor's gate, with the code they were computed from. */
  onResult(result: AutoFixResult, code: string): void;
}

export interface MonitorTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: MonitorTimers = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export function passesMonitorGate(result: AutoFixResult): boolean {
  return (
    result.confidence > MONITOR_MIN_CONFIDENCE &&
    result.fixes_applied.length <= MONITOR_MAX_FIXES &&
    !result.manual_review_needed
  );
}

export function shouldApplyPeriodicResult(result: AutoFixResult): boolean {
  return (
    result.fixed &&
    result.confidence > PERIODIC_APPLY_MIN_CONFIDENCE &&
    !result.manual_review_needed
  );
}

export interface Monitor {
  readonly running: boolean;
  /** Runs one check now (what each tick does); resolves when it is done. */
  tick(): Promise<void>;
  stop(): void;
}

export function startMonitoring(
  source: MonitorSource,
  options: {
    intervalMs?: number;
    timers?: MonitorTimers;
    warn?: (message: string, error: unknown) => void;
  } = {},
): Monitor {
  const timers = options.timers ?? realTimers;
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  let running = true;
  let busy = false;
  let lastChecked: string | undefined;
  let controller: AbortController | undefined;

  const tick = async () => {
    if (!running || busy) return;
    const input = source.read();
    if (!input || !input.code.trim()) return;
    const key = `${input.language}\n${input.code}`;
    if (key === lastChecked) return;
    busy = true;
    controller = new AbortController();
    try {
      const result = await source.fix(input.code, input.language, controller.signal);
      lastChecked = key;
      if (running && result.fixed && passesMonitorGate(result)) source.onResult(result, input.code);
    } catch (error) {
      if (running) warn('Auto-fix monitoring failed', error);
    } finally {
      busy = false;
      controller = undefined;
    }
  };

  const handle = timers.setInterval(() => void tick(), options.intervalMs ?? MONITOR_INTERVAL_MS);
  return {
    get running() {
      return running;
    },
    tick,
    stop() {
      if (!running) return;
      running = false;
      controller?.abort();
      timers.clearInterval(handle);
    },
  };
}
