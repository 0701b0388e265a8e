/**
 * The mistake corpus: how many beginner mistakes the built-in engine names on their line, per
 * language. Two halves, reported apart: the fixtures the rules were written with
 * (`__fixtures__`, target 90%) and the held-out half written before the rules and never tuned
 * to (`__heldout__`, target 85%): there also whether the smallest edit given turns the program
 * into its fixed version, and false alarms on correct programs (target 0). Then the time a
 * diagnosis takes after a keystroke in a 300-line file, and the type checkers' first answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeRuffWasm } from '../src/core/ai/node/ruff-wasm.ts';
import { nodePyright } from '../src/core/ai/node/pyright-host.ts';
import { nodeTypeLibs } from '../src/core/ai/node/type-libs.ts';
import {
  type MistakeCase,
  applyEdit,
  comparable,
  namingFinding,
  parseCase,
  scoreCorpus,
} from '../src/core/ai/local/diagnose/corpus.ts';
import { diagnose } from '../src/core/ai/local/diagnose/diagnose.ts';
import { longProgram } from './lib/content.ts';
import { record, timing } from './lib/report.ts';

const FIXTURES_TARGET = 0.9;
const HELD_OUT_TARGET = 0.85;
const KEYSTROKE_BUDGET_MS = 300;
const FIRST_ANSWER_BUDGET_MS = 3000;
const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = (half: string, language: string) =>
  path.resolve(here, '../src/core/ai/local/diagnose', half, language);
const tools = { ruffWasm: nodeRuffWasm, typeLibs: nodeTypeLibs, pyright: nodePyright };
const LANGUAGES = ['javascript', 'python'] as const;
const EXTENSION = { javascript: '.js', python: '.py' };

function read(dir: string, name: string): MistakeCase {
  return parseCase(name, readFileSync(path.join(dir, name), 'utf8'));
}

// The type checkers' first answer, before anything else has started them.
const firstAnswer: Record<string, number> = {};
for (const language of LANGUAGES) {
  const start = performance.now();
  await diagnose(longProgram(language), language, tools);
  firstAnswer[language] = Math.round(performance.now() - start);
}

let short = false;
const figures: Record<string, unknown> = {};
for (const language of LANGUAGES) {
  const dir = corpus('__fixtures__', language);
  const cases = readdirSync(dir)
    .sort()
    .map((name) => read(dir, name));
  const times: number[] = [];
  const score = await scoreCorpus(language, cases, async (c) => {
    const start = performance.now();
    const found = await diagnose(c.code, c.language, tools);
    times.push(performance.now() - start);
    return found;
  });
  const share = score.total ? score.named / score.total : 0;
  if (share < FIXTURES_TARGET || score.total < 30) short = true;
  figures[`${language} fixtures`] = {
    named: `${score.named}/${score.total}`,
    percent: Math.round(share * 1000) / 10,
    verdict: share >= FIXTURES_TARGET && score.total >= 30 ? 'PASS' : 'FAIL',
    diagnosis: timing(times),
  };
  for (const miss of score.misses) {
    console.log(
      `${language} fixture miss ${miss.name}: expected ${miss.expected}; found ${miss.found.join(' | ') || 'nothing'}`,
    );
  }
}

for (const language of LANGUAGES) {
  const dir = corpus('__heldout__', language);
  const names = readdirSync(dir)
    .filter((n) => n.endsWith(EXTENSION[language]))
    .sort();
  let named = 0;
  let mistakes = 0;
  let withEdit = 0;
  let editFixes = 0;
  let correct = 0;
  let falseAlarms = 0;
  let fixedStillFlagged = 0;
  const byFamily = new Map<string, [number, number]>();
  for (const name of names) {
    const c = read(dir, name);
    const found = await diagnose(c.code, c.language, tools);
    if (c.expect) {
      mistakes += 1;
      const family = byFamily.get(c.expect.rule) ?? [0, 0];
      family[1] += 1;
      const naming = namingFinding(c, found);
      if (naming) {
        named += 1;
        family[0] += 1;
        if (naming.edit) {
          withEdit += 1;
          const fixed = readFileSync(path.join(dir, name.replace(/(\.\w+)$/, '.fixed$1')), 'utf8');
          if (comparable(applyEdit(c.code, naming.edit)) === comparable(fixed)) editFixes += 1;
          else console.log(`${language} held-out edit does not give the fix: ${name}`);
        }
      } else {
        console.log(
          `${language} held-out miss ${name}: expected ${c.expect.rule} line ${c.expect.line}; found ${found.map((d) => `${d.rule} line ${d.line ?? '?'}`).join(' | ') || 'nothing'}`,
        );
      }
      byFamily.set(c.expect.rule, family);
    } else if (name.startsWith('ok-')) {
      correct += 1;
      if (found.length > 0) {
        falseAlarms += 1;
        console.log(
          `${language} false alarm ${name}: ${found.map((d) => `${d.rule} line ${d.line ?? '?'}`).join(' | ')}`,
        );
      }
    } else if (found.length > 0) fixedStillFlagged += 1;
  }
  const share = mistakes ? named / mistakes : 0;
  const pass = share >= HELD_OUT_TARGET && falseAlarms === 0 && correct >= 30;
  if (!pass) short = true;
  figures[`${language} held-out`] = {
    named: `${named}/${mistakes}`,
    percent: Math.round(share * 1000) / 10,
    edits: `${editFixes} of ${withEdit} edits give the fixed program (${named - withEdit} named without an edit)`,
    falseAlarms: `${falseAlarms}/${correct}`,
    fixedVersionsStillFlagged: `${fixedStillFlagged}/${mistakes}`,
    verdict: pass ? 'PASS' : 'FAIL',
    missedFamilies: [...byFamily]
      .filter(([, [n, t]]) => n < t)
      .map(([f, [n, t]]) => `${f} ${n}/${t}`)
      .join(', '),
  };
}

for (const language of LANGUAGES) {
  const program = longProgram(language);
  const lines = program.split('\n');
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    // One more character typed at the end of a line in the middle, as a user types.
    const at = 150 + (i % 10);
    lines[at] = `${lines[at] ?? ''} `;
    const start = performance.now();
    await diagnose(lines.join('\n'), language, tools);
    times.push(performance.now() - start);
  }
  const keys = timing(times);
  const pass = keys.medianMs <= KEYSTROKE_BUDGET_MS;
  const firstPass = (firstAnswer[language] ?? Infinity) <= FIRST_ANSWER_BUDGET_MS;
  if (!pass || !firstPass) short = true;
  figures[`${language} 300-line file`] = {
    keystroke: keys,
    keystrokeVerdict: pass ? 'PASS' : 'FAIL',
    firstAnswerMs: firstAnswer[language],
    firstAnswerVerdict: firstPass ? 'PASS' : 'FAIL',
  };
}

record('mistakes', {
  targetPercent: { fixtures: FIXTURES_TARGET * 100, heldOut: HELD_OUT_TARGET * 100 },
  ...figures,
});
process.exit(short ? 1 : 0);
