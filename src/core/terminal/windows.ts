/**
 * The PowerShell and cmd command sets: their own names for the built-ins (Get-ChildItem, dir,
 * cls, type, ...), their own output formats and their own way of setting variables. Names are
 * matched ignoring case, as both shells do.
 */
import {
  BUILTINS,
  changeDirectory,
  formatDate,
  listPaths,
  makeDirectories,
  printFiles,
  touchFiles,
} from './builtins';
import type { CommandContext, CommandSpec } from './context';
import { SIMULATED_VERSIONS } from './types';

/** PowerShell parameters: `-Path x`, `-Force`; the rest are positional. */
export function psParams(
  args: readonly string[],
  switches: readonly string[] = [],
): { named: Map<string, string>; positional: string[] } {
  const named = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (/^-[A-Za-z]+$/.test(a)) {
      const name = a.slice(1).toLowerCase();
      if (switches.includes(name)) named.set(name, 'true');
      else {
        named.set(name, args[i + 1] ?? '');
        i++;
      }
    } else positional.push(a);
  }
  return { named, positional };
}

const getChildItem: CommandSpec = {
  summary: 'list files (aliases: ls, dir, gci)',
  run: (args, ctx) => {
    const { named, positional } = psParams(args, ['force', 'recurse', 'name']);
    const path = named.get('path') ?? positional[0];
    if (path !== undefined && /^env:?$/i.test(path)) return printEnvTable(ctx);
    return listPaths(ctx, 'Get-ChildItem', path === undefined ? [] : [path], {
      all: named.has('force'),
      long: false,
    });
  },
};

function printEnvTable(ctx: CommandContext): number {
  const entries = Object.entries(ctx.env);
  const width = Math.max(4, ...entries.map(([k]) => k.length));
  ctx.out(
    [
      '',
      `${'Name'.padEnd(width)} Value`,
      `${'----'.padEnd(width)} -----`,
      ...entries.map(([k, v]) => `${k.padEnd(width)} ${v}`),
      '',
    ].join('\n'),
  );
  return 0;
}

const getLocation: CommandSpec = {
  summary: 'print the current folder (alias: pwd, gl)',
  run: (_args, ctx) => BUILTINS.pwd?.run([], ctx, { argv: [], raw: '', redirect: null }) ?? 1,
};

const setLocation: CommandSpec = {
  summary: 'change folder (aliases: cd, sl)',
  run: (args, ctx) => {
    const { named, positional } = psParams(args);
    const path = named.get('path') ?? positional[0];
    return changeDirectory(ctx, 'Set-Location', path);
  },
};

const writeHost: CommandSpec = {
  summary: 'print text',
  run: (args, ctx) => {
    const { positional } = psParams(args, ['nonewline']);
    ctx.out(positional.join(' '));
    return 0;
  },
};

const writeOutput: CommandSpec = {
  summary: 'print text (aliases: echo, write)',
  run: (args, ctx) => {
    ctx.out(args.join('\n'));
    return 0;
  },
};

const getContent: CommandSpec = {
  summary: 'print a file (aliases: cat, type, gc)',
  run: (args, ctx) => {
    const { named, positional } = psParams(args);
    const path = named.get('path');
    return printFiles(ctx, 'Get-Content', path !== undefined ? [path] : positional);
  },
};

const newItem: CommandSpec = {
  summary: 'create a file, or a folder with -ItemType Directory (alias: ni)',
  run: (args, ctx) => {
    const { named, positional } = psParams(args, ['force']);
    const path = named.get('path') ?? named.get('name') ?? positional[0];
    if (path === undefined) {
      ctx.err('New-Item: missing the -Path of the item to create');
      return 1;
    }
    const itemType = (named.get('itemtype') ?? 'File').toLowerCase();
    const { project } = ctx.locate(path);
    if (project !== null && ctx.vfs.stat(project)) {
      ctx.err(`New-Item: The file '${ctx.locate(path).terminal}' already exists.`);
      return 1;
    }
    const status =
      itemType === 'directory'
        ? makeDirectories(ctx, 'New-Item', [path], true)
        : itemType === 'file'
          ? touchFiles(ctx, 'New-Item', [path])
          : (ctx.err(`New-Item: -ItemType must be File or Directory, not "${itemType}".`), 1);
    if (status === 0 && project !== null) {
      const value = named.get('value');
      if (value !== undefined && itemType === 'file') ctx.vfs.write(project, value);
      ctx.out(
        `    Directory: ${ctx.cwd}\n\nCreated ${itemType === 'directory' ? 'folder' : 'file'} ${path}`,
      );
    }
    return status;
  },
};

const clearHost: CommandSpec = {
  summary: 'empty the terminal (aliases: clear, cls)',
  run: (_args, ctx) => {
    ctx.effect = 'clear';
    return 0;
  },
};

const getDate: CommandSpec = {
  summary: 'print the date and time',
  run: (_args, ctx) => {
    const d = ctx.now();
    ctx.out(
      d.toLocaleString('en-US', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      }),
    );
    return 0;
  },
};

export const POWERSHELL_COMMANDS: Record<string, CommandSpec> = {
  'Get-ChildItem': getChildItem,
  gci: getChildItem,
  dir: getChildItem,
  ls: getChildItem,
  'Get-Location': getLocation,
  gl: getLocation,
  'Set-Location': setLocation,
  sl: setLocation,
  chdir: setLocation,
  'Write-Host': writeHost,
  'Write-Output': writeOutput,
  write: writeOutput,
  'Get-Content': getContent,
  gc: getContent,
  type: getContent,
  'New-Item': newItem,
  ni: newItem,
  'Clear-Host': clearHost,
  cls: clearHost,
  'Get-Date': getDate,
  $PSVersionTable: {
    summary: 'print the PowerShell version',
    run: (_args, ctx) => {
      ctx.out(
        `\nName                           Value\n----                           -----\nPSVersion                      ${SIMULATED_VERSIONS.powershell}\nPSEdition                      Core\nOS                             Linux 6.1.0\n`,
      );
      return 0;
    },
  },
};

export const CMD_COMMANDS: Record<string, CommandSpec> = {
  dir: {
    summary: 'list files',
    run: (args, ctx) =>
      listPaths(
        ctx,
        'dir',
        args.filter((a) => !a.startsWith('/')),
        { all: args.some((a) => /^\/a/i.test(a)), long: true },
      ),
  },
  cls: {
    summary: 'empty the terminal',
    run: (_args, ctx) => {
      ctx.effect = 'clear';
      return 0;
    },
  },
  type: {
    summary: 'print a file',
    run: (args, ctx) => printFiles(ctx, 'type', args),
  },
  md: {
    summary: 'create a folder',
    run: (args, ctx) => makeDirectories(ctx, 'md', args, true),
  },
  chdir: {
    summary: 'change folder',
    run: (args, ctx, command) => BUILTINS.cd?.run(args, ctx, command) ?? 1,
  },
  set: {
    summary: 'print variables, or set one: set NAME=value',
    run: (args, ctx) => {
      const text = args.join(' ');
      if (text === '') {
        ctx.out(
          Object.entries(ctx.env)
            .map(([k, v]) => `${k}=${v}`)
            .join('\n'),
        );
        return 0;
      }
      const eq = text.indexOf('=');
      if (eq <= 0) {
        const prefix = text.toLowerCase();
        const hits = Object.entries(ctx.env).filter(([k]) => k.toLowerCase().startsWith(prefix));
        if (hits.length === 0) {
          ctx.err(`Environment variable ${text} not defined`);
          return 1;
        }
        ctx.out(hits.map(([k, v]) => `${k}=${v}`).join('\n'));
        return 0;
      }
      const name = text.slice(0, eq);
      const value = text.slice(eq + 1);
      const existing = Object.keys(ctx.env).find((k) => k.toLowerCase() === name.toLowerCase());
      if (value === '') Reflect.deleteProperty(ctx.env, existing ?? name);
      else ctx.env[existing ?? name] = value;
      return 0;
    },
  },
  ver: {
    summary: 'print the Windows version',
    run: (_args, ctx) => {
      ctx.out(`\nMicrosoft Windows [Version ${SIMULATED_VERSIONS.cmd}]\n`);
      return 0;
    },
  },
};

/** cmd's `date` asks for a new date unless given /t; the simulation only prints it. */
export function cmdDate(ctx: CommandContext): number {
  const d = ctx.now();
  ctx.out(
    `${formatDate(d).slice(0, 3)} ${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`,
  );
  return 0;
}
