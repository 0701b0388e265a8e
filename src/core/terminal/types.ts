/**
 * The terminal's data (a session: transcript, directory, environment; the nine terminal types)
 * and its constants (versions, the starting directory, the panel's height limits). The shell in shell.ts answers commands
 * itself, over the project's own files; only `node` and `python` programs really run
 * (real-commands.ts plans them, the terminal panel runs them in the browser).
 */

export type TerminalTypeId =
  'bash' | 'python' | 'node' | 'java' | 'powershell' | 'cmd' | 'rust' | 'go' | 'php';

/** The ANSI colour a type's prompt and tab use; each theme maps it to a readable shade. */
export type TypeColor = 'green' | 'blue' | 'yellow' | 'red' | 'magenta' | 'cyan';

export interface TerminalTypeDef {
  id: TerminalTypeId;
  /** As people call it: 'Python', 'Node.js', 'PowerShell'. */
  name: string;
  /** The prompt's closing sign: '$' for the Unix-like types, '>' for PowerShell and cmd. */
  prompt: string;
  color: TypeColor;
  /**
   * A short monogram shown beside the name in the type's colour ('py', 'js'); plain text, so
   * it shows on every system, with or without an emoji font.
   */
  icon: string;
  /** File extensions of the type's language. */
  extensions: readonly string[];
  /** The program that would run those files in a real terminal. */
  interpreter: string;
  /** Its version as the terminal reports it: the product's fixed one, Python's the real one. */
  version: string;
  /** Which command set and prompt style the type follows. */
  family: 'posix' | 'powershell' | 'cmd';
}

/**
 * The Python that really runs: Pyodide's CPython, as the pyodide package's lock file says
 * (node_modules/pyodide/pyodide-lock.json, `info.python`). Update it with the pyodide package.
 */
export const PYTHON_VERSION = '3.14.2';

/** Versions the simulated tools report (the Python type reports the real one). */
export const SIMULATED_VERSIONS = {
  node: '18.17.0',
  java: '17.0.2',
  php: '8.2.0',
  // No fixed versions for these: the releases current when Node 18.17.0 was.
  rust: '1.72.0',
  go: '1.21.0',
  bash: '5.2.15',
  powershell: '7.3.6',
  cmd: '10.0.19045',
} as const;

export const TERMINAL_TYPES: readonly TerminalTypeDef[] = [
  {
    id: 'bash',
    name: 'Bash',
    prompt: '$',
    color: 'green',
    icon: 'sh',
    extensions: ['.sh', '.bash'],
    interpreter: 'bash',
    version: SIMULATED_VERSIONS.bash,
    family: 'posix',
  },
  {
    id: 'python',
    name: 'Python',
    prompt: '$',
    color: 'blue',
    icon: 'py',
    extensions: ['.py'],
    interpreter: 'python3',
    version: PYTHON_VERSION,
    family: 'posix',
  },
  {
    id: 'node',
    name: 'Node.js',
    prompt: '$',
    color: 'green',
    icon: 'js',
    extensions: ['.js', '.mjs', '.cjs', '.ts'],
    interpreter: 'node',
    version: SIMULATED_VERSIONS.node,
    family: 'posix',
  },
  {
    id: 'java',
    name: 'Java',
    prompt: '$',
    color: 'red',
    icon: 'jv',
    extensions: ['.java'],
    interpreter: 'java',
    version: SIMULATED_VERSIONS.java,
    family: 'posix',
  },
  {
    id: 'powershell',
    name: 'PowerShell',
    prompt: '>',
    color: 'blue',
    icon: 'ps',
    extensions: ['.ps1'],
    interpreter: 'pwsh',
    version: SIMULATED_VERSIONS.powershell,
    family: 'powershell',
  },
  {
    id: 'cmd',
    name: 'Command Prompt',
    prompt: '>',
    color: 'yellow',
    icon: 'C:',
    extensions: ['.bat', '.cmd'],
    interpreter: 'cmd.exe',
    version: SIMULATED_VERSIONS.cmd,
    family: 'cmd',
  },
  {
    id: 'rust',
    name: 'Rust',
    prompt: '$',
    color: 'red',
    icon: 'rs',
    extensions: ['.rs'],
    interpreter: 'cargo',
    version: SIMULATED_VERSIONS.rust,
    family: 'posix',
  },
  {
    id: 'go',
    name: 'Go',
    prompt: '$',
    color: 'cyan',
    icon: 'go',
    extensions: ['.go'],
    interpreter: 'go',
    version: SIMULATED_VERSIONS.go,
    family: 'posix',
  },
  {
    id: 'php',
    name: 'PHP',
    prompt: '$',
    color: 'magenta',
    icon: 'php',
    extensions: ['.php'],
    interpreter: 'php',
    version: SIMULATED_VERSIONS.php,
    family: 'posix',
  },
];

export function terminalType(id: TerminalTypeId): TerminalTypeDef {
  const def = TERMINAL_TYPES.find((t) => t.id === id);
  if (!def) throw new Error(`Unknown terminal type "${id}"`);
  return def;
}

export function isTerminalTypeId(value: string): value is TerminalTypeId {
  return TERMINAL_TYPES.some((t) => t.id === value);
}

/** The folder the terminal shows for the project root (also the initial directory). */
export const PROJECT_ROOT = '/home/project';
export const USER_NAME = 'developer';
export const HOST_NAME = 'editor';

/** Command history keeps 50 per terminal. */
export const COMMAND_HISTORY_LIMIT = 50;
/** Transcript entries kept per terminal; older ones scroll away, as in a real terminal. */
export const TRANSCRIPT_LIMIT = 1000;

/** Terminal height is clamped to 200 to 800 px, default 300. */
export const TERMINAL_MIN_HEIGHT = 200;
export const TERMINAL_MAX_HEIGHT = 800;
export const TERMINAL_DEFAULT_HEIGHT = 300;

export function clampHeight(height: number): number {
  if (!Number.isFinite(height)) return TERMINAL_DEFAULT_HEIGHT;
  return Math.round(Math.min(TERMINAL_MAX_HEIGHT, Math.max(TERMINAL_MIN_HEIGHT, height)));
}

/** A history entry has a command, an output and one of these types. */
export type HistoryEntryType = 'command' | 'output' | 'success' | 'error';

export interface HistoryEntry {
  /** The command line as typed (for 'command') or the one that produced this output. */
  command: string;
  /** '' for a 'command' entry; may span several lines. */
  output: string;
  type: HistoryEntryType;
  /** The directory the command was typed in, to draw its prompt again. */
  directory: string;
}

export interface TerminalSession {
  id: string;
  name: string;
  type: TerminalTypeId;
  /** The transcript: what the terminal shows. */
  history: HistoryEntry[];
  /** Bumped by `clear`, so a view knows to wipe its screen rather than append. */
  clearCount: number;
  /** Lines typed, oldest first, for ArrowUp / ArrowDown (the newest 50 kept). */
  commandHistory: string[];
  currentDirectory: string;
  isActive: boolean;
  environment: Record<string, string>;
}

/** One line (or block) of what a command prints. */
export interface OutputLine {
  text: string;
  kind: 'output' | 'success' | 'error';
}
