/**
 * Language detection on the corpus of real-world files in test-fixtures/detection (one folder
 * per language of the registry, beginner-to-intermediate programs and files from installed
 * packages). The content-only part of the cascade (shebang, modeline, signatures, content cues,
 * the guesslang model, pair heuristics) is compared with each file's folder, on whole files and
 * on their first 10 lines (what a beginner pastes).
 *
 * The model runs here on the same pure-JavaScript CPU backend that the browser's detection
 * worker uses (the package's Node loaders read the same model files), in a worker thread.
 *
 * Prints per-language accuracy on whole files and on 10-line snippets, the overall figures,
 * the calibration (the share of right answers among those shown at 90% or more) and
 * median/p95 latency per file and for a 2,000-line file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MODEL_COVERED_IDS } from '../src/core/languages/detect';
import {
  firstLines,
  loadCorpus,
  percent,
  score,
  SURE,
  type Answer,
  type CorpusFile,
  type Scores,
} from './lib/detection-corpus';
import { record, timing } from './lib/report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface WorkerAnswer extends Answer {
  id: number;
  evidence: string | null;
  ms: number;
}

function startWorker() {
  const worker = new Worker(path.join(root, 'bench', 'lib', 'detection-worker.mjs'), {
    workerData: { root },
  });
  const waiting = new Map<number, (a: WorkerAnswer) => void>();
  worker.on('message', (answer: WorkerAnswer) => waiting.get(answer.id)?.(answer));
  let next = 0;
  return {
    detect(content: string, modelOnly = false): Promise<WorkerAnswer> {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, content, modelOnly });
      });
    },
    stop: () => worker.terminate(),
  };
}

async function run(worker: ReturnType<typeof startWorker>, samples: readonly CorpusFile[]) {
  const answers: WorkerAnswer[] = [];
  for (const s of samples) answers.push(await worker.detect(s.content));
  return { scores: score(samples, answers), latencies: answers.map((a) => a.ms) };
}

function overall(s: Scores) {
  return {
    accuracy: `${s.right}/${s.total} (${percent(s.right, s.total)})`,
    shown: `${s.shown} (${percent(s.shown, s.total)})`,
    rightWhenShown: percent(s.shownRight, s.shown),
    [`rightWhenShownAt${SURE * 100}%`]: `${s.sureRight}/${s.sure} (${percent(s.sureRight, s.sure)})`,
  };
}

function confusions(s: Scores): string[] {
  const counts = new Map<string, number>();
  for (const m of s.misses) {
    const key = `${m.truth} → ${m.answer ?? 'nothing'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([k, n]) => `${k} ×${n}`);
}

async function main() {
  const corpus = loadCorpus();
  const snippets = corpus.map((s) => ({ ...s, content: firstLines(s.content) }));
  console.log(
    `Corpus: ${corpus.length} files in ${new Set(corpus.map((s) => s.truth)).size} languages`,
  );
  const worker = startWorker();
  await worker.detect('def warm_up():\n    return "the model loads on first use"\n');

  const files = await run(worker, corpus);
  const short = await run(worker, snippets);

  console.log('\nlanguage        whole files      first 10 lines');
  for (const [id, f] of files.scores.perLanguage) {
    const s = short.scores.perLanguage.get(id) ?? { right: 0, total: 0 };
    const model = MODEL_COVERED_IDS.has(id) ? '' : '  [not in the model]';
    console.log(
      `${id.padEnd(15)} ${`${f.right}/${f.total}`.padStart(5)} ${percent(f.right, f.total).padStart(7)}` +
        `    ${`${s.right}/${s.total}`.padStart(5)} ${percent(s.right, s.total).padStart(7)}${model}`,
    );
  }
  if (process.env.BENCH_DEBUG) {
    for (const [what, r] of [
      ['file', files],
      ['snippet', short],
    ] as const) {
      for (const m of r.scores.misses) {
        console.log(`  ${what} miss: ${m.file} → ${m.answer ?? 'nothing'} (${m.confidence})`);
      }
    }
  }

  // A 2,000-line file: the corpus's Python, repeated up to 2,000 lines.
  const python = corpus.filter((s) => s.truth === 'python').map((s) => s.content);
  const lines: string[] = [];
  for (let i = 0; lines.length < 2000 && python.length > 0; i++) {
    lines.push(...(python[i % python.length] as string).split('\n'));
  }
  const big = lines.slice(0, 2000).join('\n');
  const bigLatencies: number[] = [];
  // Measured through the model (the slow step), whatever the rules would have said.
  for (let i = 0; i < 30; i++) bigLatencies.push((await worker.detect(big, true)).ms);
  await worker.stop();

  record('detection', {
    corpusFiles: corpus.length,
    corpusLanguages: files.scores.perLanguage.size,
    wholeFiles: overall(files.scores),
    snippets10Lines: overall(short.scores),
    wholeFileConfusions: confusions(files.scores),
    snippetConfusions: confusions(short.scores),
    perFileLatency: timing(files.latencies),
    latency2000Lines: { ...timing(bigLatencies), characters: big.length },
  });
}

await main();
