/**
 * The built-in engine on worker threads (piscina): ESLint, Ruff and Prettier are CPU-bound, and
 * a long file would otherwise stop every other request, /api/health included, until it is done.
 *
 * `PooledLocalProvider` is a LocalProvider whose every operation runs on the pool, so the
 * inference fallbacks and the monitoring sessions use it as they would the local engine. Fix
 * history stays on this thread: auto-fix results are recorded here, and statistics and the report
 * read them here.
 *
 * Each operation has a time limit: past it the worker is stopped (freeing its core) and the
 * request fails with a 503. A client that goes away gets its answer dropped; the worker finishes
 * the operation (stopping it would cost a new worker's start-up).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { LocalProvider } from '../src/core/ai/local-provider';
import type { AiRequest, AiResult } from '../src/core/ai/protocol';
import type {
  AutoFixOptions,
  BatchFile,
  CallOptions,
  CodeStyle,
  HintProblem,
  GenerateCodeOptions,
  RunStory,
} from '../src/core/ai/types';

/** An error with the HTTP status the API answers it with. */
export class EngineUnavailable extends Error {
  override readonly name = 'EngineUnavailable';
  readonly statusCode = 503;
}

export interface EnginePoolOptions {
  /** Time one operation may take on its worker. */
  timeoutMs: number;
  /** Worker threads (default: one core less than the machine has, at least one). */
  threads?: number;
}

/** The worker module: compiled JavaScript beside this file, or the TypeScript through tsx. */
function taskFile(): string {
  const fromTypeScript = import.meta.url.endsWith('.ts');
  return new URL(fromTypeScript ? './engine-task-tsx.mjs' : './engine-task.js', import.meta.url)
    .href;
}

const abortError = () => new DOMException('The operation was aborted', 'AbortError');

export class PooledLocalProvider extends LocalProvider {
  private readonly pool: Piscina;
  private running = 0;

  constructor(private readonly poolOptions: EnginePoolOptions) {
    super();
    const threads = poolOptions.threads ?? Math.max(1, availableParallelism() - 1);
    this.pool = new Piscina({
      filename: taskFile(),
      minThreads: 1,
      maxThreads: threads,
      // Requests past these wait for no worker: a 503 at once says the engine is busy.
      maxQueue: Math.max(8, threads * 4),
      idleTimeout: 60_000,
    });
  }

  /** Runs `request` on a worker; rejects with an AbortError as soon as `signal` aborts. */
  private async run<Op extends AiRequest['op']>(
    request: Extract<AiRequest, { op: Op }>,
    signal?: AbortSignal,
  ): Promise<AiResult<Op>> {
    if (signal?.aborted) throw abortError();
    this.running += 1;
    const limit = AbortSignal.timeout(this.poolOptions.timeoutMs);
    const task = this.pool.run(request, { signal: limit }) as Promise<AiResult<Op>>;
    let onAbort = () => {};
    const cancelled = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortError());
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([task, cancelled]);
    } catch (error) {
      if (limit.aborted) {
        throw new EngineUnavailable(
          `The AI engine did not finish within ${this.poolOptions.timeoutMs / 1000} s; try it on less code.`,
        );
      }
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new EngineUnavailable('The AI engine is busy; try again in a few seconds.');
      }
      throw error;
    } finally {
      this.running -= 1;
      signal?.removeEventListener('abort', onAbort);
      // A dropped answer is not an unhandled rejection.
      task.catch(() => {});
    }
  }

  override complete(code: string, language: string, offset: number, o: CallOptions = {}) {
    return this.run({ op: 'complete', code, language, offset }, o.signal);
  }
  override smartComplete(code: string, language: string, offset: number, o: CallOptions = {}) {
    return this.run({ op: 'smartComplete', code, language, offset }, o.signal);
  }
  override correct(selection: string, language: string, o: CallOptions = {}) {
    return this.run({ op: 'correct', selection, language }, o.signal);
  }
  override optimize(code: string, language: string, o: CallOptions = {}) {
    return this.run({ op: 'optimize', code, language }, o.signal);
  }
  override analyzeQuality(code: string, language: string, o: CallOptions = {}) {
    return this.run({ op: 'analyzeQuality', code, language }, o.signal);
  }
  override async autoFix(
    code: string,
    language: string,
    options?: AutoFixOptions,
    o: CallOptions = {},
  ) {
    const result = await this.run(
      { op: 'autoFix', code, language, ...(options ? { options } : {}) },
      o.signal,
    );
    this.history.record(result, language);
    return result;
  }
  override async batchAutoFix(files: BatchFile[], options?: AutoFixOptions, o: CallOptions = {}) {
    const answer = await this.run(
      { op: 'batchAutoFix', files, ...(options ? { options } : {}) },
      o.signal,
    );
    answer.results.forEach((result, i) => this.history.record(result, files[i]?.language ?? ''));
    return answer;
  }
  override generateDocs(code: string, language: string, o: CallOptions = {}) {
    return this.run({ op: 'generateDocs', code, language }, o.signal);
  }
  override explain(code: string, language: string, run?: RunStory, o: CallOptions = {}) {
    return this.run({ op: 'explain', code, language, ...(run ? { run } : {}) }, o.signal);
  }
  override diagnose(code: string, language: string, o: CallOptions = {}) {
    return this.run({ op: 'diagnose', code, language }, o.signal);
  }
  override hint(code: string, language: string, problem: HintProblem, o: CallOptions = {}) {
    return this.run({ op: 'hint', code, language, problem }, o.signal);
  }
  override generateCode(
    description: string,
    style?: CodeStyle,
    options?: GenerateCodeOptions,
    o: CallOptions = {},
  ) {
    return this.run(
      {
        op: 'generateCode',
        description,
        ...(style ? { style } : {}),
        ...(options ? { options } : {}),
      },
      o.signal,
    );
  }

  /** Operations sent to the pool and not answered yet (running or waiting for a worker). */
  get inFlight(): number {
    return this.running;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
