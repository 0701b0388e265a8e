/**
 * Monaco's language services (the TypeScript, JSON, CSS and HTML workers) wait for the user.
 * Starting the TypeScript service parses the whole standard library and keeps two cores busy for
 * about a second and a half, so a click or key in that time took twice as long. The workers start
 * when an editor gets focus (where the services are wanted), after QUIET_MS without a click, key
 * or wheel, or at the latest DEADLINE_MS after Monaco loaded. Until then their requests wait;
 * Monaco's own editor worker is not held back.
 */
import { createQuietGate } from '../../core/scheduling/quiet-gate';
import { isLanguageWorker } from './monaco-workers';

const QUIET_MS = 2000;
const DEADLINE_MS = 10_000;

const gate = createQuietGate({ quietMs: QUIET_MS, deadlineMs: DEADLINE_MS, inputs: window });
// When the quiet time started to count (this module can run before Monaco's own, which loads
// beside it): a harness reads it to tell whether the services started after 2 s of quiet.
performance.mark('language-services-waiting');

const environment = self.MonacoEnvironment;
const workerOf = environment?.getWorker;
if (environment && workerOf) {
  self.MonacoEnvironment = {
    ...environment,
    getWorker(workerId: string, label: string) {
      const make = () => workerOf.call(environment, workerId, label);
      return !isLanguageWorker(label) || gate.isOpen() ? make() : gate.opened.then(make);
    },
  };
}

/** The language services are wanted now (an editor has focus): they start if they have not. */
export function startLanguageServices(): void {
  gate.open();
}
