/**
 * Classification of errors: what kind an error is, how severe it is
 * and whether it may be recovered from automatically. Pure: no DOM, runs anywhere.
 *
 * Kinds are matched on the error's name first and its message second, because browsers word the
 * same failure differently (a failed dynamic import is a TypeError in Chromium and Firefox, and
 * 'Failed to fetch' is a TypeError too). The more specific kinds are tried first.
 */

/** Canonical kind names; any other error keeps its own `name` (e.g. 'RangeError'). */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
export const NETWORK_ERROR = 'NetworkError';
export const TIMEOUT_ERROR = 'TimeoutError';
export const TYPE_ERROR = 'TypeError';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

/** Where an error was raised. */
export type ErrorSource = 'error-boundary' | 'global' | 'promise' | 'manual';

export interface ErrorContext {
  /** What the failing work was about; 'security' makes the error critical. */
  type?: string;
  source?: ErrorSource;
  /** The UI region whose boundary caught the error, e.g. 'explorer'. */
  region?: string;
  /** React's component stack, when a boundary caught the error. */
  componentStack?: string;
}

const CHUNK_LOAD_PATTERNS = [
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];
const TIMEOUT_PATTERNS = [/\btimed? ?out\b/i];
const NETWORK_PATTERNS = [
  /network ?error/i,
  /failed to fetch/i,
  /^load failed$/i,
  /network request failed/i,
];

/** Turns anything thrown into an Error, keeping Errors as they are. */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  if (value && typeof value === 'object' && 'message' in value) {
    const { message, name } = value as { message: unknown; name?: unknown };
    const error = new Error(String(message));
    if (typeof name === 'string' && name) error.name = name;
    return error;
  }
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return new Error(`Non-error value thrown: ${text}`);
}

/**
 * The kind an error is: 'ChunkLoadError', 'TimeoutError', 'NetworkError', or else its own name
 * ('TypeError', 'RangeError', 'Error', ...). Strategies are registered by kind.
 */
export function errorKind(error: Error): string {
  const { name, message } = error;
  if (name === CHUNK_LOAD_ERROR || CHUNK_LOAD_PATTERNS.some((p) => p.test(message))) {
    return CHUNK_LOAD_ERROR;
  }
  if (name === TIMEOUT_ERROR || TIMEOUT_PATTERNS.some((p) => p.test(message))) return TIMEOUT_ERROR;
  if (name === NETWORK_ERROR || NETWORK_PATTERNS.some((p) => p.test(message))) return NETWORK_ERROR;
  return name || 'Error';
}

export const isChunkLoadError = (error: Error) => errorKind(error) === CHUNK_LOAD_ERROR;

/**
 * Critical if the context type is security, high for a chunk load error, medium if
 * raised by the error boundary, and otherwise low. The rules are tried in that order.
 */
export function classifySeverity(error: Error, context: ErrorContext = {}): ErrorSeverity {
  if (context.type === 'security') return 'critical';
  if (isChunkLoadError(error)) return 'high';
  if (context.source === 'error-boundary') return 'medium';
  return 'low';
}

const RECOVERABLE_KINDS: ReadonlySet<string> = new Set([
  CHUNK_LOAD_ERROR,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
]);

/**
 * Chunk load, network and timeout errors are auto-recoverable, plus any error whose
 * kind has a registered recovery strategy.
 */
export function isAutoRecoverable(
  error: Error,
  hasStrategy: (kind: string) => boolean = () => false,
): boolean {
  const kind = errorKind(error);
  return RECOVERABLE_KINDS.has(kind) || hasStrategy(kind);
}
