/**
 * The Hint ladder under one of the engine's problems: each click shows one more rung (what it
 * means, where to look, what to try), the fix comes last as a diff to apply. The rung reached
 * is kept per problem; with hints turned off every rung shows at once.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Lightbulb } from 'lucide-react';
import { applyEdit } from '../../core/ai/edits';
import { type HintRung, hintKey, hintLadder } from '../../core/ai/hints';
import type { FixDetail } from '../../core/ai/types';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorService } from '../../state/editor-service';
import { hintsStore } from '../../state/hints-store';

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
  finding,
}: {
  fileId: string;
  finding: { detail: FixDetail; code: string };
}) {
  const { detail, code } = finding;
  const rungs = useMemo(() => hintLadder(detail, code), [detail, code]);
  const key = hintKey(fileId, detail, code);
  const reached = useStore(hintsStore, (s) => s.rungs.get(key) ?? 0);
  const hintsFirst = useStore(aiSettingsStore, (s) => s.hintsFirst);
  const shown = hintsFirst ? Math.min(reached, rungs.length) : rungs.length;
  const next = rungs[shown];
  const where = `line ${detail.line ?? 1}`;

  const apply = (rung: HintRung) => {
    if (!rung.edit) return;
    // The fix was made for this text; once the file has changed, the next check offers a new one.
    if (editorService.readText(fileId) !== code) return;
    editorService.replaceFile(fileId, applyEdit(code, rung.edit));
    editorService.focus();
  };

  return (
    <div className="problem-hints">
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
      {next && (
        <button
          type="button"
          className="btn hint-next"
          aria-label={`${next.kind === 'fix' ? 'Show the fix' : shown === 0 ? 'Hint' : 'Next hint'} for ${where} (${shown + 1} of ${rungs.length})`}
          onClick={() => hintsStore.getState().climb(key, rungs.length)}
        >
          <Lightbulb size={13} aria-hidden="true" />
          {next.kind === 'fix' ? 'Show the fix' : shown === 0 ? 'Hint' : 'Next hint'}
          <span className="hint-count">
            {shown + 1}/{rungs.length}
          </span>
        </button>
      )}
    </div>
  );
}
