/**
 * The mistake corpus (src/core/ai/local/diagnose/__fixtures__): how many classic beginner
 * mistakes the built-in engine names correctly (the right rule on the right line, and nothing on
 * a correct program), per language, against the target of 90%, with the cases it misses and the
 * time a diagnosis takes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeRuffWasm } from '../src/core/ai/node/ruff-wasm.ts';
import { nodeTypeLibs } from '../src/core/ai/node/type-libs.ts';
import { parseCase, scoreCorpus } from '../src/core/ai/local/diagnose/corpus.ts';
import { diagnose } from '../src/core/ai/local/diagnose/diagnose.ts';
import { record, timing } from './lib/report.ts';

const TARGET = 0.9;
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/core/ai/local/diagnose/__fixtures__',
);
const tools = { ruffWasm: nodeRuffWasm, typeLibs: nodeTypeLibs };

let short = false;
const figures: Record<string, unknown> = {};
for (const language of ['javascript', 'python']) {
  const dir = path.join(fixtures, language);
  const cases = readdirSync(dir)
    .sort()
    .map((name) => parseCase(name, readFileSync(path.join(dir, name), 'utf8')));
  const times: number[] = [];
  const score = await scoreCorpus(language, cases, async (c) => {
    const start = performance.now();
    const found = await diagnose(c.code, c.language, tools);
    times.push(performance.now() - start);
    return found;
  });
  const share = score.total ? score.named / score.total : 0;
  if (share < TARGET || score.total < 30) short = true;
  figures[language] = {
    named: `${score.named}/${score.total}`,
    percent: Math.round(share * 1000) / 10,
    verdict: share >= TARGET && score.total >= 30 ? 'PASS' : 'FAIL',
    // The first call loads the linter; the median is what a user waits for afterwards.
    diagnosis: timing(times.slice(1)),
  };
  for (const miss of score.misses) {
    console.log(
      `${language} miss ${miss.name}: expected ${miss.expected}; found ${miss.found.join(' | ') || 'nothing'}`,
    );
  }
}
record('mistakes', { targetPercent: TARGET * 100, ...figures });
process.exit(short ? 1 : 0);
