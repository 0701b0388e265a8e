/**
 * JSON schemas of the API: what each route accepts (checked before the engine sees a request,
 * so a wrong type or a missing field is a 400 saying which) and what it answers (the shapes of
 * src/core/ai/types.ts). The OpenAPI document at /docs is generated from these.
 *
 * Response schemas list every field the engine returns: Fastify's serializer leaves out fields a
 * schema does not name, and the HTTP tests compare each answer with the engine's own.
 */
import type { AiOperation } from '../src/core/ai/protocol';

type Schema = Record<string, unknown>;

const str = (description: string, extra: Schema = {}): Schema => ({
  type: 'string',
  description,
  ...extra,
});
const num01 = (description: string): Schema => ({
  type: 'number',
  minimum: 0,
  maximum: 1,
  description,
});
const obj = (properties: Record<string, Schema>, required: string[], extra: Schema = {}) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
});

/** The largest number of files one batch auto-fix takes. */
export const BATCH_MAX_FILES = 50;

const language = str(
  "A language's display name or a Monaco id ('Python', 'python', 'C++', 'cpp')",
  {
    minLength: 1,
    maxLength: 64,
  },
);
const code = str('The source code (UTF-16 offsets count into it)');
const offset = {
  type: 'integer',
  minimum: 0,
  description: 'The cursor, as a UTF-16 offset into `code`',
};
const fixOptions = obj(
  {
    format: { type: 'boolean', description: 'Run the formatter after the linters (default true)' },
    disable: {
      type: 'array',
      items: { type: 'string', maxLength: 64 },
      maxItems: 100,
      description: "Rule ids to leave out, e.g. ['prettier', 'no-var']",
    },
  },
  [],
);

export const requestBodies: Record<AiOperation, Schema> = {
  complete: obj({ code, language, offset }, ['code', 'language', 'offset']),
  smartComplete: obj({ code, language, offset }, ['code', 'language', 'offset']),
  correct: obj({ selection: str('The selected text to correct'), language }, [
    'selection',
    'language',
  ]),
  optimize: obj({ code, language }, ['code', 'language']),
  analyzeQuality: obj({ code, language }, ['code', 'language']),
  autoFix: obj({ code, language, options: fixOptions }, ['code', 'language']),
  batchAutoFix: obj(
    {
      files: {
        type: 'array',
        maxItems: BATCH_MAX_FILES,
        items: obj({ name: str('File name', { maxLength: 1024 }), code, language }, [
          'name',
          'code',
          'language',
        ]),
      },
      options: fixOptions,
    },
    ['files'],
  ),
  fixStatistics: obj({}, []),
  fixReport: obj({}, []),
  generateDocs: obj({ code, language }, ['code', 'language']),
  explain: obj({ code, language }, ['code', 'language']),
  diagnose: obj({ code, language }, ['code', 'language']),
  generateCode: obj(
    {
      description: str('What the code should do', { minLength: 1, maxLength: 10_000 }),
      style: {
        type: 'string',
        enum: ['quantum-inspired', 'biomimetic', 'mathematical', 'artistic'],
      },
      options: obj(
        {
          language: str('Language of the generated code', { maxLength: 64 }),
          creativity: num01('Default 0.7'),
          complexity: { type: 'string', enum: ['simple', 'moderate', 'complex'] },
        },
        [],
      ),
    },
    ['description'],
  ),
};

const provider = {
  type: 'object',
  description: 'Who produced the answer',
  properties: {
    kind: { type: 'string', enum: ['local', 'inference', 'backend'] },
    model: { type: 'string' },
    fallback: {
      type: 'boolean',
      description: 'True when a fallback answered (the model failed or none is set)',
    },
    reason: { type: 'string', description: 'With fallback: why the chosen provider failed' },
    advice: { type: 'string', description: 'With fallback: what to do about it' },
  },
  required: ['kind'],
};

const suggestion = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['completion', 'correction', 'optimization'] },
    text: { type: 'string' },
    confidence: num01('0 to 1'),
    startPos: { type: 'integer' },
    endPos: { type: 'integer' },
    description: { type: 'string' },
    kind: { type: 'string', enum: ['edit', 'advice'] },
    changesBehaviour: {
      type: 'string',
      description: 'Present when the edit may change what the program does: how (review it first)',
    },
  },
  required: ['type', 'text', 'confidence', 'startPos', 'endPos'],
};

const suggestions = {
  type: 'object',
  properties: { suggestions: { type: 'array', items: suggestion }, provider },
  required: ['suggestions', 'provider'],
};

const fixDetail = {
  type: 'object',
  properties: {
    rule: { type: 'string' },
    message: { type: 'string' },
    line: { type: 'integer' },
    confidence: { type: 'number' },
  },
  required: ['rule', 'message', 'confidence'],
};

const autoFixFields = {
  fixed: { type: 'boolean' },
  fixed_code: { type: 'string' },
  explanation: { type: 'string' },
  fixes_applied: { type: 'array', items: { type: 'string' } },
  confidence: num01('0 to 1'),
  manual_review_needed: { type: 'boolean' },
  details: { type: 'array', items: fixDetail },
  remaining: { type: 'array', items: fixDetail },
};
const autoFixRequired = [
  'fixed',
  'fixed_code',
  'explanation',
  'fixes_applied',
  'confidence',
  'manual_review_needed',
];

const statisticsFields = {
  total_fixes: { type: 'integer' },
  success_rate: { type: 'number' },
  avg_confidence: { type: 'number' },
  most_common_fix: { type: ['string', 'null'] },
};
const statisticsRequired = ['total_fixes', 'success_rate', 'avg_confidence', 'most_common_fix'];

export const autoFixResultSchema = {
  type: 'object',
  properties: autoFixFields,
  required: autoFixRequired,
};

export const responses: Record<AiOperation, Schema> = {
  complete: suggestions,
  smartComplete: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            text: { type: 'string' },
            description: { type: 'string' },
            confidence: { type: 'number' },
            type: {
              type: 'string',
              enum: ['function', 'variable', 'import', 'class', 'method', 'property'],
            },
            documentation: { type: 'string' },
            examples: { type: 'array', items: { type: 'string' } },
          },
          required: ['text', 'description', 'confidence', 'type', 'documentation'],
        },
      },
      provider,
    },
    required: ['items', 'provider'],
  },
  correct: suggestions,
  optimize: suggestions,
  analyzeQuality: {
    type: 'object',
    properties: {
      complexity: num01('Non-blank lines / 100, capped at 1'),
      maintainability: num01('0 to 1'),
      suggestions: { type: 'array', items: { type: 'string' } },
      patterns: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            line: { type: 'integer' },
            detail: { type: 'string' },
          },
          required: ['name', 'line', 'detail'],
        },
      },
      anticipatedNeeds: { type: 'array', items: { type: 'string' } },
      metrics: {
        type: 'object',
        properties: {
          nonBlankLines: { type: 'integer' },
          commentLines: { type: 'integer' },
          functions: { type: 'integer' },
          longestFunctionLines: { type: 'integer' },
          maxNestingDepth: { type: 'integer' },
          duplicatedLines: { type: 'integer' },
        },
      },
      provider,
    },
    required: ['complexity', 'maintainability', 'suggestions', 'patterns', 'anticipatedNeeds'],
  },
  autoFix: {
    type: 'object',
    properties: { ...autoFixFields, provider },
    required: [...autoFixRequired, 'provider'],
  },
  batchAutoFix: {
    type: 'object',
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, ...autoFixFields },
          required: ['name', ...autoFixRequired],
        },
      },
      provider,
    },
    required: ['results', 'provider'],
  },
  fixStatistics: {
    type: 'object',
    properties: { ...statisticsFields, provider },
    required: [...statisticsRequired, 'provider'],
  },
  fixReport: {
    type: 'object',
    properties: {
      statistics: { type: 'object', properties: statisticsFields, required: statisticsRequired },
      history: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            at: { type: 'string' },
            language: { type: 'string' },
            fixed: { type: 'boolean' },
            confidence: { type: 'number' },
            fixes_applied: { type: 'array', items: { type: 'string' } },
            rules: { type: 'array', items: { type: 'string' } },
          },
        },
      },
      summary: { type: 'string', description: 'Markdown' },
      provider,
    },
    required: ['statistics', 'history', 'summary', 'provider'],
  },
  generateDocs: {
    type: 'object',
    properties: {
      documented: { type: 'string' },
      markdown: { type: 'string' },
      documentedCount: { type: 'integer' },
      provider,
    },
    required: ['documented', 'markdown', 'documentedCount', 'provider'],
  },
  explain: {
    type: 'object',
    properties: {
      stepByStep: { type: 'boolean', description: 'True for JavaScript, TypeScript and Python' },
      summary: { type: 'string' },
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            steps: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  line: { type: 'integer' },
                  text: { type: 'string' },
                  depth: { type: 'integer' },
                },
                required: ['line', 'text', 'depth'],
              },
            },
          },
          required: ['title', 'steps'],
        },
      },
      problems: { type: 'array', items: fixDetail },
      markdown: { type: 'string' },
      provider,
    },
    required: ['stepByStep', 'summary', 'sections', 'problems', 'markdown', 'provider'],
  },
  diagnose: {
    type: 'object',
    properties: { problems: { type: 'array', items: fixDetail }, provider },
    required: ['problems', 'provider'],
  },
  generateCode: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'Empty when nothing was generated (see tasks)' },
      language: { type: 'string' },
      style: { type: 'string' },
      explanation: { type: 'string' },
      tasks: {
        type: 'array',
        description: 'What the built-in engine can write, when it could not write what was asked',
        items: {
          type: 'object',
          properties: { id: { type: 'string' }, description: { type: 'string' } },
          required: ['id', 'description'],
        },
      },
      provider,
    },
    required: ['code', 'language', 'style', 'explanation', 'provider'],
  },
};

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
  explain: 'What the code does, step by step, and its problems with their lines',
  diagnose: 'The beginner mistakes in the code as written, each with its rule and line',
  generateCode: 'Code generation from a description in one of four styles',
};

/** The error every failed request answers with. */
export const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'What went wrong, in words' },
    statusCode: { type: 'integer' },
  },
  required: ['error', 'statusCode'],
};
