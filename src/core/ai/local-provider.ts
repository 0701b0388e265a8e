/**
 * The LocalProvider: offline, the default provider. Every operation is computed here, from
 * the code, with real linters and formatters where a package exists (ESLint, Ruff, Prettier).
 * Heavy operations (auto-fix, batch auto-fix) belong in a worker: src/workers/ai.worker.ts runs
 * this class there.
 */
import { CORRECTION_CONFIDENCE } from './constants';
import { FixHistory } from './fix-history';
import { hintLadder } from './hints';
import { isJavaScript, languageKey } from './language';
import { type AutoFixTools, autoFix } from './local/autofix/autofix';
import { conditionAssignments } from './local/autofix/eslint';
import { generateCode } from './local/codegen';
import { localCompletions } from './local/completion';
import { generateDocs } from './local/docs';
import { diagnose as diagnoseCode } from './local/diagnose/diagnose';
import { explainCode } from './local/explain';
import { optimizeChecked } from './local/optimize';
import { analyzeQuality } from './local/quality';
import { smartComplete } from './local/smart-completion';
import { typoSuggestions } from './local/typos';
import {
  type AiProvider,
  type Answer,
  type AutoFixOptions,
  type AutoFixResult,
  type BatchFile,
  type BatchFixResult,
  type CallOptions,
  type CodeStyle,
  type HintProblem,
  type GenerateCodeOptions,
  type ProviderInfo,
  type RunStory,
  type Suggestion,
  throwIfAborted,
} from './types';

export interface LocalProviderOptions {
  /** Where Ruff's wasm comes from (Python auto-fix); see AutoFixTools. */
  tools?: AutoFixTools;
  history?: FixHistory;
}

const RULES: ProviderInfo = { kind: 'local', model: 'rules' };

function linterName(language: string): string {
  const key = languageKey(language);
  if (isJavaScript(key)) return 'eslint+prettier';
  if (key === 'python') return 'ruff';
  return 'prettier';
}

export class LocalProvider implements AiProvider {
  readonly kind = 'local' as const;
  readonly history: FixHistory;
  private readonly tools: AutoFixTools;

  constructor(options: LocalProviderOptions = {}) {
    this.tools = options.tools ?? {};
    this.history = options.history ?? new FixHistory();
  }

  async complete(code: string, language: string, offset: number, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { suggestions: localCompletions(code, language, offset), provider: RULES };
  }

  async smartComplete(code: string, language: string, offset: number, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { items: smartComplete(code, language, offset), provider: RULES };
  }

  /**
   * Typo fixes (confidence 0.9) and, when the selection parses, the linter's fixable slips as one
   * replacement of the whole selection (confidence 0.85), and advice where a condition assigns
   * (`if (x = 2)`). Nothing for blank text.
   */
  async correct(selection: string, language: string, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    if (!selection.trim()) return { suggestions: [], provider: RULES };
    const suggestions: Suggestion[] = typoSuggestions(selection, language);
    const linted = await autoFix(
      selection,
      language,
      { format: false, disable: ['typo'] },
      this.tools,
      options.signal,
    );
    if (linted.fixed && linted.fixed_code !== selection) {
      suggestions.push({
        type: 'correction',
        text: linted.fixed_code,
        confidence: CORRECTION_CONFIDENCE,
        startPos: 0,
        endPos: selection.length,
        description: (linted.details ?? []).map((d) => d.message).join('; '),
      });
    }
    // An assignment in a condition is named where it is, never changed: the user decides.
    const key = languageKey(language);
    if (isJavaScript(key)) {
      for (const a of (await conditionAssignments(selection, key === 'jsx')) ?? []) {
        if (a.wrapped) continue;
        suggestions.push({
          type: 'correction',
          kind: 'advice',
          text:
            a.operator === 'assign'
              ? 'A single = stores a value in the variable; === compares. Change it if you meant to compare.'
              : 'This changes the variable each time it is checked. Change it if you meant to compare.',
          description: a.message,
          confidence: CORRECTION_CONFIDENCE,
          startPos: a.start,
          endPos: a.end,
        });
      }
    }
    return {
      suggestions,
      provider: { kind: 'local', model: linterName(language) } as ProviderInfo,
    };
  }

  async optimize(code: string, language: string, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { suggestions: await optimizeChecked(code, language), provider: RULES };
  }

  async analyzeQuality(code: string, language: string, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { ...analyzeQuality(code, language), provider: RULES };
  }

  async autoFix(
    code: string,
    language: string,
    fixOptions: AutoFixOptions = {},
    options: CallOptions = {},
  ): Promise<Answer<AutoFixResult>> {
    const result = await autoFix(code, language, fixOptions, this.tools, options.signal);
    this.history.record(result, language);
    return { ...result, provider: { kind: 'local', model: linterName(language) } };
  }

  async batchAutoFix(
    files: BatchFile[],
    fixOptions: AutoFixOptions = {},
    options: CallOptions = {},
  ) {
    const results: BatchFixResult[] = [];
    for (const file of files) {
      throwIfAborted(options.signal);
      const result = await autoFix(
        file.code,
        file.language,
        fixOptions,
        this.tools,
        options.signal,
      );
      this.history.record(result, file.language);
      results.push({ name: file.name, ...result });
    }
    return { results, provider: RULES };
  }

  async fixStatistics(options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { ...this.history.statistics(), provider: RULES };
  }

  async fixReport(options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { ...this.history.report(), provider: RULES };
  }

  async generateDocs(code: string, language: string, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { ...generateDocs(code, language), provider: RULES };
  }

  /**
   * Explain: the real run's story when the request carries one, what the code defines, and the
   * problems `diagnose` finds (local/explain.ts).
   */
  async explain(code: string, language: string, run?: RunStory, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    const explanation = await explainCode(code, language, this.tools, options.signal, run);
    return { ...explanation, provider: { kind: 'local', model: 'rules' } as ProviderInfo };
  }

  /** The beginner mistakes `diagnose` names in the code as written (local/diagnose). */
  async diagnose(code: string, language: string, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    const problems = await diagnoseCode(code, language, this.tools, options.signal);
    return { problems, provider: RULES };
  }

  /** The built-in ladder: the family's meaning, the line, the advice, the finding's edit. */
  async hint(code: string, _language: string, problem: HintProblem, options: CallOptions = {}) {
    throwIfAborted(options.signal);
    return { rungs: hintLadder(problem, code), provider: RULES };
  }

  async generateCode(
    description: string,
    style?: CodeStyle,
    genOptions: GenerateCodeOptions = {},
    options: CallOptions = {},
  ) {
    throwIfAborted(options.signal);
    return { ...generateCode(description, style, genOptions), provider: RULES };
  }
}
