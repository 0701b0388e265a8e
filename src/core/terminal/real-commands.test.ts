import { describe, expect, it } from 'vitest';
import {
  NO_NODE,
  NO_NODE_PROMPT,
  ONE_PROGRAM_PER_LINE,
  planRealCommand,
  pythonReplCode,
  replEntry,
  type RealCommandState,
} from './real-commands';
import { initialEnvironment } from './profile';
import { testProject } from './test-helpers';
import { PROJECT_ROOT, type TerminalTypeId } from './types';

const files: Record<string, string | null> = {
  '/hello.js': 'console.log("hi")',
  '/hello.py': 'print("hi")',
  '/app.ts': 'const n: number = 1;',
  '/view.tsx': '<div />',
  '/style.css': 'a {}',
  '/script': 'print(1)',
  '/my file.py': 'print(2)',
  '/src': null,
  '/src/main.py': 'import helper',
  '/src/index.js': '',
  '/pkg': null,
  '/pkg/__main__.py': 'print("main")',
};

function plan(line: string, type: TerminalTypeId = 'bash', cwd = PROJECT_ROOT, project = files) {
  const state: RealCommandState = { type, cwd, env: initialEnvironment(type) };
  return planRealCommand(line, state, testProject(project).vfs);
}

describe('node and python files run for real', () => {
  it.each(['bash', 'python', 'node'] as const)('in a %s terminal', (type) => {
    expect(plan('node hello.js', type)).toEqual({
      kind: 'run',
      runtime: 'javascript',
      entry: 'hello.js',
      args: [],
    });
    expect(plan('python hello.py a "b c"', type)).toEqual({
      kind: 'run',
      runtime: 'python',
      entry: 'hello.py',
      args: ['a', 'b c'],
    });
    expect(plan('python3 hello.py', type)).toMatchObject({ kind: 'run', runtime: 'python' });
    expect(plan('py hello.py', type)).toMatchObject({ kind: 'run', runtime: 'python' });
  });

  it('runs TypeScript and JSX with node, and extensionless files with python', () => {
    expect(plan('node app.ts --flag')).toEqual({
      kind: 'run',
      runtime: 'javascript',
      entry: 'app.ts',
      args: ['--flag'],
    });
    expect(plan('node ./view.tsx')).toMatchObject({ entry: 'view.tsx' });
    expect(plan('python script')).toMatchObject({ runtime: 'python', entry: 'script' });
  });

  it('resolves paths against the current folder, with quotes and ~', () => {
    const src = `${PROJECT_ROOT}/src`;
    expect(plan('python main.py', 'bash', src)).toMatchObject({ entry: 'src/main.py' });
    expect(plan('node ../hello.js', 'bash', src)).toMatchObject({ entry: 'hello.js' });
    expect(plan('python ~/hello.py', 'bash', src)).toMatchObject({ entry: 'hello.py' });
    expect(plan("python 'my file.py'")).toMatchObject({ entry: 'my file.py' });
    expect(plan('python my\\ file.py')).toMatchObject({ entry: 'my file.py' });
  });

  it('finds a folder entry as Node and Python do', () => {
    expect(plan('node hello')).toMatchObject({ entry: 'hello.js' });
    expect(plan('node src')).toMatchObject({ entry: 'src/index.js' });
    expect(plan('python pkg x')).toEqual({
      kind: 'run',
      runtime: 'python',
      entry: 'pkg/__main__.py',
      args: ['x'],
    });
    expect(plan('python src')).toEqual({
      kind: 'say',
      lines: ["python: can't find '__main__' module in '/home/project/src'"],
      isError: true,
    });
  });

  it('skips options that change nothing', () => {
    expect(plan('python -u -B hello.py')).toMatchObject({ entry: 'hello.py' });
    expect(plan('node --watch hello.js')).toMatchObject({ entry: 'hello.js' });
  });
});

describe('what node and python say without running', () => {
  it('gives the missing-file messages Node and Python give', () => {
    expect(plan('python x.py')).toEqual({
      kind: 'say',
      lines: ["python: can't open file '/home/project/x.py': [Errno 2] No such file or directory"],
      isError: true,
    });
    expect(plan('python3 src/x.py')).toMatchObject({
      lines: [
        "python3: can't open file '/home/project/src/x.py': [Errno 2] No such file or directory",
      ],
    });
    expect(plan('node x.js')).toEqual({
      kind: 'say',
      lines: ["Error: Cannot find module '/home/project/x.js'"],
      isError: true,
    });
    expect(plan('node /etc/passwd')).toMatchObject({
      lines: ["Error: Cannot find module '/etc/passwd'"],
    });
  });

  it('reports the real Python version', () => {
    for (const line of ['python --version', 'python3 -V', 'py --version']) {
      expect(plan(line)).toEqual({ kind: 'say', lines: ['Python 3.14.2'], isError: false });
    }
  });

  it('says honestly that there is no Node.js', () => {
    expect(plan('node --version')).toEqual({ kind: 'say', lines: [NO_NODE], isError: false });
    expect(plan('node -v', 'node')).toMatchObject({ lines: [NO_NODE] });
    expect(NO_NODE).toContain("this browser's own JavaScript engine");
    expect(plan('node --help')).toMatchObject({
      lines: expect.arrayContaining([expect.stringMatching(/TypeScript/)]),
    });
  });

  it('python alone opens the prompt; node alone says there is none', () => {
    expect(plan('python')).toEqual({ kind: 'repl' });
    expect(plan('python3', 'node')).toEqual({ kind: 'repl' });
    expect(plan('python -q', 'python')).toEqual({ kind: 'repl' });
    expect(plan('node')).toEqual({ kind: 'say', lines: NO_NODE_PROMPT, isError: true });
    expect(NO_NODE_PROMPT.join(' ')).toContain('interactive Node.js prompt is not available');
    expect(NO_NODE_PROMPT.join(' ')).toContain('node file.js');
  });

  it('points a file to the runtime that runs it', () => {
    expect(plan('node hello.py')).toMatchObject({
      lines: ['hello.py is a Python file: run it with python hello.py'],
    });
    expect(plan('python hello.js')).toMatchObject({
      lines: ['hello.js is a JavaScript or TypeScript file: run it with node hello.js'],
    });
    expect(plan('node style.css')).toMatchObject({ isError: true });
  });

  it('refuses what cannot run here, and says how to run code instead', () => {
    expect(plan('python -c "print(1)"')).toMatchObject({ kind: 'say', isError: true });
    expect(plan('python -m http.server')).toMatchObject({
      lines: [
        'python -m http.server: running a module with -m is not available here. Run a file with python file.py.',
      ],
    });
    expect(plan('node -e "1"')).toMatchObject({ kind: 'say', isError: true });
    expect(plan('python -X dev')).toMatchObject({ kind: 'say', isError: true });
  });

  it('leaves python -m pip to the Python terminal, which simulates pip', () => {
    expect(plan('python -m pip install x', 'python')).toBeNull();
    expect(plan('python -m pip install x', 'bash')).toMatchObject({ kind: 'say', isError: true });
  });

  it('runs a program only on a line of its own', () => {
    for (const line of ['cd src && python main.py', 'node hello.js > out.txt', 'echo; python']) {
      expect(plan(line)).toEqual({ kind: 'say', lines: [ONE_PROGRAM_PER_LINE], isError: true });
    }
  });
});

describe('lines left to the simulated shell', () => {
  it('returns null for other commands and blank lines', () => {
    for (const line of ['ls', 'echo node hello.js', '', '   ', 'pip install x', 'cd src && ls']) {
      expect(plan(line)).toBeNull();
    }
  });

  it('returns null in the terminal types where nothing really runs', () => {
    for (const type of ['java', 'powershell', 'cmd', 'rust', 'go', 'php'] as const) {
      expect(plan('python hello.py', type)).toBeNull();
      expect(plan('node hello.js', type)).toBeNull();
    }
  });

  it('leaves a line with an unterminated quote to the shell, which reports it', () => {
    expect(plan('python "hello.py')).toBeNull();
  });
});

describe('npm scripts that run a file', () => {
  const pkg = (scripts: Record<string, string>, extra: Record<string, string | null> = {}) => ({
    ...files,
    '/main.js': 'console.log(process.argv)',
    '/package.json': JSON.stringify({ name: 'app', version: '1.0.0', scripts }),
    ...extra,
  });

  it('npm start runs `node main.js`, after the lines npm prints', () => {
    expect(plan('npm start', 'bash', PROJECT_ROOT, pkg({ start: 'node main.js' }))).toEqual({
      kind: 'run',
      runtime: 'javascript',
      entry: 'main.js',
      args: [],
      preface: ['', '> app@1.0.0 start', '> node main.js', ''],
    });
  });

  it('npm test and npm run, with arguments after --, from a folder below', () => {
    const project = pkg({ test: 'node src/index.js --ci', dev: 'node main.js' });
    expect(plan('npm test', 'node', PROJECT_ROOT, project)).toMatchObject({
      entry: 'src/index.js',
      args: ['--ci'],
    });
    expect(plan('npm run dev -- a b', 'node', `${PROJECT_ROOT}/src`, project)).toMatchObject({
      entry: 'main.js',
      args: ['a', 'b'],
      preface: ['', '> app@1.0.0 dev', '> node main.js a b', ''],
    });
  });

  it('a script naming a missing file gives Node’s message after npm’s lines', () => {
    expect(plan('npm start', 'bash', PROJECT_ROOT, pkg({ start: 'node gone.js' }))).toEqual({
      kind: 'say',
      lines: ["Error: Cannot find module '/home/project/gone.js'"],
      isError: true,
      preface: ['', '> app@1.0.0 start', '> node gone.js', ''],
    });
  });

  it('leaves every other npm line to the simulated npm', () => {
    const project = pkg({
      build: 'vite build',
      both: 'node a.js && node b.js',
      start: 'node main.js',
    });
    for (const line of [
      'npm run build',
      'npm run both',
      'npm run nope',
      'npm run',
      'npm install',
      'npm test',
    ]) {
      expect(plan(line, 'node', PROJECT_ROOT, project)).toBeNull();
    }
    expect(plan('npm start', 'node', PROJECT_ROOT, files)).toBeNull(); // no package.json
    expect(plan('npm start', 'node', PROJECT_ROOT, { '/package.json': '{ broken' })).toBeNull();
    // A script name from the input is looked up as an own key only.
    expect(plan('npm run constructor', 'node', PROJECT_ROOT, project)).toBeNull();
    expect(plan('npm run __proto__', 'node', PROJECT_ROOT, project)).toBeNull();
  });
});

describe("Python's prompt", () => {
  it('runs the standard console with the banner, leaving stdin open on exit()', () => {
    const code = pythonReplCode();
    expect(code).toContain('code.interact(');
    expect(code).toContain(
      'banner="Python 3.14.2 (in your browser). Type exit() or press Ctrl+D to leave."',
    );
    expect(code).toContain("exitmsg=''");
    expect(code).toContain('raise SystemExit(status)');
  });

  it('is placed in the terminal folder under a name no project file has', () => {
    const { vfs } = testProject({ '/src': null, '/.repl.py': 'mine' });
    expect(replEntry(PROJECT_ROOT, vfs)).toBe('.repl-2.py');
    expect(replEntry(`${PROJECT_ROOT}/src`, vfs)).toBe('src/.repl.py');
    expect(replEntry(`${PROJECT_ROOT}/gone`, vfs)).toBe('.repl-2.py');
  });
});
