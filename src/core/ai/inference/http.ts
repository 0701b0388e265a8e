/**
 * JSON over HTTP for the inference clients: a timeout on every request, the caller's
 * AbortSignal honoured, and failures turned into an `InferenceError` whose `status` a UI can
 * explain ('loading' for HTTP 503 with an estimated time, 'rate-limited' for 429...), each with
 * a short message saying what to do. Uses the
 * global fetch (browser, worker, Node 20) unless one is passed in.
 */
import { abortError } from '../types';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type InferenceStatus =
  | 'loading'
  | 'rate-limited'
  | 'unauthorized'
  | 'not-found'
  | 'timeout'
  | 'unreachable'
  | 'bad-response'
  | 'http';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** What happened, in a few words ('Model loading'), for a status line or a label. */
function headlineOf(status: InferenceStatus, httpStatus?: number): string {
  switch (status) {
    case 'loading':
      return 'Model loading';
    case 'rate-limited':
      return 'Too many requests';
    case 'unauthorized':
      return 'Token refused';
    case 'not-found':
      return 'Wrong address or model name';
    case 'timeout':
    case 'unreachable':
      return 'Not answering';
    case 'bad-response':
      return 'Garbled answer';
    case 'http':
      return `Service error${httpStatus ? ` (HTTP ${httpStatus})` : ''}`;
  }
}

/** What to do about it, in plain words: one short message per kind of failure. */
function adviceOf(status: InferenceStatus, httpStatus?: number, retryAfterMs?: number): string {
  switch (status) {
    case 'loading':
      return retryAfterMs !== undefined
        ? `The model is loading: try again in about ${seconds(retryAfterMs)} s.`
        : 'The model is loading: try again in a minute.';
    case 'rate-limited':
      return retryAfterMs !== undefined
        ? `Too many requests: the service asks to wait ${seconds(retryAfterMs)} s, then to ask less often.`
        : 'Too many requests: wait a little, then ask less often.';
    case 'unauthorized':
      return 'The service refused the token: check the token in the AI panel’s Ethics tab.';
    case 'not-found':
      return 'The service does not know this address or model: check the base URL and the model name.';
    case 'timeout':
      return 'The service is not answering in time: check the address and that the service is running.';
    case 'unreachable':
      return 'The service is not answering: check the address and that the service is running.';
    case 'bad-response':
      return 'The service answered something that is not the expected JSON: check that the address and the preset match the service.';
    case 'http':
      return `The service failed${httpStatus ? ` (HTTP ${httpStatus})` : ''}: try again later.`;
  }
}

export class InferenceError extends Error {
  override readonly name = 'InferenceError';
  constructor(
    readonly status: InferenceStatus,
    message: string,
    readonly httpStatus?: number,
    /** For 'loading' (the service's estimate) and 'rate-limited' (Retry-After). */
    readonly retryAfterMs?: number,
    /**
     * Set by a provider that backs off: how long no request goes to the service, and whether
     * this call was refused without asking it because that wait was not over.
     */
    readonly backoff?: { retryInMs: number; skipped: boolean },
  ) {
    super(message);
  }

  /** What happened, in a few words ('Model loading'). */
  get headline(): string {
    return headlineOf(this.status, this.httpStatus);
  }

  /** What a user should do, in plain words. */
  get advice(): string {
    return adviceOf(this.status, this.httpStatus, this.retryAfterMs);
  }

  /** 'Model loading: retrying in 20 s' (or the headline alone when no wait is known). */
  get statusText(): string {
    return this.backoff
      ? `${this.headline}: retrying in ${seconds(this.backoff.retryInMs)} s`
      : this.headline;
  }

  /** The same failure, with the wait before the next request. */
  withBackoff(retryInMs: number, skipped: boolean): InferenceError {
    const copy = new InferenceError(this.status, this.message, this.httpStatus, this.retryAfterMs, {
      retryInMs,
      skipped,
    });
    copy.stack = this.stack;
    return copy;
  }
}

/** Why a provider failed, for the label of the built-in engine's answer in its place. */
export function failureReason(error: unknown): { reason: string; advice: string } {
  if (error instanceof InferenceError) {
    const what = error.headline.charAt(0).toLowerCase() + error.headline.slice(1);
    const wait = error.backoff ? `, retrying in ${seconds(error.backoff.retryInMs)} s` : '';
    return { reason: `${what}${wait}`, advice: error.advice };
  }
  return {
    reason: 'no answer',
    advice: 'The AI service did not answer: answers come from the built-in engine meanwhile.',
  };
}

export interface PostOptions {
  token?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: FetchLike;
}

function retryAfter(response: Response, body: unknown): number | undefined {
  const header = response.headers.get('retry-after')?.trim();
  if (header && /^\d+(\.\d+)?$/.test(header)) return Number(header) * 1000;
  // Retry-After may also be an HTTP date.
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  const estimated = (body as { estimated_time?: unknown } | null)?.estimated_time;
  return typeof estimated === 'number' ? estimated * 1000 : undefined;
}

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const error =
      (body as { error?: unknown; message?: unknown }).error ??
      (body as { message?: unknown }).message;
    if (typeof error === 'string') return error;
    if (
      error &&
      typeof error === 'object' &&
      typeof (error as { message?: unknown }).message === 'string'
    ) {
      return (error as { message: string }).message;
    }
  }
  return fallback;
}

/** POSTs `body` as JSON and returns the parsed JSON answer. */
export async function postJson(url: string, body: unknown, options: PostOptions): Promise<unknown> {
  if (options.signal?.aborted) throw abortError();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const doFetch = options.fetch ?? ((u: string, init: RequestInit) => fetch(u, init));
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      if (timedOut)
        throw new InferenceError('timeout', `No answer from ${url} within ${options.timeoutMs} ms`);
      throw new InferenceError(
        'unreachable',
        `Could not reach ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      if (timedOut)
        throw new InferenceError('timeout', `No answer from ${url} within ${options.timeoutMs} ms`);
      throw new InferenceError(
        'unreachable',
        `The answer from ${url} was cut off: ${String(error)}`,
      );
    }
    let parsed: unknown;
    let parseFailed = false;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parseFailed = true;
    }
    if (!response.ok) {
      const message = errorText(parsed, `HTTP ${response.status}`);
      const wait = retryAfter(response, parsed);
      const status: InferenceStatus =
        response.status === 503 && (wait !== undefined || /loading/i.test(message))
          ? 'loading'
          : response.status === 429
            ? 'rate-limited'
            : response.status === 401 || response.status === 403
              ? 'unauthorized'
              : response.status === 404
                ? 'not-found'
                : 'http';
      throw new InferenceError(status, message, response.status, wait);
    }
    if (parseFailed)
      throw new InferenceError(
        'bad-response',
        `The answer from ${url} is not JSON`,
        response.status,
      );
    return parsed;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
