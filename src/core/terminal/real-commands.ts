/**
 * The lines a terminal really runs rather than simulates: `node file.js` and `python file.py`
 * (with their arguments), `python` alone for Python's prompt, and `npm start` / `npm test` /
 * `npm run <script>` when the script is `node <file>`. Decides only: it returns a plan the
 * terminal panel carries out in the browser, words to print (versions, a missing file in the
 * words Node and Python use), or null to leave the line to the simulated shell. Pure apart
 * from reading the file system it is given.
 */
import type { RuntimeId } from '../run/types';
import { findUp, makeContext, shown, type CommandContext } from './context';
import { parseLine, type SimpleCommand } from './parse';
import { runsPrograms } from './profile';
import { PYTHON_VERSION, terminalType, type TerminalTypeId } from './types';
import { toProjectPath } from './vfs';

export type RealPlan =
  | {
      kind: 'run';
      runtime: Extract<RuntimeId, 'javascript' | 'python'>;
      /** Project path of the file to run, without the leading slash: 'src/app.py'. */
      entry: string;
      args: string[];
      /** Lines printed before the program's output (npm's `> app@1.0.0 start`). */
      preface?: string[];
    }
  | { kind: 'repl' }
  | { kind: 'say'; lines: string[]; isError: boolean; preface?: string[] };

export interface RealCommandState {
  type: TerminalTypeId;
  /** The terminal path of the current folder: '/home/project/src'. */
  cwd: string;
  env?: Readonly<Record<string, string>>;
}

const PYTHON_NAMES = new Set(['python', 'python3', 'py']);
const RUNNERS = new Set([...PYTHON_NAMES, 'node']);

/** What the JavaScript runtime runs: JavaScript, TypeScript and JSX, as Node and tsx would. */
export const JS_EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '.mts', '.cts'];

/** Python options that change nothing here. */
const HARMLESS_PYTHON_OPTIONS = new Set(['-u', '-B', '-q', '-E', '-s', '-S', '-O', '-OO', '-I']);

export const NO_NODE =
  "There is no Node.js here: node runs your .js and .ts files in this browser's own JavaScript engine.";

export const NO_NODE_PROMPT = [
  "The interactive Node.js prompt is not available here (there is no Node.js: JavaScript runs in this browser's engine).",
  'Write your code in a .js or .ts file and run it with node file.js.',
];

export const ONE_PROGRAM_PER_LINE =
  'A program runs only on a line of its own: type it without ; && || or > (one command per line).';

/** The REPL's greeting, shown by Python's `code.interact`. */
export const PYTHON_REPL_BANNER = `Python ${PYTHON_VERSION} (in your browser). Type exit() or press Ctrl+D to leave.`;

const say = (lines: string[], isError = false) =>
  ({ kind: 'say', lines, isError }) as const satisfies RealPlan;

function extension(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function context(state: RealCommandState, vfs: CommandContext['vfs'], cwd = state.cwd) {
  return makeContext({
    type: terminalType(state.type),
    vfs,
    cwd,
    env: { ...state.env },
    now: () => new Date(0),
    history: [],
    sink: () => {},
    commandNames: () => [],
  });
}

type Found = { kind: 'file'; project: string } | { kind: 'folder'; project: string } | null;

function find(ctx: CommandContext, project: string | null): Found {
  if (project === null) return null;
  const node = ctx.vfs.stat(project);
  if (!node) return null;
  return { kind: node.type, project };
}

const inFolder = (folder: string, name: string) =>
  folder === '/' ? `/${name}` : `${folder}/${name}`;

function planPython(name: string, args: string[], ctx: CommandContext): RealPlan | null {
  let i = 0;
  while (i < args.length) {
    const option = args[i] ?? '';
    if (!option.startsWith('-')) break;
    if (option === '-V' || option === '--version' || option === '-VV') {
      return say([`Python ${PYTHON_VERSION}`]);
    }
    if (option === '-h' || option === '--help') {
      return say([
        `usage: ${name} [file.py] [arg ...]`,
        `Runs a Python file in your browser (Python ${PYTHON_VERSION}, Pyodide); ${name} alone opens Python's prompt.`,
      ]);
    }
    if (option === '-m') {
      const module = args[i + 1];
      if (module === 'pip') {
        // The Python terminal simulates pip; elsewhere there is no pip to simulate.
        if (ctx.type.id === 'python') return null;
        return say(
          [
            'pip is simulated in the Python terminal only: packages cannot be installed in this browser.',
          ],
          true,
        );
      }
      return say(
        [
          `${name} -m ${module ?? ''}`.trimEnd() +
            ': running a module with -m is not available here. Run a file with python file.py.',
        ],
        true,
      );
    }
    if (option === '-c') {
      return say(
        [
          `${name} -c is not available here: write the code in a .py file and run it with python file.py, or type python for Python's prompt.`,
        ],
        true,
      );
    }
    if (!HARMLESS_PYTHON_OPTIONS.has(option)) {
      return say(
        [`${name}: option ${option} is not available here. Run a file with python file.py.`],
        true,
      );
    }
    i++;
  }
  const file = args[i];
  if (file === undefined) return { kind: 'repl' };
  const { terminal, project } = ctx.locate(file);
  const found = find(ctx, project);
  if (found?.kind === 'folder') {
    const main = inFolder(found.project, '__main__.py');
    if (ctx.vfs.stat(main)?.type === 'file') {
      return { kind: 'run', runtime: 'python', entry: main.slice(1), args: args.slice(i + 1) };
    }
    return say([`${name}: can't find '__main__' module in '${terminal}'`], true);
  }
  if (!found) {
    return say(
      [`${name}: can't open file '${terminal}': [Errno 2] No such file or directory`],
      true,
    );
  }
  if (JS_EXTENSIONS.includes(extension(found.project))) {
    return say([`${file} is a JavaScript or TypeScript file: run it with node ${file}`], true);
  }
  return { kind: 'run', runtime: 'python', entry: found.project.slice(1), args: args.slice(i + 1) };
}

type FilePlan = Exclude<RealPlan, { kind: 'repl' }>;

function planNode(args: string[], ctx: CommandContext): FilePlan {
  let i = 0;
  while (i < args.length) {
    const option = args[i] ?? '';
    if (!option.startsWith('-')) break;
    if (option === '-v' || option === '--version') return say([NO_NODE]);
    if (option === '-h' || option === '--help') {
      return say(['usage: node file.js [arg ...]', `${NO_NODE} TypeScript (.ts, .tsx) runs too.`]);
    }
    if (option === '-e' || option === '--eval' || option === '-p' || option === '--print') {
      return say(
        [
          `node ${option} is not available here: write the code in a .js file and run it with node file.js.`,
        ],
        true,
      );
    }
    if (option === '-i' || option === '--interactive') return say(NO_NODE_PROMPT, true);
    // Other options (--watch, --experimental-…) change nothing here.
    i++;
  }
  const file = args[i];
  if (file === undefined) return say(NO_NODE_PROMPT, true);
  const { terminal, project } = ctx.locate(file);
  let found = find(ctx, project);
  // As Node resolves its entry: `node app` finds app.js, `node src` finds src/index.js.
  if (!found && project !== null && extension(project) === '') {
    found = find(ctx, `${project}.js`);
  }
  if (found?.kind === 'folder') {
    const index = inFolder(found.project, 'index.js');
    found = ctx.vfs.stat(index)?.type === 'file' ? { kind: 'file', project: index } : null;
  }
  if (!found) return say([`Error: Cannot find module '${terminal}'`], true);
  const ext = extension(found.project);
  if (ext === '.py') return say([`${file} is a Python file: run it with python ${file}`], true);
  if (ext !== '' && !JS_EXTENSIONS.includes(ext)) {
    return say(
      [
        `node runs JavaScript and TypeScript files (${JS_EXTENSIONS.join(' ')}): ${file} is not one.`,
      ],
      true,
    );
  }
  return {
    kind: 'run',
    runtime: 'javascript',
    entry: found.project.slice(1),
    args: args.slice(i + 1),
  };
}

/** The script an npm command names, and the arguments it passes on (after `--`). */
function npmScript(args: string[]): { script: string; extra: string[] } | null {
  const [sub, ...rest] = args;
  let script: string | undefined;
  if (sub === 'start') script = 'start';
  else if (sub === 'test' || sub === 't' || sub === 'tst') script = 'test';
  else if (sub === 'run' || sub === 'run-script') script = rest.shift();
  if (script === undefined || script.startsWith('-')) return null;
  if (rest[0] === '--') rest.shift();
  return { script, extra: rest };
}

/**
 * `npm start` and friends, when package.json (here or above) has the script and it is
 * `node <file> [args]`: the file runs, from the package's folder. Anything else is the simulated
 * npm's to answer.
 */
function planNpm(args: string[], state: RealCommandState, ctx: CommandContext): RealPlan | null {
  const wanted = npmScript(args);
  if (!wanted) return null;
  const manifest = findUp(ctx, 'package.json');
  if (!manifest) return null;
  let data: unknown;
  try {
    data = JSON.parse(manifest.content);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const pkg = data as Record<string, unknown>;
  const scripts = pkg.scripts;
  if (scripts === null || typeof scripts !== 'object' || Array.isArray(scripts)) return null;
  if (!Object.hasOwn(scripts, wanted.script)) return null;
  const command = (scripts as Record<string, unknown>)[wanted.script];
  if (typeof command !== 'string') return null;
  const parsed = parseLine(command, { ...state.env }, 'posix');
  if (!parsed.ok || parsed.commands.length !== 1) return null;
  const only = parsed.commands[0]?.command;
  if (!only || only.redirect || only.argv[0] !== 'node') return null;

  const folder = manifest.path.slice(0, manifest.path.lastIndexOf('/')) || '/';
  const plan = planNode(
    [...only.argv.slice(1), ...wanted.extra],
    context(state, ctx.vfs, shown(folder)),
  );
  const name = typeof pkg.name === 'string' ? pkg.name : 'project';
  const version = typeof pkg.version === 'string' ? `@${pkg.version}` : '';
  const shownCommand = [command, ...wanted.extra].join(' ');
  const preface = ['', `> ${name}${version} ${wanted.script}`, `> ${shownCommand}`, ''];
  return { ...plan, preface };
}

function planCommand(
  command: SimpleCommand,
  state: RealCommandState,
  ctx: CommandContext,
): RealPlan | null {
  const [name = '', ...args] = command.argv;
  if (PYTHON_NAMES.has(name)) return planPython(name, args, ctx);
  if (name === 'node') return planNode(args, ctx);
  if (name === 'npm') return planNpm(args, state, ctx);
  return null;
}

/**
 * What to do with a typed line in a terminal: a program to run, Python's prompt, words to
 * print, or null for the simulated shell (every other command, and every line in the terminal
 * types where nothing really runs).
 */
export function planRealCommand(
  line: string,
  state: RealCommandState,
  vfs: CommandContext['vfs'],
): RealPlan | null {
  if (!runsPrograms(state.type) || line.trim() === '') return null;
  const parsed = parseLine(line, { ...state.env }, 'posix');
  if (!parsed.ok || parsed.commands.length === 0) return null;
  const { commands } = parsed;
  const first = commands[0]?.command;
  if (commands.length === 1 && first && !first.redirect) {
    return planCommand(first, state, context(state, vfs));
  }
  // A chain or a redirect: a program cannot be part of one here; npm's stays simulated.
  if (commands.some((c) => RUNNERS.has(c.command.argv[0] ?? ''))) {
    return say([ONE_PROGRAM_PER_LINE], true);
  }
  return null;
}

/**
 * The program behind Python's prompt: the standard library's console, whose `>>>` and `...`
 * come through input() like any program's prompts. Its own exit() and quit() leave by raising
 * SystemExit: the built-in ones also close sys.stdin, which would break input() for every later
 * program in the same (kept-loaded) Python.
 */
export function pythonReplCode(): string {
  return [
    'import code, sys',
    '',
    'class _Leave:',
    '    def __init__(self, name):',
    '        self.name = name',
    '    def __repr__(self):',
    "        return f'Use {self.name}() or Ctrl+D to leave'",
    '    def __call__(self, status=None):',
    '        raise SystemExit(status)',
    '',
    'code.interact(',
    `    banner=${JSON.stringify(PYTHON_REPL_BANNER)},`,
    "    local={'__name__': '__main__', '__doc__': None, 'exit': _Leave('exit'), 'quit': _Leave('quit')},",
    "    exitmsg='',",
    ')',
    '',
  ].join('\n');
}

/**
 * Where the prompt's program is placed: in the terminal's folder (so `import helper` and
 * `open('data.txt')` work from there) under a name no project file has. The runtime never
 * writes the file a run starts from back into the project.
 */
export function replEntry(cwd: string, vfs: CommandContext['vfs']): string {
  const folder = toProjectPath(cwd);
  const base = folder === null || vfs.stat(folder)?.type !== 'folder' ? '/' : folder;
  for (let n = 1; ; n++) {
    const path = inFolder(base, n === 1 ? '.repl.py' : `.repl-${n}.py`);
    if (!vfs.stat(path)) return path.slice(1);
  }
}
