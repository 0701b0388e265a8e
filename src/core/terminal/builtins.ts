/**
 * The built-in commands (help, clear, ls, pwd, cd, exit, env, echo, date, whoami,
 * uname, cat, mkdir, touch), plus export, unset and history. Every terminal type knows them;
 * they work on the project's files through the virtual file system. Missing operands give
 * the fixed texts ('cat: missing file operand'…); missing files and folders say which one.
 */
import { OUTSIDE_PROJECT, type CommandContext, type CommandSpec } from './context';
import { honestyNote } from './profile';
import { HOST_NAME, PROJECT_ROOT, USER_NAME } from './types';
import { toTerminalPath, type VfsNode } from './vfs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad2 = (n: number) => String(n).padStart(2, '0');

function zoneName(date: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** `date`'s format: `Sun Nov 22 18:48:59 UTC 2026` (local time). */
export function formatDate(date: Date): string {
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
  const zone = zoneName(date);
  return [
    DAYS[date.getDay()],
    MONTHS[date.getMonth()],
    String(date.getDate()).padStart(2, ' '),
    time,
    ...(zone ? [zone] : []),
    date.getFullYear(),
  ].join(' ');
}

function lsTime(iso: string | null, now: Date): string {
  const d = iso ? new Date(iso) : now;
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, ' ')} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Splits leading `-abc` flags from operands; `--` ends the flags. */
export function splitFlags(args: readonly string[]): { flags: Set<string>; operands: string[] } {
  const flags = new Set<string>();
  const operands: string[] = [];
  let done = false;
  for (const a of args) {
    if (!done && a === '--') done = true;
    else if (!done && a.startsWith('--') && a.length > 2) flags.add(a);
    else if (!done && a.startsWith('-') && a.length > 1) for (const f of a.slice(1)) flags.add(f);
    else operands.push(a);
  }
  return { flags, operands };
}

function listing(nodes: VfsNode[], long: boolean, now: Date): string {
  if (!long) return nodes.map((n) => (n.type === 'folder' ? `${n.name}/` : n.name)).join('  ');
  const width = Math.max(1, ...nodes.map((n) => String(n.size).length));
  const lines = nodes.map((n) => {
    const mode = n.type === 'folder' ? 'drwxr-xr-x' : '-rw-r--r--';
    const name = n.type === 'folder' ? `${n.name}/` : n.name;
    return `${mode} 1 ${USER_NAME} ${USER_NAME} ${String(n.size).padStart(width)} ${lsTime(n.lastSaved, now)} ${name}`;
  });
  return [`total ${nodes.length}`, ...lines].join('\n');
}

/** PowerShell's Get-ChildItem table. */
export function powershellListing(dir: string, nodes: VfsNode[], now: Date): string {
  if (nodes.length === 0) return '';
  const rows = nodes.map((n) => {
    const d = n.lastSaved ? new Date(n.lastSaved) : now;
    const date = `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`.padStart(10);
    const time = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
    const mode = n.type === 'folder' ? 'd----' : '-a---';
    const length = n.type === 'folder' ? '' : String(n.size);
    return `${mode}        ${date} ${time} ${length.padStart(14)} ${n.name}`;
  });
  return [
    `    Directory: ${dir}`,
    '',
    'Mode                 LastWriteTime         Length Name',
    '----                 -------------         ------ ----',
    ...rows,
  ].join('\n');
}

/** cmd's `dir` listing. */
export function cmdListing(dir: string, nodes: VfsNode[], now: Date): string {
  const rows = nodes.map((n) => {
    const d = n.lastSaved ? new Date(n.lastSaved) : now;
    const date = `${pad2(d.getMonth() + 1)}/${pad2(d.getDate())}/${d.getFullYear()}`;
    const h = d.getHours() % 12 || 12;
    const time = `${pad2(h)}:${pad2(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
    const what = n.type === 'folder' ? '<DIR>         ' : String(n.size).padStart(14);
    return `${date}  ${time}    ${what} ${n.name}`;
  });
  const files = nodes.filter((n) => n.type === 'file');
  const bytes = files.reduce((sum, n) => sum + n.size, 0);
  return [
    ` Directory of ${dir}`,
    '',
    ...rows,
    `${String(files.length).padStart(16)} File(s) ${String(bytes).padStart(14)} bytes`,
    `${String(nodes.length - files.length).padStart(16)} Dir(s)`,
  ].join('\n');
}

/** Lists folders and files for ls / dir / Get-ChildItem. */
export function listPaths(
  ctx: CommandContext,
  name: string,
  operands: string[],
  options: { all: boolean; long: boolean },
): number {
  const targets = operands.length ? operands : ['.'];
  let status = 0;
  const blocks: string[] = [];
  targets.forEach((arg) => {
    const { terminal, project } = ctx.locate(arg);
    const node = project === null ? null : ctx.vfs.stat(project);
    if (project === null || !node) {
      status = 1;
      if (ctx.family === 'powershell') {
        ctx.err(`${name}: Cannot find path '${terminal}' because it does not exist.`);
      } else if (ctx.family === 'cmd') {
        ctx.err('File Not Found');
      } else {
        ctx.err(`${name}: cannot access '${arg}': No such file or directory`);
      }
      return;
    }
    let nodes = node.type === 'folder' ? (ctx.vfs.list(project) ?? []) : [node];
    if (!options.all) nodes = nodes.filter((n) => !n.name.startsWith('.') || n === node);
    if (ctx.family === 'powershell') {
      blocks.push(powershellListing(terminal, nodes, ctx.now()));
    } else if (ctx.family === 'cmd') {
      blocks.push(cmdListing(windowsDir(terminal), nodes, ctx.now()));
    } else {
      const text = listing(nodes, options.long, ctx.now());
      blocks.push(targets.length > 1 && node.type === 'folder' ? `${arg}:\n${text}` : text);
    }
  });
  const text = blocks.filter((b) => b !== '').join('\n\n');
  if (text) ctx.out(text);
  return status;
}

function windowsDir(terminal: string): string {
  return 'C:\\project' + terminal.slice(PROJECT_ROOT.length).replace(/\//g, '\\');
}

/** Changes directory; `name` words the errors. */
export function changeDirectory(
  ctx: CommandContext,
  name: string,
  arg: string | undefined,
): number {
  const home = ctx.env.HOME || PROJECT_ROOT;
  const target = arg === undefined ? home : arg === '-' ? ctx.env.OLDPWD || ctx.cwd : arg;
  const { terminal, project } = ctx.locate(target);
  if (project === null) {
    ctx.err(`${name}: ${target}: ${OUTSIDE_PROJECT}`);
    return 1;
  }
  const node = ctx.vfs.stat(project);
  if (!node) {
    ctx.err(
      ctx.family === 'cmd'
        ? 'The system cannot find the path specified.'
        : ctx.family === 'powershell'
          ? `${name}: Cannot find path '${terminal}' because it does not exist.`
          : `${name}: ${target}: No such file or directory`,
    );
    return 1;
  }
  if (node.type !== 'folder') {
    ctx.err(
      ctx.family === 'cmd'
        ? 'The directory name is invalid.'
        : `${name}: ${target}: Not a directory`,
    );
    return 1;
  }
  ctx.env.OLDPWD = ctx.cwd;
  ctx.cwd = toTerminalPath(project);
  ctx.env.PWD = ctx.cwd;
  if (arg === '-' && ctx.family === 'posix') ctx.out(ctx.cwd);
  return 0;
}

/** Prints files; `name` words the errors (cat, type, Get-Content). */
export function printFiles(ctx: CommandContext, name: string, operands: string[]): number {
  if (operands.length === 0) {
    ctx.err(
      ctx.family === 'cmd'
        ? 'The syntax of the command is incorrect.'
        : 'cat: missing file operand',
    );
    return 1;
  }
  let status = 0;
  for (const arg of operands) {
    const { terminal, project } = ctx.locate(arg);
    const node = project === null ? null : ctx.vfs.stat(project);
    if (project === null || !node) {
      status = 1;
      ctx.err(
        ctx.family === 'cmd'
          ? 'The system cannot find the file specified.'
          : ctx.family === 'powershell'
            ? `${name}: Cannot find path '${terminal}' because it does not exist.`
            : `${name}: ${arg}: No such file or directory`,
      );
      continue;
    }
    if (node.type === 'folder') {
      status = 1;
      ctx.err(ctx.family === 'cmd' ? 'Access is denied.' : `${name}: ${arg}: Is a directory`);
      continue;
    }
    const content = ctx.vfs.read(project) ?? '';
    if (content !== '') ctx.out(content.endsWith('\n') ? content.slice(0, -1) : content);
  }
  return status;
}

/** Creates folders (mkdir, md, New-Item -ItemType Directory). */
export function makeDirectories(
  ctx: CommandContext,
  name: string,
  operands: string[],
  parents: boolean,
): number {
  if (operands.length === 0) {
    ctx.err(
      ctx.family === 'cmd' ? 'The syntax of the command is incorrect.' : 'mkdir: missing operand',
    );
    return 1;
  }
  let status = 0;
  for (const arg of operands) {
    const { project } = ctx.locate(arg);
    const fail = (why: string) => {
      status = 1;
      ctx.err(ctx.family === 'cmd' ? why : `${name}: cannot create directory '${arg}': ${why}`);
    };
    if (project === null) {
      fail(OUTSIDE_PROJECT);
      continue;
    }
    const existing = ctx.vfs.stat(project);
    if (existing) {
      if (!(parents && existing.type === 'folder')) {
        fail(
          ctx.family === 'cmd' ? `A subdirectory or file ${arg} already exists.` : 'File exists',
        );
      }
      continue;
    }
    const parts = project.split('/').filter(Boolean);
    let path = '';
    for (let i = 0; i < parts.length; i++) {
      path += '/' + parts[i];
      const last = i === parts.length - 1;
      const node = ctx.vfs.stat(path);
      if (node?.type === 'folder') continue;
      if (node) {
        fail('Not a directory');
        break;
      }
      // cmd's md makes missing parents too, as `mkdir -p` does.
      if (!last && !parents && ctx.family !== 'cmd') {
        fail('No such file or directory');
        break;
      }
      const error = ctx.vfs.mkdir(path);
      if (error) {
        fail(error);
        break;
      }
    }
  }
  return status;
}

/** Creates empty files, leaving existing ones as they are (touch, New-Item). */
export function touchFiles(ctx: CommandContext, name: string, operands: string[]): number {
  if (operands.length === 0) {
    ctx.err('touch: missing file operand');
    return 1;
  }
  let status = 0;
  for (const arg of operands) {
    const { project } = ctx.locate(arg);
    if (project === null) {
      status = 1;
      ctx.err(`${name}: cannot touch '${arg}': ${OUTSIDE_PROJECT}`);
      continue;
    }
    if (ctx.vfs.stat(project)) continue;
    const parent = project.slice(0, project.lastIndexOf('/')) || '/';
    if (ctx.vfs.stat(parent)?.type !== 'folder') {
      status = 1;
      ctx.err(`${name}: cannot touch '${arg}': No such file or directory`);
      continue;
    }
    const error = ctx.vfs.write(project, '');
    if (error) {
      status = 1;
      ctx.err(`${name}: cannot touch '${arg}': ${error}`);
    }
  }
  return status;
}

export function printEnvironment(ctx: CommandContext): number {
  ctx.out(
    Object.entries(ctx.env)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  return 0;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

export function assignment(word: string): { name: string; value: string } | null {
  const m = ASSIGNMENT.exec(word);
  return m ? { name: m[1] ?? '', value: m[2] ?? '' } : null;
}

function helpText(ctx: CommandContext): string {
  const names = ctx.commandNames();
  const lines = [
    `${ctx.type.name} terminal.`,
    ...honestyNote(ctx.type.id),
    "Files and folders are the project's own: what you create here shows in the explorer.",
    '',
    'Commands:',
    ...wrap(names, 76).map((l) => `  ${l}`),
    '',
    ctx.family === 'posix'
      ? 'Quotes keep spaces ("hello world"); $NAME reads a variable; > and >> write output to a file; ; && || chain commands.'
      : ctx.family === 'powershell'
        ? 'Quotes keep spaces ("hello world"); $env:NAME reads a variable; > and >> write output to a file.'
        : 'Quotes keep spaces ("hello world"); %NAME% reads a variable; > and >> write output to a file.',
    'Keys: ArrowUp/ArrowDown history, Ctrl+C cancels a line, Ctrl+L clears, Tab completes a name, Shift+Tab leaves the terminal.',
  ];
  return lines.join('\n');
}

function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 2 + w.length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line}  ${w}` : w;
  }
  if (line) lines.push(line);
  return lines;
}

export const BUILTINS: Record<string, CommandSpec> = {
  help: {
    summary: 'list the commands of this terminal',
    run: (_args, ctx) => {
      ctx.out(helpText(ctx));
      return 0;
    },
  },
  clear: {
    summary: 'empty the terminal',
    run: (_args, ctx) => {
      ctx.effect = 'clear';
      return 0;
    },
  },
  ls: {
    summary: 'list files (-a all, -l long)',
    run: (args, ctx) => {
      const { flags, operands } = splitFlags(args);
      return listPaths(ctx, 'ls', operands, { all: flags.has('a'), long: flags.has('l') });
    },
  },
  pwd: {
    summary: 'print the current folder',
    run: (_args, ctx) => {
      ctx.out(
        ctx.family === 'powershell'
          ? `\nPath\n----\n${ctx.cwd}\n`
          : ctx.family === 'cmd'
            ? windowsDir(ctx.cwd)
            : ctx.cwd,
      );
      return 0;
    },
  },
  cd: {
    summary: 'change folder (cd .. goes up, cd alone goes home)',
    run: (args, ctx) => {
      if (ctx.family === 'cmd' && args.length === 0) {
        ctx.out(windowsDir(ctx.cwd));
        return 0;
      }
      if (args.length > 1 && ctx.family === 'posix') {
        ctx.err('cd: too many arguments');
        return 1;
      }
      return changeDirectory(ctx, 'cd', args.length ? args.join(' ') : undefined);
    },
  },
  exit: {
    summary: 'close this terminal',
    run: (_args, ctx) => {
      ctx.effect = 'exit';
      return 0;
    },
  },
  env: {
    summary: 'print the environment variables',
    run: (_args, ctx) => printEnvironment(ctx),
  },
  echo: {
    summary: 'print text',
    run: (args, ctx, command) => {
      if (ctx.family === 'cmd') {
        // cmd prints the rest of the line as typed, quotes included; `echo.` prints a blank line.
        const rest = command.raw.replace(/^echo[.\s]?/i, '');
        ctx.out(rest === '' && !/^echo\./i.test(command.raw) ? 'ECHO is on.' : rest);
        return 0;
      }
      const noNewline = ctx.family === 'posix' && args[0] === '-n';
      ctx.out((noNewline ? args.slice(1) : args).join(ctx.family === 'powershell' ? '\n' : ' '));
      return 0;
    },
  },
  date: {
    summary: 'print the date and time',
    run: (_args, ctx) => {
      ctx.out(formatDate(ctx.now()));
      return 0;
    },
  },
  whoami: {
    summary: 'print the user name',
    run: (_args, ctx) => {
      ctx.out(ctx.family === 'cmd' ? `${HOST_NAME}\\${USER_NAME}` : USER_NAME);
      return 0;
    },
  },
  uname: {
    summary: 'print the system name (-a for all)',
    run: (args, ctx) => {
      const { flags } = splitFlags(args);
      if (ctx.family === 'cmd') {
        // cmd has no uname; it answers as the Windows it pretends to be.
        ctx.out('Windows_NT');
        return 0;
      }
      if (flags.has('a')) ctx.out(`Linux ${HOST_NAME} 6.1.0 #1 SMP x86_64 GNU/Linux`);
      else if (flags.has('r')) ctx.out('6.1.0');
      else if (flags.has('m')) ctx.out('x86_64');
      else if (flags.has('n')) ctx.out(HOST_NAME);
      else ctx.out('Linux');
      return 0;
    },
  },
  cat: {
    summary: 'print a file',
    run: (args, ctx) => printFiles(ctx, 'cat', splitFlags(args).operands),
  },
  mkdir: {
    summary: 'create a folder (-p makes parents too)',
    run: (args, ctx) => {
      const { flags, operands } = splitFlags(args);
      return makeDirectories(ctx, 'mkdir', operands, flags.has('p'));
    },
  },
  touch: {
    summary: 'create an empty file',
    run: (args, ctx) => touchFiles(ctx, 'touch', splitFlags(args).operands),
  },
  export: {
    summary: 'set a variable: export NAME=value',
    run: (args, ctx) => {
      if (args.length === 0) {
        ctx.out(
          Object.entries(ctx.env)
            .map(([k, v]) => `declare -x ${k}="${v}"`)
            .join('\n'),
        );
        return 0;
      }
      let status = 0;
      for (const a of args) {
        const set = assignment(a);
        if (set) ctx.env[set.name] = set.value;
        else if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(a)) {
          ctx.err(`export: \`${a}': not a valid identifier`);
          status = 1;
        }
      }
      return status;
    },
  },
  unset: {
    summary: 'remove a variable',
    run: (args, ctx) => {
      for (const a of args) Reflect.deleteProperty(ctx.env, a);
      return 0;
    },
  },
  history: {
    summary: 'list the commands typed here',
    run: (_args, ctx) => {
      const lines = ctx.history.map((l, i) => `${String(i + 1).padStart(5)}  ${l}`);
      if (lines.length) ctx.out(lines.join('\n'));
      return 0;
    },
  },
};
