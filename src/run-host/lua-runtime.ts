/**
 * Runs Lua 5.4 with wasmoon (the reference Lua compiled to WebAssembly), as `lua main.lua` would
 * in a terminal opened at the entry's folder.
 *
 * - The project's files are written under /home/project and the entry's folder is the working
 *   directory, so `io.open('data.txt')` finds them; files the program wrote or deleted there are
 *   reported back. `require('helper')` loads `helper.lua` (or `helper/init.lua`) from the entry's
 *   folder, then from the project root, each chunk named by its project path.
 * - The code runs as a chunk named after the entry's project path, so errors read
 *   `main.lua:3: …`; a selection is padded to its first line so its lines are the file's.
 * - `print`, `io.write` and `io.stdout:write` go straight to stdout (nothing is held back), and
 *   `io.stderr:write` to stderr; `io.read` in all its formats, `io.lines()` and `io.stdin` read
 *   typed lines through the io.
 * - An uncaught error is printed as `lua.c` prints it (message and traceback, without the
 *   runner's frames), reported with the innermost project location, and exits with 1.
 * - `os.exit(code)` ends the run with that code and never reaches Emscripten's exit: it unwinds
 *   the Lua stack (a hook re-raises at every instruction, so a `pcall` cannot swallow it).
 * - A runaway loop is not stopped here: the host terminates the worker.
 */
import { LuaFactory } from 'wasmoon';
import { folderOf, normalizeProjectPath } from '../core/run/paths';
import type { RunErrorInfo, RunRequest } from '../core/run/types';
import type { Runtime, RuntimeIo } from './runtime';

export const PROJECT_ROOT = '/home/project';

/**
 * The Lua half of the runner, loaded as the chunk `[runner]`. It takes what the JavaScript half
 * left in globals (and removes them), patches the standard library and runs the program; it
 * returns 'ok', or 'error' with a message and a traceback.
 */
const BOOTSTRAP = String.raw`
local write, read_line, exit_js, get_arg = __run_write, __run_read, __run_exit, __run_arg
local code, entry, entry_dir = __run_code, __run_entry, __run_dir
__run_write, __run_read, __run_exit, __run_arg = nil, nil, nil, nil
__run_code, __run_entry, __run_dir = nil, nil, nil

local select, type, tostring, error, pcall, load = select, type, tostring, error, pcall, load
local format, concat, pack, unpack = string.format, table.concat, table.pack, table.unpack
local math_type, tointeger, getmetatable = math.type, math.tointeger, getmetatable
local traceback, sethook = debug.traceback, debug.sethook
local io_write, io_read, io_lines, io_open, io_input, io_output =
  io.write, io.read, io.lines, io.open, io.input, io.output
local stdin, stdout, stderr = io.stdin, io.stdout, io.stderr
local methods = getmetatable(stdout).__index
local file_write, file_read, file_lines = methods.write, methods.read, methods.lines

-- Output ------------------------------------------------------------------------------------

-- What io.write writes for its arguments; errors name the caller's caller (the user's line).
local function render(...)
  local parts = {}
  for i = 1, select('#', ...) do
    local v = select(i, ...)
    local t = type(v)
    if t == 'string' then
      parts[i] = v
    elseif t == 'number' then
      parts[i] = math_type(v) == 'integer' and format('%d', v) or format('%.14g', v)
    else
      error(format("bad argument #%d to 'write' (string expected, got %s)", i, t), 3)
    end
  end
  return concat(parts)
end

print = function(...)
  local parts = {}
  for i = 1, select('#', ...) do parts[i] = tostring((select(i, ...))) end
  write(1, concat(parts, '\t') .. '\n')
end

io.write = function(...)
  local out = io_output()
  if out == stdout or out == stderr then
    write(out == stdout and 1 or 2, render(...))
    return out
  end
  return io_write(...)
end

methods.write = function(f, ...)
  if f == stdout or f == stderr then
    write(f == stdout and 1 or 2, render(...))
    return f
  end
  return file_write(f, ...)
end

-- Input: typed lines, each followed by a newline, read as a stream -----------------------------

local buffer, at_end = '', false

local function fill()
  if at_end then return false end
  local line = read_line()
  if line == nil then
    at_end = true
    return false
  end
  buffer = buffer .. line .. '\n'
  return true
end

local function read_line_of(keep_newline)
  while true do
    local i = buffer:find('\n', 1, true)
    if i then
      local line = buffer:sub(1, keep_newline and i or i - 1)
      buffer = buffer:sub(i + 1)
      return line
    end
    if not fill() then
      if buffer == '' then return nil end
      local line = buffer
      buffer = ''
      return line
    end
  end
end

local function read_number()
  while true do
    buffer = (buffer:gsub('^%s+', ''))
    if buffer ~= '' then break end
    if not fill() then return nil end
  end
  local sign = buffer:match('^[+-]?')
  local rest = buffer:sub(#sign + 1)
  local body
  if rest:match('^0[xX]') then
    body = rest:match('^0[xX]%x*%.?%x*')
    body = body .. (rest:sub(#body + 1):match('^[pP][+-]?%d+') or '')
  else
    body = rest:match('^%d*%.?%d*')
    body = body .. (rest:sub(#body + 1):match('^[eE][+-]?%d+') or '')
  end
  local numeral = sign .. body
  buffer = buffer:sub(#numeral + 1)
  return tonumber(numeral)
end

local function read_chars(n)
  if n <= 0 then
    if buffer == '' and not fill() then return nil end
    return ''
  end
  while #buffer < n and fill() do end
  if buffer == '' then return nil end
  local chunk = buffer:sub(1, n)
  buffer = buffer:sub(n + 1)
  return chunk
end

local function read_all()
  while fill() do end
  local all = buffer
  buffer = ''
  return all
end

-- io.read's formats over typed input; errors name the caller's caller.
local function stdin_read(...)
  local n = select('#', ...)
  if n == 0 then return read_line_of(false) end
  local results = {}
  for i = 1, n do
    local fmt = select(i, ...)
    local value
    if type(fmt) == 'number' then
      local count = tointeger(fmt)
      if not count then error(format("bad argument #%d to 'read' (number has no integer representation)", i), 3) end
      value = read_chars(count)
    else
      if type(fmt) ~= 'string' then error(format("bad argument #%d to 'read' (invalid format)", i), 3) end
      local c = fmt:sub(1, 1) == '*' and fmt:sub(2, 2) or fmt:sub(1, 1)
      if c == 'l' then value = read_line_of(false)
      elseif c == 'L' then value = read_line_of(true)
      elseif c == 'n' then value = read_number()
      elseif c == 'a' then value = read_all()
      else error(format("bad argument #%d to 'read' (invalid format)", i), 3) end
    end
    results[i] = value
    if value == nil then return unpack(results, 1, i) end
  end
  return unpack(results, 1, n)
end

io.read = function(...)
  if io_input() == stdin then
    local r = pack(stdin_read(...))
    return unpack(r, 1, r.n)
  end
  return io_read(...)
end

methods.read = function(f, ...)
  if f == stdin then
    local r = pack(stdin_read(...))
    return unpack(r, 1, r.n)
  end
  return file_read(f, ...)
end

local function stdin_lines(...)
  local formats = pack(...)
  return function()
    local r = pack(stdin_read(unpack(formats, 1, formats.n)))
    return unpack(r, 1, r.n)
  end
end

io.lines = function(filename, ...)
  if filename == nil and io_input() == stdin then return stdin_lines(...) end
  return io_lines(filename, ...)
end

methods.lines = function(f, ...)
  if f == stdin then return stdin_lines(...) end
  return file_lines(f, ...)
end

-- os.exit: record the code, then unwind to the runner whatever pcalls are in the way ----------

local EXIT = {}
local main_thread = coroutine.running()
local function unwind() error(EXIT, 0) end

os.exit = function(status)
  local code
  if status == nil or status == true then
    code = 0
  elseif status == false then
    code = 1
  else
    code = tointeger(tonumber(status))
    if not code then error("bad argument #1 to 'exit' (number has no integer representation)", 2) end
  end
  exit_js(code)
  if coroutine.running() ~= main_thread then sethook(main_thread, unwind, '', 1) end
  sethook(unwind, '', 1) -- from here on, every instruction raises
  error(EXIT, 0)
end

-- require: project files, from the entry's folder, then from the root -------------------------

package.path = ''
package.cpath = ''

local function read_project(path)
  local f = io_open(path, 'rb')
  if not f then return nil end
  local source = file_read(f, 'a')
  f:close()
  return source
end

table.insert(package.searchers, 2, function(name)
  local rel = name:gsub('%.', '/')
  local folders = entry_dir == '' and { '' } or { entry_dir .. '/', '' }
  local tried = {}
  for _, folder in ipairs(folders) do
    for _, pattern in ipairs({ '%s.lua', '%s/init.lua' }) do
      local path = folder .. format(pattern, rel)
      local source = read_project(${JSON.stringify(PROJECT_ROOT)} .. '/' .. path)
      if source then
        local chunk, message = load(source, '@' .. path, 't')
        if not chunk then
          error(format("error loading module '%s' from file '%s':\n\t%s", name, path, message), 0)
        end
        return chunk, path
      end
      tried[#tried + 1] = "\n\tno file '" .. path .. "'"
    end
  end
  return concat(tried)
end)

-- The program --------------------------------------------------------------------------------

local function handler(e)
  if e == EXIT then return e end
  local message
  if type(e) == 'string' or type(e) == 'number' then
    message = tostring(e)
  else
    local meta = getmetatable(e)
    local ok, text = false, nil
    if type(meta) == 'table' and meta.__tostring then ok, text = pcall(tostring, e) end
    message = (ok and type(text) == 'string') and text or format('(error object is a %s value)', type(e))
  end
  return { message, traceback(message, 2) }
end

arg = { [0] = entry }
local i = 1
while true do
  local a = get_arg(i)
  if a == nil then break end
  arg[i] = a
  i = i + 1
end

local chunk, message = load(code, '@' .. entry, 't')
if not chunk then return 'syntax', message end
local ok, result = xpcall(chunk, handler, unpack(arg, 1, #arg))
if ok or result == EXIT then return 'ok' end
return 'error', result[1], result[2]
`;

const dirname = folderOf;
const normalize = (path: string) => normalizeProjectPath(path);

/**
 * The project file a chunk name or path in a Lua message refers to: a project path, a path
 * relative to the entry's folder (the working directory), or an absolute one under the root.
 */
function projectPath(name: string, entry: string, known: ReadonlySet<string>): string | null {
  const candidates = name.startsWith(`${PROJECT_ROOT}/`)
    ? [name.slice(PROJECT_ROOT.length + 1)]
    : [name, `${dirname(entry)}/${name}`];
  for (const candidate of candidates) {
    const path = normalize(candidate);
    if (path !== null && known.has(path)) return path;
  }
  return null;
}

/** The traceback without the runner's frames (`[runner]` and the `xpcall` that ran the chunk). */
export function trimTraceback(traceback: string): string {
  const lines = traceback.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line === "\t[C]: in function 'xpcall'") break;
    if (line.startsWith('\t[runner]:')) continue;
    out.push(line);
  }
  return out.join('\n');
}

/** An uncaught Lua error as a run error: the location is the innermost project frame. */
export function luaErrorInfo(
  message: string,
  traceback: string | null,
  entry: string,
  known: ReadonlySet<string>,
): RunErrorInfo {
  const trace = `lua: ${traceback === null ? message : trimTraceback(traceback)}`;
  const at = /^(.+?):(\d+): /.exec(message);
  const atPath = at ? projectPath(at[1] ?? '', entry, known) : null;
  if (at && atPath !== null) {
    return {
      name: 'lua',
      message: message.slice(at[0].length),
      location: { path: atPath, line: Number(at[2]) },
      trace,
    };
  }
  const frames = [...message.matchAll(/([^\s'":]+):(\d+):/g)];
  if (traceback !== null) frames.push(...traceback.matchAll(/^\t([^\n]+?):(\d+): in /gm));
  for (const frame of frames) {
    const path = projectPath(frame[1] ?? '', entry, known);
    if (path !== null) {
      return { name: 'lua', message, location: { path, line: Number(frame[2]) }, trace };
    }
  }
  return { name: 'lua', message, trace };
}

/**
 * The Emscripten file system of wasmoon's build. Only some of its methods survive minification
 * (no `mkdirTree`, no `isDir`): these are the ones used here.
 */
type EmscriptenFs = Pick<
  Awaited<ReturnType<LuaFactory['getLuaModule']>>['module']['FS'],
  'mkdir' | 'readdir' | 'stat' | 'isFile' | 'readFile' | 'chdir'
>;

/** Every file under `root`, as paths relative to it. */
function walk(fs: EmscriptenFs, root: string): string[] {
  const found: string[] = [];
  const visit = (folder: string, prefix: string) => {
    for (const name of fs.readdir(folder)) {
      if (name === '.' || name === '..') continue;
      const full = `${folder}/${name}`;
      const { mode } = fs.stat(full);
      if (fs.isFile(mode)) found.push(`${prefix}${name}`);
      else if ((mode & 0o170000) === 0o040000) visit(full, `${prefix}${name}/`);
    }
  };
  visit(root, '');
  return found;
}

/** Tells the app about the files the program wrote or deleted under the project. */
function reportChanges(
  fs: EmscriptenFs,
  before: ReadonlyMap<string, string>,
  io: RuntimeIo,
  entry: string,
) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const now = new Set(walk(fs, PROJECT_ROOT));
  for (const path of now) {
    if (path === entry) continue; // the program's own text, possibly a selection
    let text: string;
    try {
      text = decoder.decode(fs.readFile(`${PROJECT_ROOT}/${path}`));
    } catch {
      io.emit({
        type: 'stderr',
        text: `${path} was written as binary data, which the editor cannot keep yet; it was left out.\n`,
      });
      continue;
    }
    if (before.get(path) !== text) io.emit({ type: 'file-written', path, content: text });
  }
  for (const path of before.keys()) {
    if (!now.has(path) && path !== entry) io.emit({ type: 'file-deleted', path });
  }
}

/** The code as the entry file holds it, a `#!` first line blanked. */
function chunkSource(request: RunRequest): string {
  return request.code.startsWith('#') ? request.code.replace(/^#[^\n]*/, '') : request.code;
}

export const luaRuntime: Runtime = {
  async run(request, io) {
    const factory = new LuaFactory(io.assetUrl('glue.wasm'), { HOME: PROJECT_ROOT });
    const wasm = await factory.getLuaModule();
    const fs: EmscriptenFs = wasm.module.FS;
    const files = new Map(request.files.map((f) => [f.path, f.content]));
    files.set(request.entry, request.code);
    for (const [path, content] of files) {
      factory.mountFileSync(wasm, `${PROJECT_ROOT}/${path}`, content);
    }
    const entryDir = dirname(request.entry);
    fs.chdir(entryDir ? `${PROJECT_ROOT}/${entryDir}` : PROJECT_ROOT);

    const lua = await factory.createEngine();
    let exitCode: number | null = null;
    const { global } = lua;
    global.set('__run_write', (stream: number, text: string) => {
      if (text !== '') io.emit({ type: stream === 2 ? 'stderr' : 'stdout', text });
    });
    global.set('__run_read', () => io.readLine() ?? undefined);
    global.set('__run_exit', (code: number) => {
      exitCode = code;
    });
    global.set('__run_arg', (i: number) => request.args[i - 1]);
    global.set('__run_code', chunkSource(request));
    global.set('__run_entry', request.entry);
    global.set('__run_dir', entryDir);

    io.emit({ type: 'started' });
    let result: unknown[] = [];
    let failure: unknown = null;
    try {
      global.loadString(BOOTSTRAP, '=[runner]');
      result = [...global.runSync()];
    } catch (error) {
      failure = error;
    } finally {
      // os.exit leaves a hook that raises at every instruction: clear it before anything else runs.
      wasm.lua_sethook(global.address, null, 0, 0);
    }
    try {
      reportChanges(fs, files, io, request.entry);
    } finally {
      global.close();
    }

    if (exitCode !== null) return exitCode;
    if (failure !== null) throw failure;
    const [status, message, traceback] = result;
    if (status === 'ok') return 0;
    const known = new Set(files.keys());
    const info = luaErrorInfo(
      String(message),
      status === 'error' && typeof traceback === 'string' ? traceback : null,
      request.entry,
      known,
    );
    io.emit({ type: 'stderr', text: `${info.trace}\n` });
    io.emit({ type: 'error', error: info });
    return 1;
  },
};
