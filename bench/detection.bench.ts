/**
 * Language detection on real source files the project did not write: files of the supported
 * languages, gathered from what is installed on this machine (node_modules, /usr, the home folder's
 * toolchains), deduplicated by content, their names stripped. The content-only part of the cascade
 * (shebang, modeline, signatures, the guesslang model, pair heuristics) is compared with the truth
 * from each file's extension.
 *
 * The model runs here on the same pure-JavaScript CPU backend that the browser's detection
 * worker uses (the package's Node loaders read the same model files), in a worker thread.
 *
 * Prints per-language accuracy, overall top-1 accuracy (all languages, and the languages the
 * model covers), how often detection abstained, and median/p95 latency per file and for a
 * 2,000-line file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { languageFromFileName } from '../src/core/languages/registry';
import { MODEL_COVERED_IDS } from '../src/core/languages/detect';
import { record, timing } from './lib/report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PER_LANGUAGE = 25;
const MIN_BYTES = 300;
const MAX_BYTES = 150_000;
const CANDIDATES_PER_ROOT = 60;
const ENTRIES_PER_ROOT = 300_000;
const SEARCH_ROOTS = [
  path.join(root, 'node_modules'),
  '/usr/share',
  '/usr/lib',
  '/usr/include',
  '/usr/local/lib',
  '/opt',
  homedir(),
];
const SKIP_DIRS = new Set([
  '.git',
  '.cache',
  'test-results',
  'dist',
  // Generated data that only wears a source extension (documentation search indexes).
  'search.index',
  'search-index',
]);

/**
 * Language id → candidate paths, gathered with a breadth-first walk of each root in turn, each
 * root with its own budget and its own cap per language, so no single tree fills the corpus.
 */
function gather(): Map<string, string[]> {
  const byLanguage = new Map<string, string[]>();
  for (const start of SEARCH_ROOTS) {
    const fromThisRoot = new Map<string, number>();
    const queue = [start];
    let visited = 0;
    while (queue.length > 0 && visited < ENTRIES_PER_ROOT) {
      const dir = queue.shift() as string;
      let names: string[];
      try {
        names = readdirSync(dir).sort();
      } catch {
        continue;
      }
      for (const name of names) {
        visited++;
        const full = path.join(dir, name);
        if (full.startsWith(path.join(root, 'src')) || full.startsWith(path.join(root, 'bench'))) {
          continue;
        }
        const stats = statSync(full, { throwIfNoEntry: false });
        if (!stats) continue;
        if (stats.isDirectory()) {
          if (!SKIP_DIRS.has(name) && !(start === homedir() && name === 'node_modules')) {
            queue.push(full);
          }
          continue;
        }
        if (!stats.isFile() || stats.size < MIN_BYTES || stats.size > MAX_BYTES) continue;
        const match = languageFromFileName(name);
        // Only extensions that say one language for sure are ground truth.
        if (!match || match.by !== 'extension' || match.ambiguous) continue;
        const id = match.language.id;
        if (id === 'plaintext' || (fromThisRoot.get(id) ?? 0) >= CANDIDATES_PER_ROOT) continue;
        fromThisRoot.set(id, (fromThisRoot.get(id) ?? 0) + 1);
        byLanguage.set(id, [...(byLanguage.get(id) ?? []), full]);
      }
    }
  }
  return byLanguage;
}

interface Sample {
  truth: string;
  file: string;
  content: string;
}

function looksGenerated(content: string): boolean {
  const lines = content.split('\n');
  return (
    lines.some((l) => l.length > 1000) ||
    content.includes('\u0000') ||
    /^(\/\/|\/\*|#)?\s*(this file is )?(auto-?)?generated\b/im.test(content.slice(0, 400))
  );
}

function sample(byLanguage: Map<string, string[]>): Sample[] {
  const samples: Sample[] = [];
  const hashes = new Set<string>();
  for (const [truth, files] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...files].sort();
    const picked: Sample[] = [];
    // Evenly spaced through the sorted list, so one package does not fill a language.
    const step = Math.max(1, Math.floor(sorted.length / (PER_LANGUAGE * 2)));
    for (let i = 0; i < sorted.length && picked.length < PER_LANGUAGE; i += step) {
      const file = sorted[i] as string;
      let content: string;
      try {
        content = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      if (looksGenerated(content)) continue;
      const hash = createHash('sha1').update(content).digest('hex');
      if (hashes.has(hash)) continue;
      hashes.add(hash);
      picked.push({ truth, file, content });
    }
    samples.push(...picked);
  }
  return samples;
}

interface WorkerAnswer {
  id: number;
  languageId: string | null;
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

const percent = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);

async function main() {
  const t0 = Date.now();
  const samples = sample(gather());
  const languages = new Set(samples.map((s) => s.truth));
  console.log(
    `Corpus: ${samples.length} files in ${languages.size} languages (gathered in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const worker = startWorker();
  await worker.detect('def warm_up():\n    return "the model loads on first use"\n');

  const files = await evaluate(worker, samples);
  // What a beginner pastes: the first 10 non-blank lines of each file.
  const snippets = await evaluate(
    worker,
    samples
      .map((s) => ({
        ...s,
        content: s.content
          .split('\n')
          .filter((l) => l.trim() !== '')
          .slice(0, 10)
          .join('\n'),
      }))
      .filter((s) => s.content.replace(/\s/g, '').length >= 20),
  );

  // A 2,000-line file: real Python from the corpus, repeated up to 2,000 lines.
  const python = samples.filter((s) => s.truth === 'python').map((s) => s.content);
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
    corpusFiles: files.total,
    corpusLanguages: Object.keys(files.perLanguage).length,
    top1Accuracy: files.top1,
    top1AccuracyModelLanguages: files.top1Covered,
    abstained: files.abstained,
    rightWhenAnswered: files.rightWhenAnswered,
    perLanguage: files.perLanguage,
    commonConfusions: files.confusions,
    snippets: snippets.total,
    snippetTop1Accuracy: snippets.top1,
    snippetTop1AccuracyModelLanguages: snippets.top1Covered,
    snippetAbstained: snippets.abstained,
    snippetRightWhenAnswered: snippets.rightWhenAnswered,
    snippetConfusions: snippets.confusions,
    perFileLatency: timing(files.latencies),
    latency2000Lines: { ...timing(bigLatencies), characters: big.length },
  });
}

async function evaluate(worker: ReturnType<typeof startWorker>, samples: Sample[]) {
  const perLanguage = new Map<string, { right: number; total: number; abstained: number }>();
  const latencies: number[] = [];
  const confusions = new Map<string, number>();
  for (const s of samples) {
    const answer = await worker.detect(s.content);
    latencies.push(answer.ms);
    const stats = perLanguage.get(s.truth) ?? { right: 0, total: 0, abstained: 0 };
    stats.total++;
    if (answer.languageId === s.truth) stats.right++;
    else if (answer.languageId === null) {
      stats.abstained++;
      if (process.env.BENCH_DEBUG) console.log(`  abstained: ${s.file} is ${s.truth}`);
    } else {
      if (process.env.BENCH_DEBUG)
        console.log(
          `  miss: ${s.file} is ${s.truth}, detected ${answer.languageId} (${answer.evidence})`,
        );
      const key = `${s.truth} → ${answer.languageId}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
    perLanguage.set(s.truth, stats);
  }

  const perLanguageText: Record<string, string> = {};
  let right = 0;
  let total = 0;
  let coveredRight = 0;
  let coveredTotal = 0;
  let abstained = 0;
  for (const [id, s] of [...perLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    perLanguageText[id] =
      `${s.right}/${s.total} (${percent(s.right, s.total)})` +
      (MODEL_COVERED_IDS.has(id) ? '' : ' [not in the model]');
    right += s.right;
    total += s.total;
    abstained += s.abstained;
    if (MODEL_COVERED_IDS.has(id)) {
      coveredRight += s.right;
      coveredTotal += s.total;
    }
  }
  return {
    total,
    top1: percent(right, total),
    top1Covered: percent(coveredRight, coveredTotal),
    abstained: `${abstained} (${percent(abstained, total)})`,
    rightWhenAnswered: percent(right, total - abstained),
    perLanguage: perLanguageText,
    confusions: [...confusions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, n]) => `${k} ×${n}`),
    latencies,
  };
}

await main();
