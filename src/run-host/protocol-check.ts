/**
 * The shapes each side of the run and preview protocols accepts. A runtime worker runs user
 * code, so what it posts reaches the host and the app unchecked unless it is checked here: the
 * app takes a message from the run host's own port only in the protocol's shapes (events by
 * core/run/run-events.ts). Imported by the app only: the host pages' scripts are one file each.
 */
import { isObject, isWhole, parseRunEvent } from '../core/run/run-events';
import type { HostMessage } from './protocol';
import type { PreviewMessage } from './preview-protocol';

/** What the app makes of a message from the run host. */
export type HostMessageCheck =
  | { ok: true; message: HostMessage }
  /** Not one of the shapes; `runId` names the run it claimed to be for, when it did. */
  | { ok: false; runId: string | null };

/** A message on the run host's port, as the app accepts it. */
export function checkHostMessage(data: unknown): HostMessageCheck {
  const runId = isObject(data) && typeof data.runId === 'string' ? data.runId : null;
  const bad: HostMessageCheck = { ok: false, runId };
  if (!isObject(data)) return bad;
  switch (data.type) {
    case 'file':
      return isWhole(data.id) && typeof data.url === 'string'
        ? { ok: true, message: { type: 'file', id: data.id, url: data.url } }
        : bad;
    case 'ready':
      return typeof data.isolated === 'boolean'
        ? { ok: true, message: { type: 'ready', isolated: data.isolated } }
        : bad;
    case 'alive':
      return { ok: true, message: { type: 'alive' } };
    case 'event': {
      const event = runId === null ? null : parseRunEvent(data.event);
      return event && runId !== null ? { ok: true, message: { type: 'event', runId, event } } : bad;
    }
    case 'waiting':
      return runId !== null && typeof data.waiting === 'boolean'
        ? { ok: true, message: { type: 'waiting', runId, waiting: data.waiting } }
        : bad;
    case 'ended':
      return runId !== null && (data.code === null || isWhole(data.code))
        ? { ok: true, message: { type: 'ended', runId, code: data.code } }
        : bad;
    default:
      return bad;
  }
}

const CONSOLE_LEVELS = new Set(['log', 'warn', 'error']);

/** A message on the preview host's port, as the app accepts it. */
export function checkPreviewMessage(data: unknown): PreviewMessage | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'rendered':
      return isWhole(data.id) ? { type: 'rendered', id: data.id } : null;
    case 'console':
      return typeof data.text === 'string' &&
        typeof data.level === 'string' &&
        CONSOLE_LEVELS.has(data.level)
        ? { type: 'console', level: data.level as 'log' | 'warn' | 'error', text: data.text }
        : null;
    default:
      return null;
  }
}
