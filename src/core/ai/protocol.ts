/**
 * One request/response vocabulary for every transport of the AI service layer: the
 * Web Worker's messages, the server's JSON routes and the BackendProvider's calls all carry an
 * `AiRequest` and answer its `AiResult`. `dispatch` runs a request on any provider;
 * `createRemoteProvider` turns a transport (a function that sends a request and resolves with
 * the answer) back into an `AiProvider`.
 *
 * Server routes: `POST /api/ai/{op}` with the request minus `op` as the JSON body
 * (`AI_OPERATIONS` lists the ops; `parseAiRequest` validates a body).
 */
import type {
  AiProvider,
  AutoFixOptions,
  BatchFile,
  CodeStyle,
  GenerateCodeOptions,
  ProviderKind,
} from './types';

export type AiRequest =
  | { op: 'complete'; code: string; language: string; offset: number }
  | { op: 'smartComplete'; code: string; language: string; offset: number }
  | { op: 'correct'; selection: string; language: string }
  | { op: 'optimize'; code: string; language: string }
  | { op: 'analyzeQuality'; code: string; language: string }
  | { op: 'autoFix'; code: string; language: string; options?: AutoFixOptions }
  | { op: 'batchAutoFix'; files: BatchFile[]; options?: AutoFixOptions }
  | { op: 'fixStatistics' }
  | { op: 'fixReport' }
  | { op: 'generateDocs'; code: string; language: string }
  | { op: 'explain'; code: string; language: string }
  | { op: 'diagnose'; code: string; language: string }
  | { op: 'generateCode'; description: string; style?: CodeStyle; options?: GenerateCodeOptions };

export type AiOperation = AiRequest['op'];

/** What each operation resolves with. */
export type AiResult<Op extends AiOperation> = Awaited<ReturnType<AiProvider[Op]>>;

export const AI_OPERATIONS: readonly AiOperation[] = [
  'complete',
  'smartComplete',
  'correct',
  'optimize',
  'analyzeQuality',
  'autoFix',
  'batchAutoFix',
  'fixStatistics',
  'fixReport',
  'generateDocs',
  'explain',
  'diagnose',
  'generateCode',
];

/** Runs `request` on `provider`. */
export function dispatch(
  provider: AiProvider,
  request: AiRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  const options = { signal };
  switch (request.op) {
    case 'complete':
      return provider.complete(request.code, request.language, request.offset, options);
    case 'smartComplete':
      return provider.smartComplete(request.code, request.language, request.offset, options);
    case 'correct':
      return provider.correct(request.selection, request.language, options);
    case 'optimize':
      return provider.optimize(request.code, request.language, options);
    case 'analyzeQuality':
      return provider.analyzeQuality(request.code, request.language, options);
    case 'autoFix':
      return provider.autoFix(request.code, request.language, request.options, options);
    case 'batchAutoFix':
      return provider.batchAutoFix(request.files, request.options, options);
    case 'fixStatistics':
      return provider.fixStatistics(options);
    case 'fixReport':
      return provider.fixReport(options);
    case 'generateDocs':
      return provider.generateDocs(request.code, request.language, options);
    case 'explain':
      return provider.explain(request.code, request.language, options);
    case 'diagnose':
      return provider.diagnose(request.code, request.language, options);
    case 'generateCode':
      return provider.generateCode(request.description, request.style, request.options, options);
  }
}

export type Transport = (request: AiRequest, signal?: AbortSignal) => Promise<unknown>;

/** An AiProvider whose every call goes through `send` (a worker, the server). */
export function createRemoteProvider(kind: ProviderKind, send: Transport): AiProvider {
  // The transport answers with what `dispatch` resolved with on the other side; the casts
  // restore the operation's type, which the protocol guarantees.
  const call = <Op extends AiOperation>(
    request: Extract<AiRequest, { op: Op }>,
    signal?: AbortSignal,
  ) => send(request, signal) as Promise<AiResult<Op>>;
  return {
    kind,
    complete: (code, language, offset, o) =>
      call({ op: 'complete', code, language, offset }, o?.signal),
    smartComplete: (code, language, offset, o) =>
      call({ op: 'smartComplete', code, language, offset }, o?.signal),
    correct: (selection, language, o) => call({ op: 'correct', selection, language }, o?.signal),
    optimize: (code, language, o) => call({ op: 'optimize', code, language }, o?.signal),
    analyzeQuality: (code, language, o) =>
      call({ op: 'analyzeQuality', code, language }, o?.signal),
    autoFix: (code, language, options, o) =>
      call({ op: 'autoFix', code, language, ...(options ? { options } : {}) }, o?.signal),
    batchAutoFix: (files, options, o) =>
      call({ op: 'batchAutoFix', files, ...(options ? { options } : {}) }, o?.signal),
    fixStatistics: (o) => call({ op: 'fixStatistics' }, o?.signal),
    fixReport: (o) => call({ op: 'fixReport' }, o?.signal),
    generateDocs: (code, language, o) => call({ op: 'generateDocs', code, language }, o?.signal),
    explain: (code, language, o) => call({ op: 'explain', code, language }, o?.signal),
    diagnose: (code, language, o) => call({ op: 'diagnose', code, language }, o?.signal),
    generateCode: (description, style, options, o) =>
      call(
        {
          op: 'generateCode',
          description,
          ...(style ? { style } : {}),
          ...(options ? { options } : {}),
        },
        o?.signal,
      ),
  };
}

const STYLES: readonly CodeStyle[] = ['quantum-inspired', 'biomimetic', 'mathematical', 'artistic'];

/** Checks an untrusted request (from a worker message or an HTTP body); throws a TypeError with what is wrong. */
export function parseAiRequest(value: unknown): AiRequest {
  if (!value || typeof value !== 'object') throw new TypeError('The request must be a JSON object');
  const r = value as Record<string, unknown>;
  const str = (name: string) => {
    if (typeof r[name] !== 'string') throw new TypeError(`'${name}' must be a string`);
    return r[name] as string;
  };
  const offset = () => {
    const n = r.offset;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      throw new TypeError("'offset' must be a whole number ≥ 0");
    return n;
  };
  const fixOptions = (): AutoFixOptions | undefined => {
    if (r.options === undefined) return undefined;
    const o = r.options as Record<string, unknown>;
    if (!o || typeof o !== 'object') throw new TypeError("'options' must be an object");
    if (o.format !== undefined && typeof o.format !== 'boolean')
      throw new TypeError("'options.format' must be a boolean");
    if (
      o.disable !== undefined &&
      !(Array.isArray(o.disable) && o.disable.every((d) => typeof d === 'string'))
    ) {
      throw new TypeError("'options.disable' must be a list of strings");
    }
    return {
      ...(o.format !== undefined ? { format: o.format as boolean } : {}),
      ...(o.disable ? { disable: o.disable as string[] } : {}),
    };
  };
  switch (r.op) {
    case 'complete':
    case 'smartComplete':
      return { op: r.op, code: str('code'), language: str('language'), offset: offset() };
    case 'correct':
      return { op: 'correct', selection: str('selection'), language: str('language') };
    case 'optimize':
    case 'analyzeQuality':
    case 'generateDocs':
    case 'explain':
    case 'diagnose':
      return { op: r.op, code: str('code'), language: str('language') };
    case 'autoFix': {
      const options = fixOptions();
      return {
        op: 'autoFix',
        code: str('code'),
        language: str('language'),
        ...(options ? { options } : {}),
      };
    }
    case 'batchAutoFix': {
      if (!Array.isArray(r.files)) throw new TypeError("'files' must be a list");
      const files = r.files.map((f: unknown, i) => {
        const file = f as Record<string, unknown> | null;
        if (
          !file ||
          typeof file.name !== 'string' ||
          typeof file.code !== 'string' ||
          typeof file.language !== 'string'
        ) {
          throw new TypeError(`'files[${i}]' must have name, code and language strings`);
        }
        return { name: file.name, code: file.code, language: file.language };
      });
      const options = fixOptions();
      return { op: 'batchAutoFix', files, ...(options ? { options } : {}) };
    }
    case 'fixStatistics':
    case 'fixReport':
      return { op: r.op };
    case 'generateCode': {
      const style = r.style;
      if (style !== undefined && !STYLES.includes(style as CodeStyle)) {
        throw new TypeError(`'style' must be one of ${STYLES.join(', ')}`);
      }
      const o = r.options as Record<string, unknown> | undefined;
      if (o !== undefined && (typeof o !== 'object' || o === null))
        throw new TypeError("'options' must be an object");
      const options: GenerateCodeOptions = {};
      if (o?.language !== undefined) options.language = String(o.language);
      if (o?.creativity !== undefined) {
        if (typeof o.creativity !== 'number' || o.creativity < 0 || o.creativity > 1)
          throw new TypeError("'options.creativity' must be a number from 0 to 1");
        options.creativity = o.creativity;
      }
      if (o?.complexity !== undefined) {
        if (!['simple', 'moderate', 'complex'].includes(String(o.complexity)))
          throw new TypeError("'options.complexity' must be simple, moderate or complex");
        options.complexity = o.complexity as GenerateCodeOptions['complexity'];
      }
      return {
        op: 'generateCode',
        description: str('description'),
        ...(style ? { style: style as CodeStyle } : {}),
        ...(o ? { options } : {}),
      };
    }
    default:
      throw new TypeError(`Unknown operation '${String(r.op)}'`);
  }
}
