/**
 * Reads the error output of each runtime (CPython tracebacks, V8 stacks, Lua messages) into a
 * RunErrorInfo: where in the user's files the error is, so the editor can mark that line, and a
 * trace with the runner's own frames removed, so a beginner sees only code they wrote.
 */
import type { RunErrorInfo, RunLocation } from './types';

// ---------------------------------------------------------------------------------------------
// Python

export const DEFAULT_PROJECT_ROOT = '/home/project';
export const DEFAULT_URL_PREFIX = 'project:///';

const PY_TRACEBACK_HEADER = 'Traceback (most recent call last):';
const PY_FRAME = /^ {2}File "(.+?)", line (\d+)(?:, in (.+))?$/;
const PY_EXCEPTION = /^([A-Za-z_][\w.]*)(?:: (.*))?$/;
/** Lines that join two tracebacks of chained exceptions. */
const PY_CHAIN_LINES = new Set([
  'During handling of the above exception, another exception occurred:',
  'The above exception was the direct cause of the following exception:',
]);

interface PythonFrame {
  lines: string[];
  location: RunLocation | undefined;
}

/** A project file's path from an absolute one, or undefined when it lies outside the project. */
function projectPath(file: string, projectRoot: string): string | undefined {
  const root = projectRoot.endsWith('/') ? projectRoot : `${projectRoot}/`;
  if (!file.startsWith(root)) return undefined;
  const path = file.slice(root.length);
  return path === '' ? undefined : path;
}

/**
 * A CPython traceback (as Pyodide reports it) with its innermost project frame as location.
 * Null when the text has no exception line. Pyodide's own frames and `<exec>` are dropped.
 */
export function parsePythonTraceback(
  text: string,
  projectRoot = DEFAULT_PROJECT_ROOT,
): RunErrorInfo | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const kept: string[] = [];
  let frame: PythonFrame | undefined;
  let location: RunLocation | undefined;
  let exceptionAt = -1;

  const closeFrame = () => {
    if (frame?.location !== undefined) {
      kept.push(...frame.lines);
      location = frame.location;
    }
    frame = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const frameMatch = PY_FRAME.exec(line);
    if (frameMatch !== null) {
      closeFrame();
      const path = projectPath(frameMatch[1] ?? '', projectRoot);
      const where = path === undefined ? undefined : { path, line: Number(frameMatch[2]) };
      frame = { lines: [line], location: where };
    } else if (frame !== undefined && /^\s/.test(line)) {
      frame.lines.push(line);
    } else {
      closeFrame();
      if (line === PY_TRACEBACK_HEADER || PY_CHAIN_LINES.has(line) || line === '') {
        // A new chained traceback starts: the innermost frame is the final exception's.
        if (line === PY_TRACEBACK_HEADER) location = undefined;
        kept.push(line);
      } else if (PY_EXCEPTION.test(line) && isLastException(lines, i)) {
        exceptionAt = i;
        break;
      } else {
        kept.push(line);
      }
    }
  }
  if (exceptionAt === -1) return null;

  // The message goes on over the following lines (hints, notes) to the end.
  const [first = '', ...more] = lines.slice(exceptionAt);
  const match = PY_EXCEPTION.exec(first);
  const firstMessage = match?.[2];
  const info: RunErrorInfo = {
    name: match?.[1] ?? first,
    message: (firstMessage === undefined ? more : [firstMessage, ...more]).join('\n'),
    trace: [...kept, first, ...more].join('\n'),
  };
  if (location !== undefined) info.location = location;
  return info;
}

/** Whether no traceback follows line `index`, so it starts the final exception's message. */
function isLastException(lines: string[], index: number): boolean {
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === PY_TRACEBACK_HEADER || PY_CHAIN_LINES.has(line) || PY_FRAME.test(line)) {
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// JavaScript

/** `    at fn (url:1:2)`, `    at url:1:2`, and SpiderMonkey/JavaScriptCore's `fn@url:1:2`. */
const JS_FRAME_V8 = /^\s*at (?:(.*?) \()?(.+?):(\d+):(\d+)\)?$/;
const JS_FRAME_BARE = /^(.*?)@(.+?):(\d+):(\d+)$/;

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function jsFrameLocation(line: string, urlPrefix: string): RunLocation | undefined {
  const match = JS_FRAME_V8.exec(line) ?? JS_FRAME_BARE.exec(line);
  if (match === null) return undefined;
  const url = match[2] ?? '';
  if (!url.startsWith(urlPrefix)) return undefined;
  const path = decodePath(url.slice(urlPrefix.length));
  if (path === '') return undefined;
  return { path, line: Number(match[3]), column: Number(match[4]) };
}

/**
 * A JavaScript error from its parts. `stack` is V8's (user files carry a
 * `//# sourceURL=project:///path`); only frames in project files are kept. `location`, when
 * known from elsewhere (a syntax error's position), wins over the stack's frames.
 */
export function parseJsStack(
  name: string,
  message: string,
  stack: string | undefined,
  urlPrefix = DEFAULT_URL_PREFIX,
  location?: RunLocation,
): RunErrorInfo {
  const header = message === '' ? name : `${name}: ${message}`;
  const frames: string[] = [];
  let innermost: RunLocation | undefined;
  for (const line of stackFrames(stack ?? '', header)) {
    const where = jsFrameLocation(line, urlPrefix);
    if (where === undefined) continue;
    innermost ??= where;
    frames.push(v8Frame(line));
  }
  const info: RunErrorInfo = { name, message, trace: [header, ...frames].join('\n') };
  const where = location ?? innermost;
  if (where !== undefined) info.location = where;
  return info;
}

/** A frame line in V8's layout (`    at fn (url:1:2)`), whatever engine printed it. */
function v8Frame(line: string): string {
  if (JS_FRAME_V8.test(line)) return line;
  const at = line.indexOf('@');
  const name = line.slice(0, at);
  const where = line.slice(at + 1);
  return name === '' ? `    at ${where}` : `    at ${name} (${where})`;
}

/** The stack's frame lines: what follows the header (V8 repeats `Name: message` first). */
function stackFrames(stack: string, header: string): string[] {
  const text = stack.replace(/\r\n?/g, '\n');
  const rest = text.startsWith(header) ? text.slice(header.length) : text;
  return rest.split('\n').filter((line) => line.trim() !== '');
}

// ---------------------------------------------------------------------------------------------
// Lua

/** `main.lua:3: message` or `[string "main.lua"]:3: message`. */
const LUA_POSITION = /^(\[string "(.+?)"\]|[^\s:[\]]+?):(\d+): ([\s\S]*)$/;
const LUA_TRACEBACK_FRAME = /^\s+(\[string "(.+?)"\]|[^\s:[\]]+?):(\d+): /;
const LUA_TRACEBACK_HEADER = 'stack traceback:';

/** A chunk name as a project path, or undefined for C functions and chunks of inline code. */
function luaChunkPath(chunk: string, projectRoot: string): string | undefined {
  let path = chunk.startsWith('./') ? chunk.slice(2) : chunk;
  if (path.startsWith('/')) {
    const inProject = projectPath(path, projectRoot);
    if (inProject === undefined) return undefined;
    path = inProject;
  }
  return /^[\w./ -]+\.lua$/.test(path) ? path : undefined;
}

function luaLocation(match: RegExpExecArray, projectRoot: string): RunLocation | undefined {
  const path = luaChunkPath(match[2] ?? match[1] ?? '', projectRoot);
  return path === undefined ? undefined : { path, line: Number(match[3]) };
}

/**
 * A Lua error message as wasmoon throws it, possibly followed by a `stack traceback:`; the
 * traceback keeps only frames in project files.
 */
export function parseLuaError(message: string, projectRoot = DEFAULT_PROJECT_ROOT): RunErrorInfo {
  const text = message.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  const tracebackAt = text.indexOf(`\n${LUA_TRACEBACK_HEADER}`);
  const head = tracebackAt === -1 ? text : text.slice(0, tracebackAt);
  const tracebackLines =
    tracebackAt === -1
      ? []
      : text
          .slice(tracebackAt + 1)
          .split('\n')
          .slice(1);

  const position = LUA_POSITION.exec(head);
  let location = position === null ? undefined : luaLocation(position, projectRoot);
  const userFrames: string[] = [];
  for (const line of tracebackLines) {
    const frame = LUA_TRACEBACK_FRAME.exec(line);
    const where = frame === null ? undefined : luaLocation(frame, projectRoot);
    if (where === undefined) continue;
    location ??= where;
    userFrames.push(line);
  }
  const trace =
    userFrames.length === 0 ? head : [head, LUA_TRACEBACK_HEADER, ...userFrames].join('\n');
  const info: RunErrorInfo = {
    name: 'lua',
    message: position !== null && location !== undefined ? (position[4] ?? head) : head,
    trace,
  };
  if (location !== undefined) info.location = location;
  return info;
}
