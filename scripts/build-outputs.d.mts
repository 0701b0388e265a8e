// Types of build-outputs.mjs, which `npm start` runs with plain Node.
import type { SpawnSyncReturns } from 'node:child_process';

export interface BuildOutput {
  name: string;
  out: string;
  entry: string;
  args: string[];
  env(): Record<string, string>;
  inputs: string[];
}

export const ROOT: string;
export const VITE: string;
export function appOutput(out?: string): BuildOutput;
export function serverOutput(out?: string): BuildOutput;
export function staleReason(target: BuildOutput): string | null;
export function build(target: BuildOutput): SpawnSyncReturns<Buffer>;
