/**
 * The simulated shell: parses a line, runs each command from the terminal type's command table
 * over the virtual file system, and returns what it printed and what changed (directory,
 * environment, clear or exit). Pure apart from the file system it is given. Lines that really
 * run a program (`node app.js`, `python`) never reach it: real-commands.ts plans those.
 */
import { assignment, BUILTINS } from './builtins';
import { makeContext, type CommandContext, type CommandSpec } from './context';
import { parseLine } from './parse';
import { TOOLS, typeWithTool } from './tools';
import {
  PROJECT_ROOT,
  terminalType,
  type OutputLine,
  type TerminalTypeDef,
  type TerminalTypeId,
} from './types';
import { toProjectPath, type VirtualFileSystem } from './vfs';
import { cmdDate, CMD_COMMANDS, POWERSHELL_COMMANDS } from './windows';

/** The answer to an unknown command. */
export const commandNotFound = (command: string) =>
  `Command not found: ${command}. Type "help" for available commands.`;

/** The commands a terminal type knows, by name as typed (lower case for PowerShell and cmd). */
export function commandTable(type: TerminalTypeDef): Map<string, CommandSpec> {
  const table = new Map<string, CommandSpec>();
  const add = (entries: Record<string, CommandSpec>) => {
    for (const [name, spec] of Object.entries(entries)) {
      table.set(type.family === 'posix' ? name : name.toLowerCase(), spec);
    }
  };
  add(BUILTINS);
  if (type.family === 'powershell') add(POWERSHELL_COMMANDS);
  if (type.family === 'cmd') {
    add(CMD_COMMANDS);
    table.set('date', { summary: 'print the date', run: (_a, ctx) => cmdDate(ctx) });
  }
  add(TOOLS[type.id]);
  return table;
}

/** The names `help` lists: the type's own spelling, built-ins first. */
export function commandNames(type: TerminalTypeDef): string[] {
  const own =
    type.family === 'powershell'
      ? Object.keys(POWERSHELL_COMMANDS)
      : type.family === 'cmd'
        ? [...Object.keys(CMD_COMMANDS), 'date']
        : [];
  const names = [...Object.keys(BUILTINS), ...own, ...Object.keys(TOOLS[type.id])];
  return [...new Set(names)];
}

export interface ShellState {
  type: TerminalTypeId;
  cwd: string;
  env: Readonly<Record<string, string>>;
  /** Lines typed before this one, oldest first. */
  history: readonly string[];
}

export interface ShellResult {
  output: OutputLine[];
  cwd: string;
  env: Record<string, string>;
  effect: 'clear' | 'exit' | null;
  /** The exit status of the last command run. */
  status: number;
}

export interface ShellDeps {
  vfs: VirtualFileSystem;
  now: () => Date;
}

/** Runs a line. Returns null for an empty or whitespace-only line, which is ignored. */
export function execute(input: string, state: ShellState, deps: ShellDeps): ShellResult | null {
  if (input.trim() === '') return null;
  const type = terminalType(state.type);
  const env = { ...state.env };
  const output: OutputLine[] = [];
  const result = (status: number, effect: ShellResult['effect'] = null): ShellResult => ({
    output,
    cwd: ctx.cwd,
    env: ctx.env,
    effect,
    status,
  });
  let sink: (line: OutputLine) => void = (line) => output.push(line);
  const ctx: CommandContext = makeContext({
    type,
    vfs: deps.vfs,
    cwd: state.cwd,
    env,
    now: deps.now,
    history: state.history,
    sink: (line) => sink(line),
    commandNames: () => commandNames(type),
  });

  // PowerShell sets variables with `$env:NAME = "value"`, before `$env:NAME` would expand.
  const psSet = /^\s*\$env:([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/i.exec(input);
  if (type.family === 'powershell' && psSet) {
    const parsed = parseLine(psSet[2] ?? '', env, 'powershell');
    if (!parsed.ok) {
      ctx.err(parsed.error);
      return result(1);
    }
    const value = parsed.commands[0]?.command.argv.join(' ') ?? '';
    const varName = psSet[1] ?? '';
    const existing = Object.keys(env).find((k) => k.toLowerCase() === varName.toLowerCase());
    env[existing ?? varName] = value;
    return result(0);
  }

  // The folder this terminal was in may have been renamed or deleted in the explorer.
  const here = toProjectPath(ctx.cwd);
  if (here === null || deps.vfs.stat(here)?.type !== 'folder') {
    ctx.err(`${ctx.cwd} no longer exists (renamed or deleted): back in ${PROJECT_ROOT}.`);
    ctx.cwd = PROJECT_ROOT;
    env.PWD = PROJECT_ROOT;
  }

  const parsed = parseLine(input, env, type.family);
  if (!parsed.ok) {
    ctx.err(parsed.error);
    return result(2);
  }
  const table = commandTable(type);
  let status = 0;
  let effect: ShellResult['effect'] = null;
  for (const { command, join } of parsed.commands) {
    if ((join === '&&' && status !== 0) || (join === '||' && status === 0)) continue;
    const [name = '', ...args] = command.argv;
    const set = type.family === 'posix' && args.length === 0 ? assignment(name) : null;
    if (set) {
      env[set.name] = set.value;
      status = 0;
      continue;
    }
    const spec = table.get(type.family === 'posix' ? name : name.toLowerCase());
    const captured: string[] = [];
    sink = command.redirect
      ? (line) => (line.kind === 'error' ? output.push(line) : captured.push(line.text))
      : (line) => output.push(line);
    if (!spec) {
      ctx.err(commandNotFound(name));
      const other = typeWithTool(name);
      if (other && other !== type.id) {
        ctx.err(
          `${name} is in the ${terminalType(other).name} terminal: open one from 'Select Terminal Type'.`,
        );
      } else if (looksLikeCode(command.raw)) {
        ctx.out(codeHint(type));
      }
      status = 127;
    } else {
      try {
        status = spec.run(args, ctx, command);
      } catch (error) {
        // A fault in the simulation must not take the terminal down: report it, carry on.
        ctx.err(`${name}: the simulated command failed (${(error as Error).message}).`);
        status = 1;
      }
    }
    sink = (line) => output.push(line);
    if (command.redirect && spec) status = redirect(ctx, command.redirect, captured) || status;
    if (ctx.effect === 'clear') {
      output.length = 0;
      effect = 'clear';
      ctx.effect = null;
    } else if (ctx.effect === 'exit') {
      effect = 'exit';
      break;
    }
  }
  return result(status, effect);
}

/** A line a beginner typed as code rather than as a command, e.g. `print("hi")`. */
export function looksLikeCode(raw: string): boolean {
  return (
    /[(){}]/.test(raw) ||
    /^(print|def|import|from|class|console\.|let|const|var|function|fn|func|package|public|<\?php)\b/.test(
      raw.trim(),
    )
  );
}

function codeHint(type: TerminalTypeDef): string {
  if (type.id === 'python') {
    return "That looks like code. This terminal takes commands: type python for Python's prompt, or write the code in a .py file in the editor and run it with python file.py.";
  }
  if (type.id === 'node') {
    return 'That looks like code. This terminal takes commands: write the code in a .js file in the editor and run it with node file.js.';
  }
  if (type.id === 'bash') {
    return 'That looks like code. This terminal takes commands: write the code in a file in the editor and run it with python file.py or node file.js.';
  }
  const ext = type.extensions[0];
  const where = type.family === 'posix' && ext ? ` in a ${ext} file` : ' in a file';
  return `That looks like code. This terminal takes commands, and nothing is really run here: write the code${where} in the editor instead.`;
}

function redirect(
  ctx: CommandContext,
  target: { append: boolean; target: string },
  lines: string[],
): number {
  const { project } = ctx.locate(target.target);
  if (project === null) {
    ctx.err(`${target.target}: cannot write outside the project folder (${PROJECT_ROOT})`);
    return 1;
  }
  const node = ctx.vfs.stat(project);
  if (node?.type === 'folder') {
    ctx.err(`${target.target}: Is a directory`);
    return 1;
  }
  const parent = project.slice(0, project.lastIndexOf('/')) || '/';
  if (!node && ctx.vfs.stat(parent)?.type !== 'folder') {
    ctx.err(`${target.target}: No such file or directory`);
    return 1;
  }
  const text = lines.length ? lines.join('\n') + '\n' : '';
  const before = target.append ? (ctx.vfs.read(project) ?? '') : '';
  const error = ctx.vfs.write(project, before + text);
  if (error) {
    ctx.err(`${target.target}: ${error}`);
    return 1;
  }
  return 0;
}

/** Completes the word before the cursor: a command name first, then file and folder names. */
export function complete(
  line: string,
  typeId: TerminalTypeId,
  cwd: string,
  vfs: VirtualFileSystem,
): { line: string; candidates: string[] } {
  const type = terminalType(typeId);
  const start = Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t')) + 1;
  const word = line.slice(start);
  const before = line.slice(0, start);
  const isCommand = before.trim() === '' || /(&&|\|\||;)\s*$/.test(before);
  let candidates: string[];
  if (isCommand && !word.includes('/')) {
    const fold = type.family !== 'posix';
    candidates = commandNames(type).filter((n) =>
      fold ? n.toLowerCase().startsWith(word.toLowerCase()) : n.startsWith(word),
    );
  } else {
    const slash = word.lastIndexOf('/');
    const dirPart = slash >= 0 ? word.slice(0, slash + 1) : '';
    const namePart = word.slice(slash + 1);
    const ctxPath = dirPart === '' ? cwd : dirPart.startsWith('/') ? dirPart : `${cwd}/${dirPart}`;
    const dir = ctxPath.startsWith('~') ? PROJECT_ROOT + ctxPath.slice(1) : ctxPath;
    const project = dirPath(dir);
    const nodes = project === null ? [] : (vfs.list(project) ?? []);
    candidates = nodes
      .filter((n) => n.name.startsWith(namePart))
      .map((n) => dirPart + n.name + (n.type === 'folder' ? '/' : ''));
  }
  if (candidates.length === 0) return { line, candidates };
  if (candidates.length === 1) {
    const only = candidates[0] ?? '';
    return { line: before + only + (only.endsWith('/') ? '' : ' '), candidates };
  }
  let prefix = candidates[0] ?? '';
  for (const c of candidates) while (!c.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return { line: before + (prefix.length > word.length ? prefix : word), candidates };
}

function dirPath(terminalDir: string): string | null {
  const parts: string[] = [];
  for (const p of terminalDir.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') parts.pop();
    else parts.push(p);
  }
  const abs = '/' + parts.join('/');
  if (abs === PROJECT_ROOT) return '/';
  return abs.startsWith(PROJECT_ROOT + '/') ? abs.slice(PROJECT_ROOT.length) : null;
}
