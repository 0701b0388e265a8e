/**
 * Floors for language detection on the corpus of real-world files (test-fixtures/detection),
 * a little below what the cascade reaches, so that a change that makes detection worse fails
 * here. The real guesslang model runs through the package's Node loader, as in
 * src/core/languages/model.test.ts; `npm run bench -- detection` prints the per-language figures.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import languageDetection from '@vscode/vscode-languagedetection';
import { detectContentWithModel, type ModelGuess } from '../src/core/languages/detect';
import { LANGUAGES } from '../src/core/languages/registry';
import {
  firstLines,
  loadCorpus,
  ratio,
  score,
  type Answer,
  type CorpusFile,
  type Scores,
} from './lib/detection-corpus';

const model = new languageDetection.ModelOperations();
const runModel = (text: string) => model.runModel(text) as Promise<ModelGuess[]>;

async function answers(samples: readonly CorpusFile[]): Promise<Answer[]> {
  const out: Answer[] = [];
  for (const s of samples) {
    const { detection } = await detectContentWithModel(s.content, runModel);
    out.push({ languageId: detection?.languageId ?? null, confidence: detection?.confidence ?? 0 });
  }
  return out;
}

const corpus = loadCorpus();
const snippets = corpus.map((s) => ({ ...s, content: firstLines(s.content) }));
let files: Scores;
let short: Scores;
const answerOf = new Map<string, Answer>();

const misses = (s: Scores) =>
  s.misses.map((m) => `${m.file} → ${m.answer ?? 'nothing'} (${m.confidence})`).join('\n');

describe('detection on the corpus of real-world files', () => {
  beforeAll(async () => {
    const whole = await answers(corpus);
    corpus.forEach((s, i) => answerOf.set(s.file, whole[i] as Answer));
    files = score(corpus, whole);
    short = score(snippets, await answers(snippets));
  }, 240_000);

  it('holds at least six files of every language of the registry', () => {
    for (const language of LANGUAGES) {
      expect(
        corpus.filter((s) => s.truth === language.id).length,
        language.id,
      ).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(corpus.map((s) => s.truth)).size).toBe(LANGUAGES.length);
  });

  it('names the language of whole files', () => {
    expect(ratio(files.right, files.total), misses(files)).toBeGreaterThanOrEqual(0.95);
  });

  it('names the language of their first 10 lines', () => {
    expect(ratio(short.right, short.total), misses(short)).toBeGreaterThanOrEqual(0.86);
  });

  it('is right when it says it is sure', () => {
    const sure = (s: Scores) => ratio(s.sureRight, s.sure);
    expect(sure(files)).toBeGreaterThanOrEqual(0.95);
    expect(sure(short)).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['javascript/php-in-string.js', 'javascript'],
    ['python/latex_report.py', 'python'],
    ['markdown/go-tutorial.md', 'markdown'],
    ['typescript/destructured-params.ts', 'typescript'],
    ['tsx/main.tsx', 'tsx'],
  ])('is not fooled by %s', (file, id) => {
    expect(answerOf.get(file)?.languageId).toBe(id);
  });
});
