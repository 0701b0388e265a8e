/**
 * What a terminal type looks like before any command runs: the environment it starts with,
 * its prompt, how it writes the current directory, and the banner it prints once. Small and
 * free of the command tables, so the app's first load can create sessions and show the panel's
 * status without the shell itself (shell.ts), which loads with the panel.
 */
import { HOST_NAME, PROJECT_ROOT, terminalType, USER_NAME, type TerminalTypeId } from './types';
import { tildePath, windowsPath } from './vfs';

/** The environment a new terminal starts with. */
export function initialEnvironment(typeId: TerminalTypeId): Record<string, string> {
  const type = terminalType(typeId);
  const env: Record<string, string> = {
    HOME: PROJECT_ROOT,
    USER: USER_NAME,
    HOSTNAME: HOST_NAME,
    PWD: PROJECT_ROOT,
    SHELL:
      type.family === 'powershell'
        ? '/usr/bin/pwsh'
        : type.family === 'cmd'
          ? 'cmd.exe'
          : '/bin/bash',
    TERM: 'xterm-256color',
    LANG: 'en_US.UTF-8',
    PATH: '/usr/local/bin:/usr/bin:/bin',
    TERMINAL_TYPE: type.id,
  };
  const extra: Partial<Record<TerminalTypeId, Record<string, string>>> = {
    python: { PYTHON_VERSION: type.version, VIRTUAL_ENV: '' },
    // No NODE_VERSION: there is no Node.js here, only the browser's JavaScript engine.
    node: { NODE_ENV: 'development' },
    java: { JAVA_HOME: '/usr/lib/jvm/java-17-openjdk', JAVA_VERSION: type.version },
    rust: { CARGO_HOME: '/home/developer/.cargo', RUST_VERSION: type.version },
    go: { GOPATH: '/home/developer/go', GOVERSION: `go${type.version}` },
    php: { PHP_VERSION: type.version },
    cmd: {
      COMSPEC: 'C:\\Windows\\system32\\cmd.exe',
      OS: 'Windows_NT',
      USERNAME: USER_NAME,
      USERPROFILE: 'C:\\Users\\' + USER_NAME,
    },
    powershell: { PSVersion: type.version },
  };
  const more = extra[typeId] ?? {};
  for (const [k, v] of Object.entries(more)) if (v !== '') env[k] = v;
  return env;
}

/** The prompt as plain text (the view colours it). */
export function promptParts(
  typeId: TerminalTypeId,
  cwd: string,
): { label: string; dir: string; sign: string } {
  const type = terminalType(typeId);
  if (type.family === 'powershell') return { label: 'PS', dir: cwd, sign: '>' };
  if (type.family === 'cmd') return { label: '', dir: windowsPath(cwd), sign: '>' };
  return { label: type.id, dir: tildePath(cwd), sign: type.prompt };
}

export function promptText(typeId: TerminalTypeId, cwd: string): string {
  const { label, dir, sign } = promptParts(typeId, cwd);
  return `${label ? label + ' ' : ''}${dir}${sign} `;
}

/** How the status bar shows the directory: the way the type writes paths. */
export function displayDirectory(typeId: TerminalTypeId, cwd: string): string {
  return terminalType(typeId).family === 'cmd' ? windowsPath(cwd) : cwd;
}

/**
 * The terminal types where `node` and `python` really run programs (in the browser); in the
 * others every command is simulated.
 */
export function runsPrograms(typeId: TerminalTypeId): boolean {
  return typeId === 'bash' || typeId === 'python' || typeId === 'node';
}

/** What really runs in a terminal of this type and what is simulated, in a line or two. */
export function honestyNote(typeId: TerminalTypeId): string[] {
  if (runsPrograms(typeId)) {
    return [
      "Programs really run, in your browser: node file.js (or .ts) and python file.py; python alone opens Python's prompt.",
      "Everything else (ls, cat, npm install, pip install …) is simulated over the project's files and says what it did not do.",
    ];
  }
  return [
    "Commands are simulated over the project's files: nothing is really run in this terminal.",
    'To run a .py, .js or .ts file, open a Bash, Python or Node.js terminal and type python file.py or node file.js.',
  ];
}

/** The banner a new terminal prints once: what it is, and what really runs in it. */
export function banner(typeId: TerminalTypeId): string {
  const type = terminalType(typeId);
  const what =
    typeId === 'python'
      ? `Python ${type.version}, running in your browser`
      : typeId === 'node'
        ? "no Node.js: JavaScript runs in your browser's engine"
        : `simulated ${type.id === 'cmd' ? 'Windows ' + type.version : type.version}`;
  return [
    `${type.name} terminal (${what})`,
    ...honestyNote(typeId),
    'Files you create here are the project\'s files. Type "help" for available commands.',
  ].join('\n');
}
