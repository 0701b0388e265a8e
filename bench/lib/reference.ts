/**
 * A suite's ratios against the committed ones of its previous run on the same machine, so a
 * regression fails the bench the day it lands instead of being found weeks later. Ratios measured
 * on another machine say nothing about this one: the check is skipped there, with a message.
 * The reference file maps a machine (CPU model, cores, memory, browser version) to its figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** How far a ratio may move from the reference, either way, before the check fails. */
export const TOLERANCE = 0.1;

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  browser: string;
}

export interface ReferenceEntry {
  machine: Machine;
  ratios: Record<string, number>;
  measuredAt: string;
}

export function thisMachine(browser: string): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    browser,
  };
}

export const machineKey = (m: Machine) => `${m.cpu} × ${m.cores}, ${m.memoryGb} GB, ${m.browser}`;

export interface Verdict {
  /** `skipped`: no reference for this machine (or for any ratio of this run). */
  status: 'pass' | 'fail' | 'skipped';
  lines: string[];
}

/** Each ratio of this run against the reference entry for its machine. */
export function checkAgainst(
  reference: ReadonlyMap<string, ReferenceEntry>,
  machine: Machine,
  ratios: Readonly<Record<string, number>>,
  tolerance = TOLERANCE,
): Verdict {
  const entry = reference.get(machineKey(machine));
  if (!entry) {
    return {
      status: 'skipped',
      lines: [`no reference figures for this machine (${machineKey(machine)}): not checked`],
    };
  }
  const lines: string[] = [];
  let compared = 0;
  let failed = false;
  for (const [name, now] of Object.entries(ratios)) {
    if (!Object.hasOwn(entry.ratios, name)) continue;
    const before = entry.ratios[name];
    if (before === undefined || !(before > 0) || !Number.isFinite(now)) continue;
    compared += 1;
    const moved = now / before - 1;
    const bad = Math.abs(moved) > tolerance;
    failed ||= bad;
    const sign = moved >= 0 ? '+' : '';
    lines.push(
      `${bad ? 'FAIL' : 'PASS'}  ${name}: ${now} against ${before} of ${entry.measuredAt.slice(0, 10)} (${sign}${(moved * 100).toFixed(0)}%)`,
    );
  }
  if (compared === 0) {
    return { status: 'skipped', lines: ['the reference has none of these ratios: not checked'] };
  }
  return { status: failed ? 'fail' : 'pass', lines };
}

export function readReference(file: string): Map<string, ReferenceEntry> {
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object') return new Map();
  return new Map(Object.entries(parsed as Record<string, ReferenceEntry>));
}

/** Stores this run's ratios as the reference for its machine, keeping the other machines'. */
export function writeReference(
  file: string,
  machine: Machine,
  ratios: Readonly<Record<string, number>>,
): void {
  const all = readReference(file);
  all.set(machineKey(machine), {
    machine,
    ratios: { ...ratios },
    measuredAt: new Date().toISOString(),
  });
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(all), null, 2)}\n`);
}
