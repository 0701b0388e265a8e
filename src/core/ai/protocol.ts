/**
 * One request/response vocabulary for every transport of the AI service layer: the
 * Web Worker's messages, the server's JSON routes and the BackendProvider's calls all carry an
 * `AiRequest` and answer its `AiResult`. `dispatch` runs a request on any provider;
 * `createRemoteProvider` turns a transport (a function that sends a request and resolves with
 * the answer) back into an `AiProvider`.
 *
 * Server routes: `POST /api/ai/{op}` with the request minus `op` as the JSON body. Requests and
 * answers are described once, in api-schema.ts, whose `parseAiRequest` checks a worker's request
 * against the schema the server validates its bodies with.
 */
import type { AiOperation, AiRequest, AiResponse } from './api-schema';
import type { AiProvider, ProviderKind } from './types';

export type { AiOperation, AiRequest };

/** What each operation resolves with. */
export type AiResult<Op extends AiOperation> = Awaited<ReturnType<AiProvider[Op]>>;

/** Runs `request` on `provider`. */
export function dispatch(
  provider: AiProvider,
  request: AiRequest,
  signal?: AbortSignal,
): Promise<AiResponse<AiOperation>> {
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
      return provider.explain(request.code, request.language, request.run, options);
    case 'diagnose':
      return provider.diagnose(request.code, request.language, options);
    case 'hint':
      return provider.hint(request.code, request.language, request.problem, options);
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
    explain: (code, language, run, o) =>
      call({ op: 'explain', code, language, ...(run ? { run } : {}) }, o?.signal),
    diagnose: (code, language, o) => call({ op: 'diagnose', code, language }, o?.signal),
    hint: (code, language, problem, o) => call({ op: 'hint', code, language, problem }, o?.signal),
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
