/**
 * The AI API, described once: every operation's request body and answer, the server's health,
 * monitoring and error bodies, as JSON Schema built with TypeBox. From these come the engine's
 * TypeScript types (types.ts, protocol.ts), the AI worker's request check (`checkAiBody`), the
 * server's route validation and the OpenAPI document at /docs.
 *
 * The check walks the schema (TypeBox's `Value`), never generated code: the page's
 * Content-Security-Policy forbids eval.
 *
 * Answers list every field the engine returns: the server's serializer leaves out fields a
 * schema does not name.
 */
import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { Value } from 'typebox/value';
import { type RunStory, STORY_LIMITS } from '../run/narrate-types';

/** The largest number of files one batch auto-fix takes. */
export const BATCH_MAX_FILES = 50;
/** The longest language name a request may carry. */
export const LANGUAGE_MAX_LENGTH = 64;

const closed = { additionalProperties: false } as const;
const unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const language = Type.String({
  minLength: 1,
  maxLength: LANGUAGE_MAX_LENGTH,
  description: "A language's display name or a Monaco id ('Python', 'python', 'C++', 'cpp')",
});
const code = Type.String({ description: 'The source code (UTF-16 offsets count into it)' });
const offset = Type.Integer({
  minimum: 0,
  description: 'The cursor, as a UTF-16 offset into `code`',
});

export const AutoFixOptionsSchema = Type.Object(
  {
    format: Type.Optional(
      Type.Boolean({
        description: 'Run the formatter (Prettier, Ruff format) after the linters (default true)',
      }),
    ),
    disable: Type.Optional(
      Type.Array(Type.String({ maxLength: 64 }), {
        maxItems: 100,
        description: "Rule ids to leave out, e.g. ['prettier', 'no-var']",
      }),
    ),
  },
  closed,
);

export const BatchFileSchema = Type.Object(
  { name: Type.String({ maxLength: 1024, description: 'File name' }), code, language },
  closed,
);

export const CodeStyleSchema = Type.Enum(
  ['plain', 'quantum-inspired', 'biomimetic', 'mathematical', 'artistic'],
  { description: "The code generation style (default 'plain')" },
);

export const GenerateCodeOptionsSchema = Type.Object(
  {
    language: Type.Optional(
      Type.String({
        maxLength: LANGUAGE_MAX_LENGTH,
        description: 'Language of the generated code',
      }),
    ),
    creativity: Type.Optional(unit('0 to 1, default 0.7')),
    complexity: Type.Optional(
      Type.Enum(['simple', 'moderate', 'complex'], { description: "Default 'moderate'" }),
    ),
  },
  closed,
);

const storyText = (description: string) =>
  Type.String({ maxLength: STORY_LIMITS.text, description });
const storyLine = Type.Integer({ minimum: 1, description: '1-based line of the started file' });
const storyValue = Type.String({ maxLength: STORY_LIMITS.value });

export const StoryEventSchema = Type.Object(
  {
    line: storyLine,
    depth: Type.Integer({
      minimum: 0,
      maximum: STORY_LIMITS.depth,
      description: "0 for the program's own lines; one more inside each call or loop",
    }),
    text: storyText('What happened, with code and values in `backticks`'),
  },
  closed,
);

export const StoryOutputSchema = Type.Object(
  {
    line: storyLine,
    stream: Type.Enum(['stdout', 'stderr']),
    text: storyText('One printed line'),
  },
  closed,
);

export const StoryEndSchema = Type.Object(
  {
    how: Type.Enum(['finished', 'crashed', 'capped', 'waiting', 'stopped'], {
      description:
        'Ran to its end, an uncaught error, the step cap, input nobody typed, or the time limit',
    }),
    line: Type.Optional(storyLine),
    text: storyText('How it ended, in words'),
    error: Type.Optional(
      Type.Object({ name: storyValue, message: storyText('The error message') }, closed),
    ),
    values: Type.Optional(
      Type.Array(Type.Object({ name: storyValue, value: storyValue }, closed), {
        maxItems: STORY_LIMITS.values,
        description: 'The values named on the line it crashed on',
      }),
    ),
  },
  closed,
);

/** A recorded run told as a story (core/run/narrate.ts): bounded in every list and text. */
export const RunStorySchema = Type.Object(
  {
    language: Type.String({ maxLength: LANGUAGE_MAX_LENGTH }),
    file: Type.String({ maxLength: 1024, description: 'The file the run started from' }),
    steps: Type.Integer({ minimum: 0, description: 'Steps recorded' }),
    events: Type.Array(StoryEventSchema, { maxItems: STORY_LIMITS.events }),
    left: Type.Integer({ minimum: 0, description: 'Steps the events leave out' }),
    output: Type.Array(StoryOutputSchema, { maxItems: STORY_LIMITS.output }),
    outputLeft: Type.Integer({ minimum: 0, description: 'Printed lines not quoted' }),
    input: Type.Optional(Type.Array(storyText('A line it read'), { maxItems: STORY_LIMITS.input })),
    end: StoryEndSchema,
    focus: Type.Optional(Type.Object({ from: storyLine, to: storyLine }, closed)),
  },
  { ...closed, description: 'The real run of the program, recorded step by step' },
);

// The schema and the narrator's types describe one shape: each assigns to the other, and
// every object has the same fields.
type Assigns<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Assigns<A, B> extends true ? Assigns<keyof A, keyof B> : false;
const storyShapesAgree: [
  Same<Static<typeof RunStorySchema>, RunStory>,
  Same<Static<typeof StoryEndSchema>, RunStory['end']>,
  Same<Static<typeof StoryEventSchema>, RunStory['events'][number]>,
  Same<Static<typeof StoryOutputSchema>, RunStory['output'][number]>,
] = [true, true, true, true];
void storyShapesAgree;

export const FixDetailSchema = Type.Object({
  rule: Type.String({ description: "A stable id of the rule, e.g. 'no-var', 'ruff/F401'" }),
  message: Type.String(),
  line: Type.Optional(Type.Integer({ description: '1-based line in the input, when known' })),
  confidence: Type.Number(),
  family: Type.Optional(
    Type.String({ description: "The beginner mistake it names, e.g. 'uncalled-function'" }),
  ),
  edit: Type.Optional(
    Type.Object(
      {
        line: Type.Integer({ description: '1-based line where the change starts' }),
        column: Type.Integer({ description: '1-based column where the change starts' }),
        endLine: Type.Integer(),
        endColumn: Type.Integer({ description: '1-based column just past the replaced text' }),
        text: Type.String({ description: 'What replaces that range' }),
      },
      { description: 'The smallest change that fixes it, when one is known' },
    ),
  ),
});

/** One rung of the Hint ladder: what it means, where to look, what to try, the fix. */
export const HintRungSchema = Type.Object({
  kind: Type.Enum(['meaning', 'where', 'try', 'fix']),
  title: Type.String({ description: "The rung's heading, as the ladder shows it" }),
  text: Type.String(),
  diff: Type.Optional(
    Type.Object(
      {
        line: Type.Integer({ description: '1-based line where the changed lines start' }),
        before: Type.Array(Type.String()),
        after: Type.Array(Type.String()),
      },
      { description: "The fix rung's change: the lines before and after" },
    ),
  ),
  edit: Type.Optional(FixDetailSchema.properties.edit),
});

/** The problem the Hint ladder is about: a finding, or what a failed run showed. */
export const HintProblemSchema = Type.Object(
  {
    ...FixDetailSchema.properties,
    meaning: Type.Optional(
      Type.String({ description: 'What it means, when the caller knows (a failed run explained)' }),
    ),
    advice: Type.Optional(Type.String({ description: 'What to try, when the caller knows' })),
  },
  {
    ...closed,
    description: 'The problem to hint at, as diagnose found it or as a failed run showed it',
  },
);

const codeBody = Type.Object({ code, language }, closed);
const cursorBody = Type.Object({ code, language, offset }, closed);
const emptyBody = Type.Object({}, closed);

/** Each operation's request body: `POST /api/ai/{op}`, and the worker's request minus `op`. */
export const requestBodies = {
  complete: cursorBody,
  smartComplete: cursorBody,
  correct: Type.Object(
    { selection: Type.String({ description: 'The selected text to correct' }), language },
    closed,
  ),
  optimize: codeBody,
  analyzeQuality: codeBody,
  autoFix: Type.Object({ code, language, options: Type.Optional(AutoFixOptionsSchema) }, closed),
  batchAutoFix: Type.Object(
    {
      files: Type.Array(BatchFileSchema, { maxItems: BATCH_MAX_FILES }),
      options: Type.Optional(AutoFixOptionsSchema),
    },
    closed,
  ),
  fixStatistics: emptyBody,
  fixReport: emptyBody,
  generateDocs: codeBody,
  explain: Type.Object({ code, language, run: Type.Optional(RunStorySchema) }, closed),
  diagnose: codeBody,
  hint: Type.Object(
    {
      code,
      language,
      problem: HintProblemSchema,
    },
    closed,
  ),
  generateCode: Type.Object(
    {
      description: Type.String({
        minLength: 1,
        maxLength: 10_000,
        description: 'What the code should do',
      }),
      style: Type.Optional(CodeStyleSchema),
      options: Type.Optional(GenerateCodeOptionsSchema),
    },
    closed,
  ),
};

export type AiOperation = keyof typeof requestBodies;

/** Every operation, in the order the docs list them. */
export const AI_OPERATIONS = Object.keys(requestBodies) as readonly AiOperation[];

/** One request of the AI service layer: the operation and its body. */
export type AiRequest = {
  [Op in AiOperation]: { op: Op } & Static<(typeof requestBodies)[Op]>;
}[AiOperation];

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const ProviderKindSchema = Type.Enum(['local', 'inference', 'backend'], {
  description: 'The built-in offline engine, a text-generation service, or our server',
});

export const ProviderInfoSchema = Type.Object(
  {
    kind: ProviderKindSchema,
    model: Type.Optional(
      Type.String({ description: "A model id or an engine name ('rules', 'eslint', 'ruff'...)" }),
    ),
    fallback: Type.Optional(
      Type.Boolean({
        description: 'True when a fallback answered (the model failed or none is set)',
      }),
    ),
    reason: Type.Optional(
      Type.String({ description: 'With fallback: why the chosen provider failed' }),
    ),
    advice: Type.Optional(Type.String({ description: 'With fallback: what to do about it' })),
  },
  { description: 'Who produced the answer' },
);

export const SuggestionSchema = Type.Object({
  type: Type.Enum(['completion', 'correction', 'optimization']),
  text: Type.String({ description: 'The text to insert or to put in place of startPos..endPos' }),
  confidence: unit('0 to 1'),
  startPos: Type.Integer({ description: 'UTF-16 offset into the text the request was about' }),
  endPos: Type.Integer(),
  description: Type.Optional(Type.String({ description: 'Why, in words a beginner understands' })),
  kind: Type.Optional(
    Type.Enum(['edit', 'advice'], {
      description:
        "'edit' (the default): text replaces startPos..endPos. 'advice': the change needs a human; text says what to do",
    }),
  ),
  changesBehaviour: Type.Optional(
    Type.String({
      description:
        'Present when the edit may change what the program does: how (review it first; never applied without the user)',
    }),
  ),
});

export const SmartCompletionKindSchema = Type.Enum([
  'function',
  'variable',
  'import',
  'class',
  'method',
  'property',
]);

export const SmartCompletionItemSchema = Type.Object({
  text: Type.String(),
  description: Type.String(),
  confidence: Type.Number(),
  type: SmartCompletionKindSchema,
  documentation: Type.String(),
  examples: Type.Optional(Type.Array(Type.String())),
});

export const CodePatternSchema = Type.Object({
  name: Type.String(),
  line: Type.Integer({ description: '1-based line where it starts' }),
  detail: Type.String(),
});

export const QualityMetricsSchema = Type.Object({
  nonBlankLines: Type.Integer(),
  commentLines: Type.Integer(),
  functions: Type.Integer(),
  longestFunctionLines: Type.Integer(),
  maxNestingDepth: Type.Integer(),
  duplicatedLines: Type.Integer(),
});

export const CodeQualityResultSchema = Type.Object({
  complexity: unit('Non-blank lines / 100, capped at 1'),
  maintainability: unit('0 to 1'),
  suggestions: Type.Array(Type.String()),
  patterns: Type.Array(CodePatternSchema),
  anticipatedNeeds: Type.Array(Type.String()),
  // What maintainability was computed from; absent in the fallback after a failed analysis.
  metrics: Type.Optional(QualityMetricsSchema),
});

const autoFixFields = {
  fixed: Type.Boolean(),
  fixed_code: Type.String(),
  explanation: Type.String(),
  fixes_applied: Type.Array(Type.String()),
  confidence: unit('0 to 1'),
  manual_review_needed: Type.Boolean(),
  details: Type.Optional(
    Type.Array(FixDetailSchema, { description: 'The fixes with their rule ids' }),
  ),
  remaining: Type.Optional(
    Type.Array(FixDetailSchema, { description: 'Problems found that were not changed' }),
  ),
};

export const AutoFixResultSchema = Type.Object(autoFixFields);

export const BatchFixResultSchema = Type.Object({ name: Type.String(), ...autoFixFields });

export const FixStatisticsSchema = Type.Object({
  total_fixes: Type.Integer(),
  success_rate: Type.Number(),
  avg_confidence: Type.Number(),
  most_common_fix: Type.Union([Type.String(), Type.Null()]),
});

export const FixHistoryEntrySchema = Type.Object({
  at: Type.String(),
  language: Type.String(),
  fixed: Type.Boolean(),
  confidence: Type.Number(),
  fixes_applied: Type.Array(Type.String()),
  rules: Type.Array(Type.String()),
});

export const FixReportSchema = Type.Object({
  statistics: FixStatisticsSchema,
  history: Type.Array(FixHistoryEntrySchema),
  summary: Type.String({ description: 'A Markdown summary a user can read or save' }),
});

export const GenerationTaskSchema = Type.Object({
  id: Type.String(),
  description: Type.String({ description: "A description that asks for it, e.g. 'sum a list'" }),
});

export const GeneratedCodeSchema = Type.Object({
  code: Type.String({ description: 'Empty when nothing was generated (see tasks)' }),
  language: Type.String(),
  style: CodeStyleSchema,
  explanation: Type.String(),
  tasks: Type.Optional(
    Type.Array(GenerationTaskSchema, {
      description: 'What the built-in engine can write, when it could not write what was asked',
    }),
  ),
});

export const ExplanationStepSchema = Type.Object({
  line: Type.Integer({ description: '1-based line' }),
  text: Type.String(),
  depth: Type.Integer({ description: "0 for the program's own steps; more inside a block" }),
});

export const ExplanationSectionSchema = Type.Object({
  title: Type.String(),
  steps: Type.Array(ExplanationStepSchema),
});

export const CodeExplanationSchema = Type.Object({
  stepByStep: Type.Boolean({
    description: 'True when the steps are those of a real run (the request carried one)',
  }),
  summary: Type.String(),
  sections: Type.Array(ExplanationSectionSchema),
  problems: Type.Array(FixDetailSchema, { description: 'In line order' }),
  markdown: Type.String(),
});

export const GeneratedDocsSchema = Type.Object({
  documented: Type.String({ description: 'The code with doc comments added in place' }),
  markdown: Type.String({ description: 'A Markdown summary of the file' }),
  documentedCount: Type.Integer({ description: 'Functions and classes documented' }),
});

/** An answer: `schema`'s fields and who gave it. */
function answer<P extends TProperties>(schema: TObject<P>) {
  return Type.Object({ ...schema.properties, provider: ProviderInfoSchema });
}
const suggestions = answer(Type.Object({ suggestions: Type.Array(SuggestionSchema) }));

/** What each operation answers. */
export const responseBodies = {
  complete: suggestions,
  smartComplete: answer(Type.Object({ items: Type.Array(SmartCompletionItemSchema) })),
  correct: suggestions,
  optimize: suggestions,
  analyzeQuality: answer(CodeQualityResultSchema),
  autoFix: answer(AutoFixResultSchema),
  batchAutoFix: answer(Type.Object({ results: Type.Array(BatchFixResultSchema) })),
  fixStatistics: answer(FixStatisticsSchema),
  fixReport: answer(FixReportSchema),
  generateDocs: answer(GeneratedDocsSchema),
  explain: answer(CodeExplanationSchema),
  diagnose: answer(Type.Object({ problems: Type.Array(FixDetailSchema) })),
  hint: answer(Type.Object({ rungs: Type.Array(HintRungSchema, { maxItems: 4 }) })),
  generateCode: answer(GeneratedCodeSchema),
} satisfies Record<AiOperation, TObject>;

/** What an operation answers. */
export type AiResponse<Op extends AiOperation> = Static<(typeof responseBodies)[Op]>;

export const summaries: Record<AiOperation, string> = {
  complete: 'Code completion at a cursor offset',
  smartComplete: "Smart completions for the word under the cursor ('AI Completions')",
  correct: 'Corrections for a selection (typos, linter fixes)',
  optimize: 'Optimisation suggestions for the whole code',
  analyzeQuality: 'Code-quality analysis: complexity, maintainability, suggestions',
  autoFix: 'Auto-fix with real linters and formatters (ESLint, Ruff, Prettier)',
  batchAutoFix: `Auto-fix of up to ${BATCH_MAX_FILES} files`,
  fixStatistics: "Fix statistics over this server's last 10 auto-fix runs",
  fixReport: "Fix report (statistics, history and a Markdown summary) of this server's runs",
  generateDocs: 'Doc comments for the code and a Markdown summary',
  explain:
    'What the code does: its real run step by step when the request carries one, else its structure; and its problems with their lines',
  diagnose: 'The beginner mistakes in the code as written, each with its rule and line',
  hint: 'A problem told as a ladder of hints: what it means, where to look, what to try, then the fix',
  generateCode: 'Code generation from a description in one of four styles',
};

// ---------------------------------------------------------------------------------------------
// The server's other bodies
// ---------------------------------------------------------------------------------------------

/** What every failed request answers. */
export const ApiErrorSchema = Type.Object({
  error: Type.String({ description: 'What went wrong, in words' }),
  statusCode: Type.Integer(),
});
export type ApiError = Static<typeof ApiErrorSchema>;

export const AiDescriptionSchema = Type.Object(
  {
    provider: Type.Enum(['local', 'inference']),
    preset: Type.Enum(['local', 'hf', 'self-hosted', 'ollama'], {
      description: 'The configured preset',
    }),
    protocol: Type.Optional(Type.Enum(['hf', 'openai', 'ollama'])),
    models: Type.Optional(
      Type.Object({
        completion: Type.String(),
        correction: Type.String(),
        optimization: Type.String(),
      }),
    ),
    state: Type.Optional(
      Type.String({ description: "The inference service's last state ('ok', 'unreachable'...)" }),
    ),
    tokenConfigured: Type.Optional(Type.Boolean()),
  },
  { ...closed, description: 'Which AI provider answers (never a token)' },
);
export type AiDescription = Static<typeof AiDescriptionSchema>;

export const HealthSchema = Type.Object(
  {
    status: Type.Enum(['ok']),
    name: Type.String(),
    version: Type.String(),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
    ai: AiDescriptionSchema,
  },
  closed,
);

export const MonitorBodySchema = Type.Object({ code, language }, closed);

export const MonitorIdSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const MonitorViewSchema = Type.Object({
  id: Type.String(),
  running: Type.Boolean(),
  intervalMs: Type.Integer(),
  checks: Type.Integer({
    description: 'Auto-fix runs so far (unchanged code is not checked again)',
  }),
  latest: Type.Union(
    [
      Type.Null(),
      Type.Object({
        ...autoFixFields,
        apply: Type.Boolean({ description: 'Fixed, with confidence above 0.9: safe to apply' }),
        code: Type.String({ description: 'The code the result was computed from' }),
        at: Type.String(),
      }),
    ],
    { description: "The latest result that passed the monitor's gate" },
  ),
});
export type MonitorView = Static<typeof MonitorViewSchema>;

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

/**
 * Checks an operation's body against its schema: null when it conforms, else what is wrong in
 * the words the server's validation uses ('body/offset must be >= 0').
 */
export function checkAiBody(op: AiOperation, body: unknown): string | null {
  const schema = requestBodies[op];
  if (Value.Check(schema, body)) return null;
  const errors = Value.Errors(schema, body);
  // A closed object's extra field is reported twice; the 'additionalProperties' line names it.
  const error = errors.find((e) => e.keyword !== 'boolean') ?? errors[0];
  if (!error) return 'body is not valid';
  const where = `body${error.instancePath}`;
  if (error.keyword === 'additionalProperties') {
    const names = (error.params as { additionalProperties?: string[] }).additionalProperties;
    return `${where} must not have additional properties${names ? ` (${names.join(', ')})` : ''}`;
  }
  return `${where} ${error.message}`;
}

/**
 * Checks an untrusted request (a worker message) against its operation's schema, the same one
 * the server validates its bodies with; throws a TypeError saying what is wrong.
 */
export function parseAiRequest(value: unknown): AiRequest {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new TypeError('The request must be a JSON object');
  const { op, ...body } = value as Record<string, unknown>;
  if (typeof op !== 'string' || !(AI_OPERATIONS as readonly string[]).includes(op))
    throw new TypeError(`Unknown operation '${String(op)}'`);
  const problem = checkAiBody(op as AiOperation, body);
  if (problem !== null) throw new TypeError(`Invalid request: ${problem}`);
  return { op, ...body } as AiRequest;
}
