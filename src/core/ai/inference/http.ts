/**
 * JSON over HTTP for the inference clients: a timeout on every request, the caller's
 * AbortSignal honoured, and failures turned into an `InferenceError` whose `status` a UI can
 * explain ('loading' for HTTP 503 while a model loads, 'rate-limited' for 429...). Uses the
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

const WHAT_TO_CHECK: Record<InferenceStatus, string> = {
  loading: 'The model is loading on the inference service; try again in a moment.',
  'rate-limited': 'The inference service is limiting requests; wait before trying again.',
  unauthorized:
    'The inference service refused the token: check the token in the provider settings.',
  'not-found':
    'The inference service does not know this model or path: check the base URL and model id.',
  timeout: 'The inference service did not answer in time.',
  unreachable:
    'The inference service could not be reached: check the base URL and that it is running.',
  'bad-response': 'The inference service answered something that is not the expected JSON.',
  http: 'The inference service answered with an error.',
};

export class InferenceError extends Error {
  override readonly name = 'InferenceError';
  constructor(
    readonly status: InferenceStatus,
    message: string,
    readonly httpStatus?: number,
    /** For 'loading' (the service's estimate) and 'rate-limited' (Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** What a user should check, in plain words. */
  get advice(): string {
    return WHAT_TO_CHECK[this.status];
  }
}

export interface PostOptions {
  token?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: FetchLike;
}

function retryAfter(response: Response, body: unknown): number | undefined {
  const header = response.headers.get('retry-after');
  if (header && /^\d+(\.\d+)?$/.test(header.trim())) return Number(header) * 1000;
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
      const status: InferenceStatus =
        response.status === 503
          ? 'loading'
          : response.status === 429
            ? 'rate-limited'
            : response.status === 401 || response.status === 403
              ? 'unauthorized'
              : response.status === 404
                ? 'not-found'
                : 'http';
      throw new InferenceError(status, message, response.status, retryAfter(response, parsed));
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
