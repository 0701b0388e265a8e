/**
 * The detection corpus: real-world files of every language of the registry, one folder per
 * language id under test-fixtures/detection (the folder is the truth). Files copied from
 * packages keep their licence beside them (`*.LICENSE.txt`, `*.NOTICE.txt`), which are not
 * samples. Shared by the detection benchmark and the unit test that holds its floors.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-fixtures',
  'detection',
);

export interface CorpusFile {
  /** The language id the file is written in (its folder). */
  truth: string;
  /** Its path under the corpus folder, for messages. */
  file: string;
  content: string;
}

const NOT_A_SAMPLE = /\.(LICENSE|NOTICE)\.txt$/;

export function loadCorpus(): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const truth of readdirSync(CORPUS_DIR).sort()) {
    for (const name of readdirSync(path.join(CORPUS_DIR, truth)).sort()) {
      if (NOT_A_SAMPLE.test(name)) continue;
      const content = readFileSync(path.join(CORPUS_DIR, truth, name), 'utf8');
      files.push({ truth, file: `${truth}/${name}`, content });
    }
  }
  return files;
}

/** What a beginner pastes: the first `n` lines of a file, as they are. */
export function firstLines(content: string, n = 10): string {
  return content.split('\n').slice(0, n).join('\n');
}

/** One answer of the content cascade: null when it offers nothing. */
export interface Answer {
  languageId: string | null;
  confidence: number;
}

/** At or above this confidence an answer counts as 'sure' for the calibration figure. */
export const SURE = 0.9;

export interface Scores {
  total: number;
  right: number;
  /** Answers offered (not null) and, of those, the right ones. */
  shown: number;
  shownRight: number;
  /** Answers offered at SURE or more, and how many of them were right. */
  sure: number;
  sureRight: number;
  perLanguage: Map<string, { right: number; total: number }>;
  /** 'truth → answer' for each miss. */
  misses: { file: string; truth: string; answer: string | null; confidence: number }[];
}

/**
 * Right means the answer names the file's language; for Plain Text, offering nothing is right
 * (the editor then leaves the file as it is).
 */
export function score(samples: readonly CorpusFile[], answers: readonly Answer[]): Scores {
  const scores: Scores = {
    total: 0,
    right: 0,
    shown: 0,
    shownRight: 0,
    sure: 0,
    sureRight: 0,
    perLanguage: new Map(),
    misses: [],
  };
  samples.forEach((sample, i) => {
    const answer = answers[i] ?? { languageId: null, confidence: 0 };
    const right =
      answer.languageId === sample.truth ||
      (sample.truth === 'plaintext' && answer.languageId === null);
    const stats = scores.perLanguage.get(sample.truth) ?? { right: 0, total: 0 };
    stats.total++;
    scores.total++;
    if (right) {
      stats.right++;
      scores.right++;
    } else {
      scores.misses.push({
        file: sample.file,
        truth: sample.truth,
        answer: answer.languageId,
        confidence: answer.confidence,
      });
    }
    scores.perLanguage.set(sample.truth, stats);
    if (answer.languageId !== null) {
      scores.shown++;
      if (right) scores.shownRight++;
      if (answer.confidence >= SURE) {
        scores.sure++;
        if (right) scores.sureRight++;
      }
    }
  });
  return scores;
}

export const ratio = (n: number, d: number): number => (d === 0 ? 1 : n / d);
export const percent = (n: number, d: number): string =>
  d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`;
