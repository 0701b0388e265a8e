/**
 * The Hint ladder under a problem (one of the engine's, or a failed run's error): each click
 * shows one more rung (what it means, where to look, what to try), the fix comes last as a diff
 * to apply. With a model connected, the first click asks it for the ladder (the built-in one
 * answers when it fails). The rung reached is kept per problem; with hints turned off every rung
 * shows at once.
 */
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Lightbulb } from 'lucide-react';
import { answeredBy } from '../../core/ai/answered-by';
import { applyEdit } from '../../core/ai/edits';
import { type HintRung, hintKey, hintLadder } from '../../core/ai/hints';
import { type HintProblem, isAbortError } from '../../core/ai/types';
import { aiProviderStore } from '../../state/ai-provider-store';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorService } from '../../state/editor-service';
import { hintsStore } from '../../state/hints-store';
import { aiEngine } from '../../workers/ai-instance';
import './hints.css';

function Diff({ diff }: { diff: NonNullable<HintRung['diff']> }) {
  return (
    <pre className="hint-diff" aria-label={`The change from line ${diff.line}`}>
      {diff.before.map((l, i) => (
        <del key={`b${i}`}>{`- ${l}\n`}</del>
      ))}
      {diff.after.map((l, i) => (
        <ins key={`a${i}`}>{`+ ${l}\n`}</ins>
      ))}
    </pre>
  );
}

export function HintLadder({
  fileId,
  problem,
  code,
  language,
  className = 'problem-hints',
}: {
  fileId: string;
  problem: HintProblem;
  /** The text the problem was found in. */
  code: string;
  language: string;
  className?: string;
}) {
  const local = useMemo(() => hintLadder(problem, code), [problem, code]);
  const key = hintKey(fileId, problem, code);
  const reached = useStore(hintsStore, (s) => s.rungs.get(key) ?? 0);
  const asked = useStore(hintsStore, (s) => s.ladders.get(key));
  const hintsFirst = useStore(aiSettingsStore, (s) => s.hintsFirst);
  const modelConnected = useStore(aiProviderStore, (s) => !s.settings.keepLocal);
  const [asking, setAsking] = useState(false);
  const rungs = asked?.rungs ?? local;
  const shown = hintsFirst ? Math.min(reached, rungs.length) : rungs.length;
  const next = rungs[shown];
  const where = problem.line !== undefined ? `line ${problem.line}` : 'the error';

  const apply = (rung: HintRung) => {
    if (!rung.edit) return;
    // The fix was made for this text; once the file has changed, the next check offers a new one.
    if (editorService.readText(fileId) !== code) return;
    editorService.replaceFile(fileId, applyEdit(code, rung.edit));
    editorService.focus();
  };

  const climb = async () => {
    let of = rungs.length;
    if (modelConnected && !asked && shown === 0) {
      setAsking(true);
      try {
        const answer = await aiEngine().hint(code, language, problem);
        hintsStore.getState().setLadder(key, answer);
        of = answer.rungs.length;
      } catch (error) {
        if (isAbortError(error)) return;
        console.warn('AI hints failed; the built-in ladder is shown', error);
      } finally {
        setAsking(false);
      }
    }
    hintsStore.getState().climb(key, of);
  };

  const label = next?.kind === 'fix' ? 'Show the fix' : shown === 0 ? 'Hint' : 'Next hint';
  return (
    <div className={className}>
      {shown > 0 && (
        <ol className="hint-rungs" aria-label={`Hints for ${where}`}>
          {rungs.slice(0, shown).map((rung) => (
            <li key={rung.kind} className={`hint-rung hint-${rung.kind}`}>
              <strong>{rung.title}: </strong>
              <span>{rung.text}</span>
              {rung.diff && <Diff diff={rung.diff} />}
              {rung.edit && (
                <button
                  type="button"
                  className="btn hint-apply"
                  disabled={editorService.readText(fileId) !== code}
                  onClick={() => apply(rung)}
                >
                  Apply the fix
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {shown > 0 && asked && <p className="hint-by">Hints by {answeredBy(asked.provider)}</p>}
      {shown > 0 && asked?.provider.fallback && asked.provider.advice && (
        <p className="hint-by">{asked.provider.advice}</p>
      )}
      {next && (
        <button
          type="button"
          className="btn hint-next"
          disabled={asking}
          aria-label={`${label} for ${where} (${shown + 1} of ${rungs.length})`}
          onClick={() => void climb()}
        >
          <Lightbulb size={13} aria-hidden="true" />
          {asking ? 'Asking for hints…' : label}
          <span className="hint-count">
            {shown + 1}/{rungs.length}
          </span>
        </button>
      )}
    </div>
  );
}
