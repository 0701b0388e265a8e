/**
 * Explain from the real run: records the file's program first (features/run's record-run, in a
 * sandbox of its own), tells the recording as a story, and asks the AI with it. A selection is
 * explained from the whole file's run, with the story kept to the selected lines. Without a
 * recording (a language that is not recorded, a runner that failed) the AI is asked without a
 * run and says it shows only the structure; the reason comes back to be shown.
 *
 * Also the request to explain from outside the tab (the Explain Code command): kept here until
 * the tab takes it, so a tab that mounts after the request still sees it.
 */
import type { Answer, CodeExplanation, RunStory } from '../../../core/ai/types';
import { loadRecordRun } from '../../run';
import { drawerAi, lineAt } from '../shared';
import type { Target } from './assist-logic';

export type ExplainPhase = 'recording' | 'asking';

export interface RunExplanation {
  answer: Answer<CodeExplanation>;
  /** What the answer's lines are lines of: the whole file when a run was told. */
  target: Target;
  story?: RunStory;
  /** Why there is no run, when there is none. */
  notRun?: string;
}

export async function explainWithRun(
  target: Target,
  signal: AbortSignal,
  onPhase: (phase: ExplainPhase) => void,
): Promise<RunExplanation> {
  const selection = target.scope === 'selection';
  let story: RunStory | undefined;
  let notRun: string | undefined;
  if (target.source.trim() !== '') {
    onPhase('recording');
    const { recordFile, storyOf } = await loadRecordRun();
    const recorded = await recordFile(target.fileId, signal);
    if (recorded.ok) {
      const focus = selection
        ? {
            from: target.startLine,
            to: lineAt(target.source, Math.max(target.start, target.end - 1)),
          }
        : undefined;
      story = storyOf(recorded.run, focus);
    } else notRun = recorded.reason;
  }
  onPhase('asking');
  if (story) {
    // The story's lines are the file's: the whole file is explained, kept to the selection.
    const whole: Target = {
      ...target,
      start: 0,
      end: target.source.length,
      startLine: 1,
      scope: 'file',
    };
    const answer = await drawerAi().explain(target.source, target.language, story, { signal });
    return { answer, target: whole, story };
  }
  const code = target.source.slice(target.start, target.end);
  const answer = await drawerAi().explain(code, target.language, undefined, { signal });
  return notRun === undefined ? { answer, target } : { answer, target, notRun };
}

// ---------------------------------------------------------------------------------------------
// Requests from outside the tab

let pending = false;
const listeners = new Set<() => void>();

/** Asks the Assist tab to explain the open file (or its selection) from its run. */
export function requestExplain(): void {
  pending = true;
  for (const listener of listeners) listener();
}

/** Whether an Explain was asked for and not yet taken; taking it clears it. */
export function takeExplainRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/** Calls `listener` on each request; returns the disposer. */
export function onExplainRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
