/**
 * A recorded run told as a story (narrate.ts): what ran in order with its real values, what it
 * printed, and how it ended. It is plain JSON: the app sends it with an explain request, the
 * server validates it (core/ai/api-schema.ts), and every list and text in it has a bound.
 */

/** How much one story holds; the schema refuses more. */
export const STORY_LIMITS = {
  /** Events told; past it the story says what it left out. */
  events: 150,
  /** Characters of one event's text, of the end's text, of one printed line. */
  text: 400,
  /** Lines of output quoted. */
  output: 100,
  /** Lines of input quoted. */
  input: 50,
  /** Values named at a crash. */
  values: 12,
  /** Characters of a value or a name. */
  value: 200,
  /** Deepest nesting of an event (calls and loops inside each other). */
  depth: 16,
} as const;

/** One thing that happened, at a line of the file the run started from. */
export interface StoryEvent {
  line: number;
  /** 0 for the program's own lines; one more inside each call or loop. */
  depth: number;
  /** In words, with code and values in `backticks`. */
  text: string;
}

/** A line the program printed, with the line of code that printed it. */
export interface StoryOutput {
  line: number;
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface StoryValue {
  name: string;
  value: string;
}

export type StoryEndKind =
  /** It ran to its end. */
  | 'finished'
  /** An uncaught error stopped it. */
  | 'crashed'
  /** The step cap was reached: the rest ran unrecorded. */
  | 'capped'
  /** It waited for input nobody had typed, so its input was ended there. */
  | 'waiting'
  /** The time limit stopped it. */
  | 'stopped';

export interface StoryEnd {
  how: StoryEndKind;
  /** The line it crashed, waited or stopped on, when known. */
  line?: number;
  text: string;
  error?: { name: string; message: string };
  /** The values named on the line it crashed on, as they were there. */
  values?: StoryValue[];
}

export interface RunStory {
  /** The language's name: 'Python', 'JavaScript', 'TypeScript'. */
  language: string;
  /** The file the run started from (project path). */
  file: string;
  /** Steps recorded. */
  steps: number;
  events: StoryEvent[];
  /** Steps of the run the events leave out (past the bound). */
  left: number;
  output: StoryOutput[];
  /** Printed lines not quoted. */
  outputLeft: number;
  /** The lines the program was given to read, in order. */
  input?: string[];
  end: StoryEnd;
  /** The lines the story keeps to (a selection); the rest is summarised. */
  focus?: { from: number; to: number };
}
