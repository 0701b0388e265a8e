/**
 * The last run's error, explained in the Assist tab after 'Explain This Error': what the
 * runtime said, then (hints first) the Hint ladder of the error, or (hints off) the built-in
 * plain-language explanation at once; and corrections that the AI provider in use proposes for
 * the lines around the failing one (shown, never applied by themselves), which with hints first
 * wait until the ladder has been climbed.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { plainTitle } from '../../../core/ai/edits';
import { hintKey, hintLadder, runErrorProblem } from '../../../core/ai/hints';
import type { Answer, Suggestion } from '../../../core/ai/types';
import { aiSettingsStore } from '../../../state/ai-settings-store';
import { filesStore } from '../../../state/files-store';
import { findingsFor, hintsStore } from '../../../state/hints-store';
import { runErrorFix } from '../../../state/run-error-fix';
import { CommandButton } from '../../../ui/CommandButton';
import { HintLadder } from '../../problems';
import { runStore, type LastError } from '../../../state/run-store';
import { drawerAi, LineLink, ResultMeta } from '../shared';

/** Lines around the failing one that the provider is asked to correct. */
const CONTEXT_LINES = 3;

const LANGUAGE_OF_RUNTIME = new Map([
  ['javascript', 'JavaScript'],
  ['python', 'Python'],
  ['sql', 'SQL'],
  ['lua', 'Lua'],
]);

function around(source: string, line: number) {
  const lines = source.split('\n');
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(lines.length, line + CONTEXT_LINES);
  return { first, text: lines.slice(first - 1, last).join('\n') };
}

export function RunErrorHelp() {
  const request = useStore(runStore, (s) => s.explainRequest);
  // Shown while that error is the current one of the open file: a run, an edit of its line or
  // another file takes it away.
  const current = useStore(runStore, (s) => s.lastError);
  const activeId = useStore(filesStore, (s) => s.activeId);
  const [shown, setShown] = useState<{ error: LastError; request: number } | null>(null);
  const [answer, setAnswer] = useState<Answer<{ suggestions: Suggestion[] }> | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const error = runStore.getState().lastError;
    if (request === 0 || !error) return;
    setShown({ error, request });
    setAnswer(null);
    const line = error.error.location?.line;
    if (!line) return;
    const controller = new AbortController();
    setBusy(true);
    const { text } = around(error.source, line);
    drawerAi()
      .correct(text, LANGUAGE_OF_RUNTIME.get(error.runtime) ?? error.runtime, {
        signal: controller.signal,
      })
      .then(setAnswer, (failure: unknown) => {
        if (!controller.signal.aborted) console.error('AI correction failed', failure);
      })
      .finally(() => setBusy(false));
    return () => controller.abort();
  }, [request]);

  const hintsFirst = useStore(aiSettingsStore, (s) => s.hintsFirst);
  const problem = useMemo(() => {
    if (!shown) return null;
    const { error } = shown;
    // The engine's findings for the same text, for an edit on the failing line.
    return runErrorProblem(error.error, error.explanation, error.source, findingsFor(error.source));
  }, [shown]);
  const key =
    shown && problem ? hintKey(shown.error.fileId ?? '', problem, shown.error.source) : '';
  const climbed = useStore(hintsStore, (s) => {
    if (!problem || !shown) return false;
    const of = s.ladders.get(key)?.rungs.length ?? hintLadder(problem, shown.error.source).length;
    return (s.rungs.get(key) ?? 0) >= of;
  });

  if (!shown || !problem || shown.error !== current || current.fileId !== activeId) return null;
  const fix = runErrorFix(activeId ?? undefined);
  const { error } = shown;
  const where = error.error.location;
  const suggestions = (answer?.suggestions ?? []).filter((s) => s.text.trim() !== '');
  const laddered = hintsFirst && error.fileId !== null;
  return (
    <section className="ai-result run-error-help" aria-label="Error from the last run">
      <h3>
        Error in {error.fileName}
        {where ? (
          <>
            {' '}
            at <LineLink fileId={error.fileId ?? ''} line={where.line} />
          </>
        ) : null}
      </h3>
      <pre className="run-error-text">
        {error.error.name}: {error.error.message}
      </pre>
      {laddered && error.fileId ? (
        <HintLadder
          fileId={error.fileId}
          problem={problem}
          code={error.source}
          language={LANGUAGE_OF_RUNTIME.get(error.runtime) ?? error.runtime}
          className="run-error-hints"
        />
      ) : error.explanation ? (
        <>
          <p>{error.explanation.summary}</p>
          <p>
            <strong>Try this:</strong> {error.explanation.fix}
          </p>
          {fix && (
            <CommandButton id="run.applyErrorFix" className="btn">
              {plainTitle(fix.title)}
            </CommandButton>
          )}
        </>
      ) : (
        <p>
          There is no built-in explanation for this error yet: read the last line of the message,
          then the line it points at.
        </p>
      )}
      <p className="ai-status" role="status">
        {busy ? 'Looking for a fix…' : ''}
      </p>
      {answer && (!laddered || climbed) && (
        <>
          <h4>Suggested corrections near the error</h4>
          {suggestions.length === 0 ? (
            <p>
              {problem.edit
                ? 'The AI proposes nothing more for those lines than the fix above.'
                : 'The AI found nothing to correct in those lines.'}
            </p>
          ) : (
            <ul>
              {suggestions.map((s, i) => (
                <li key={i}>
                  {s.description ?? 'Replace with'} <code>{s.text}</code>
                </li>
              ))}
            </ul>
          )}
          <ResultMeta provider={answer.provider} />
        </>
      )}
    </section>
  );
}
