/**
 * What a recorded run showed (core/run/recording), as diagnoses a beginner can act on: each is
 * read from what really happened, with the real values, never from the code alone. A finding is
 * said only where the recording shows it and its cause; anything unforeseen gives no finding
 * rather than a guess. It is pure: no DOM, no runtime.
 *
 * `Finder` (reading.ts) reads the recording and the source; each kind of finding has its own
 * module: the uncaught error, where NaN or undefined came from, a missing return, a total reset
 * in a loop, a loop that ran 0 or 1 times, a constant condition, a function printed, a result
 * thrown away. Each finding with a family has the rule `run/<family>`; the rest have none.
 */
import type { FixDetail } from '../../ai/types';
import type { Recording } from '../recording';
import { badValues } from './bad-values';
import { constantConditions } from './constant-condition';
import { printedFunctions } from './function-printed';
import { neverRuns, ranOnce } from './loop-runs';
import { runsOf } from './loops';
import { missingReturns } from './missing-return';
import { Finder } from './reading';
import { resetInLoop } from './reset-in-loop';
import { discardedResults } from './result-discarded';
import { uncaughtError } from './uncaught-error';

export type RunLanguage = 'python' | 'javascript' | 'typescript';

export function runFindings(
  recording: Recording,
  code: string,
  language: RunLanguage,
): FixDetail[] {
  if (recording.length === 0) return [];
  try {
    return find(new Finder(recording, code, language === 'python'));
  } catch {
    // A recording or a source this reading did not foresee: no finding rather than a wrong one.
    return [];
  }
}

function find(finder: Finder): FixDetail[] {
  uncaughtError(finder);
  badValues(finder);
  missingReturns(finder);
  loopFindings(finder);
  constantConditions(finder);
  printedFunctions(finder);
  discardedResults(finder);
  return finder.findings();
}

function loopFindings(finder: Finder): void {
  for (const loop of finder.c.loops.slice(0, 200)) {
    const runs = runsOf(finder, loop);
    if (runs.length === 0) continue;
    resetInLoop(finder, loop, runs);
    neverRuns(finder, loop, runs);
    ranOnce(finder, loop, runs);
  }
}
