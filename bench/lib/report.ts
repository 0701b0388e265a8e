/**
 * What every benchmark suite shares: timing figures and one results file. Each suite prints its
 * figures as a table and merges them into bench/results.json under its own name, so
 * `npm run bench` leaves one JSON file with every figure of the last run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'results.json',
);

/** The value below which `p` of the sorted samples lie (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Timing {
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export function timing(samples: readonly number[]): Timing {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    samples: samples.length,
    medianMs: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    maxMs: round(Math.max(...samples)),
  };
}

/** Prints `figures` under `suite` and stores them in bench/results.json. */
export function record(suite: string, figures: Record<string, unknown>): void {
  console.log(`\n## ${suite}`);
  for (const [name, value] of Object.entries(figures)) {
    console.log(`  ${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  let all: Record<string, unknown> = {};
  if (existsSync(RESULTS_FILE)) {
    try {
      all = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      all = {};
    }
  }
  all[suite] = { ...figures, measuredAt: new Date().toISOString() };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
