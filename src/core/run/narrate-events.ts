/**
 * A recorded run's events into the Recording Explain tells: steps, step-tagged output and the
 * uncaught error at its step. The traceback a runtime prints for that error is left out of the
 * output, since the story's end tells the error (with the values on its line).
 */
import type { Recording } from './recording';
import type { RunEvent } from './types';

export function recordEvent(recording: Recording, event: RunEvent): void {
  switch (event.type) {
    case 'trace':
      recording.ingest(event.batch);
      break;
    case 'trace-end':
      recording.finish(event.end);
      break;
    case 'stdout':
    case 'stderr':
      recording.addOutput(event.type, event.text, event.step);
      break;
    case 'error': {
      const { error } = event;
      const last = recording.output[recording.output.length - 1];
      if (
        last?.stream === 'stderr' &&
        last.text.includes(error.name) &&
        last.text.includes(error.message)
      )
        recording.output.pop();
      recording.error = {
        // -1: raised where nothing was recorded (past the step cap, or before the first step).
        step: event.step ?? -1,
        name: error.name,
        message: error.message,
        ...(error.location ? { line: error.location.line, file: error.location.path } : {}),
      };
      break;
    }
    default:
      break;
  }
}
