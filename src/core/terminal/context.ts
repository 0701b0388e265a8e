/**
 * What a command gets when it runs: the terminal type, the file system, the directory and
 * environment (which it may change), the clock, and three ways to print (plain, success,
 * error). Shared by the built-ins, the Windows-style commands and the language tools.
 */
import type { Family, SimpleCommand } from './parse';
import type { OutputLine, TerminalTypeDef } from './types';
import {
  fromWindowsPath,
  resolvePath,
  toProjectPath,
  type VfsNode,
  type VirtualFileSystem,
} from './vfs';
import { PROJECT_ROOT } from './types';

export interface CommandContext {
  type: TerminalTypeDef;
  family: Family;
  vfs: VirtualFileSystem;
  /** The terminal path of the current directory; commands such as cd change it. */
  cwd: string;
  env: Record<string, string>;
  now: () => Date;
  /** Lines typed before this one, oldest first. */
  history: readonly string[];
  out: (text: string) => void;
  ok: (text: string) => void;
  err: (text: string) => void;
  /** Set by `clear` / `exit`. */
  effect: 'clear' | 'exit' | null;
  /** Where `arg` points, as a terminal path and (when inside the project) a project path. */
  locate: (arg: string) => { terminal: string; project: string | null };
  /** Names of the commands this terminal knows, for `help`. */
  commandNames: () => string[];
}

/** Returns an exit status: 0 for success. */
export type CommandFn = (args: string[], ctx: CommandContext, command: SimpleCommand) => number;

export interface CommandSpec {
  run: CommandFn;
  /** One line for `help`. */
  summary: string;
}

export function makeContext(input: {
  type: TerminalTypeDef;
  vfs: VirtualFileSystem;
  cwd: string;
  env: Record<string, string>;
  now: () => Date;
  history: readonly string[];
  sink: (line: OutputLine) => void;
  commandNames: () => string[];
}): CommandContext {
  const ctx: CommandContext = {
    type: input.type,
    family: input.type.family,
    vfs: input.vfs,
    cwd: input.cwd,
    env: input.env,
    now: input.now,
    history: input.history,
    effect: null,
    out: (text) => input.sink({ text, kind: 'output' }),
    ok: (text) => input.sink({ text, kind: 'success' }),
    err: (text) => input.sink({ text, kind: 'error' }),
    locate: (arg) => {
      const terminal =
        input.type.family === 'posix' ? resolvePath(ctx.cwd, arg) : fromWindowsPath(ctx.cwd, arg);
      return { terminal, project: toProjectPath(terminal) };
    },
    commandNames: input.commandNames,
  };
  return ctx;
}

export const OUTSIDE_PROJECT = `outside the project folder: this terminal sees only ${PROJECT_ROOT}`;

/** Finds the nearest `name` in the current folder or a folder above it, inside the project. */
export function findUp(
  ctx: CommandContext,
  name: string,
): { path: string; node: VfsNode; content: string } | null {
  let dir = toProjectPath(ctx.cwd);
  while (dir !== null) {
    const path = dir === '/' ? `/${name}` : `${dir}/${name}`;
    const node = ctx.vfs.stat(path);
    if (node?.type === 'file') return { path, node, content: ctx.vfs.read(path) ?? '' };
    if (dir === '/') break;
    dir = dir.slice(0, dir.lastIndexOf('/')) || '/';
  }
  return null;
}

/** A file in the current folder, for tools that take a file operand. */
export function readOperand(
  ctx: CommandContext,
  arg: string,
): { kind: 'file'; content: string; project: string } | { kind: 'folder' } | { kind: 'missing' } {
  const { project } = ctx.locate(arg);
  if (project === null) return { kind: 'missing' };
  const node = ctx.vfs.stat(project);
  if (!node) return { kind: 'missing' };
  if (node.type === 'folder') return { kind: 'folder' };
  return { kind: 'file', content: ctx.vfs.read(project) ?? '', project };
}

/** The terminal path of a project path, e.g. for messages. */
export const shown = (project: string) => (project === '/' ? PROJECT_ROOT : PROJECT_ROOT + project);
