import { describe, expect, it } from 'vitest';
import type { RunErrorInfo, RunEvent, RunFile, RunRequest } from '../core/run/types';
import { luaErrorInfo, luaRuntime } from './lua-runtime';
import type { RuntimeIo } from './runtime';

// The file in node_modules, as a file: URL (what a bundled asset URL is to the browser).
const glueUrl = new URL('../../node_modules/wasmoon/dist/glue.wasm', import.meta.url).href;

interface Options extends Partial<RunRequest> {
  input?: string[];
}

async function run(code: string, options: Options = {}) {
  const { input = [], ...extra } = options;
  const entry = extra.entry ?? 'main.lua';
  const files: RunFile[] = extra.files ?? [{ path: entry, content: code }];
  const request: RunRequest = {
    runId: 'r1',
    runtime: 'lua',
    entry,
    code,
    files,
    args: [],
    selection: false,
    stdin: [],
    ...extra,
  };
  const events: RunEvent[] = [];
  const lines = [...input];
  let reads = 0;
  const io: RuntimeIo = {
    emit: (event) => events.push(event),
    readLine: () => {
      reads++;
      return lines.shift() ?? null;
    },
    assetUrl: (name) => {
      expect(name).toBe('glue.wasm');
      return glueUrl;
    },
  };
  const exit = await luaRuntime.run(request, io);
  const text = (type: 'stdout' | 'stderr') =>
    events.map((e) => (e.type === type ? e.text : '')).join('');
  const errors: RunErrorInfo[] = events.flatMap((e) => (e.type === 'error' ? [e.error] : []));
  return { exit, events, stdout: text('stdout'), stderr: text('stderr'), errors, reads };
}

describe('luaRuntime output', () => {
  it('prints as Lua does: tabs between values, tostring of each, a newline', async () => {
    const { exit, stdout, events } = await run(
      [
        'print("Hello, world!")',
        'print(1, 2.0, 7 // 2, 7 / 2, nil, true)',
        'print()',
        'local t = {}',
        'print(t)',
        'print(setmetatable({}, { __tostring = function() return "point" end }))',
      ].join('\n'),
    );
    expect(exit).toBe(0);
    expect(events[0]).toEqual({ type: 'started' });
    const lines = stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Hello, world!', '1\t2.0\t3\t3.5\tnil\ttrue', '']);
    expect(lines[3]).toMatch(/^table: 0x[0-9a-f]+$/);
    expect(lines[4]).toBe('point');
  });

  it('writes io.write and io.stdout:write without a newline, io.stderr to stderr', async () => {
    const { stdout, stderr } = await run(
      'io.write("a", 1, " ", 1.5, " ", 2.0)\nio.stdout:write("b"):write("c\\n")\nio.stderr:write("oops\\n")',
    );
    expect(stdout).toBe('a1 1.5 2bc\n');
    expect(stderr).toBe('oops\n');
  });

  it('points a bad io.write argument at the caller', async () => {
    const { errors } = await run('local x = 1\nio.write({})');
    expect(errors[0]?.location).toEqual({ path: 'main.lua', line: 2 });
    expect(errors[0]?.message).toBe("bad argument #1 to 'write' (string expected, got table)");
  });

  it('runs a counting loop and string functions', async () => {
    const { stdout } = await run(
      [
        'local total = 0',
        'for i = 1, 10 do total = total + i end',
        'print("Total: " .. total)',
        'print(string.format("%5.2f|%s", math.pi, ("abc"):upper()))',
        'local words = {}',
        'for w in ("one two three"):gmatch("%a+") do words[#words + 1] = w end',
        'print(table.concat(words, ","), #words)',
      ].join('\n'),
    );
    expect(stdout).toBe('Total: 55\n 3.14|ABC\none,two,three\t3\n');
  });
});

describe('luaRuntime input', () => {
  it('reads a typed line with io.read()', async () => {
    const { stdout, events } = await run(
      'io.write("What is your name? ")\nlocal name = io.read()\nprint("Hello, " .. name .. "!")',
      { input: ['Ada'] },
    );
    expect(stdout).toBe('What is your name? Hello, Ada!\n');
    const kinds = events.map((e) => e.type);
    expect(kinds).toEqual(['started', 'stdout', 'stdout']);
  });

  it("reads numbers with io.read('n') and lines with 'l' and 'L'", async () => {
    const { stdout } = await run(
      [
        'local a, b = io.read("n", "n")',
        'print(a + b, math.type(a), math.type(b))',
        'local rest = io.read("l")',
        'print("[" .. rest .. "]")',
        'print("[" .. io.read("L") .. "]")',
        'print(io.read("*l"))',
        'print(io.read("n"))',
      ].join('\n'),
      { input: ['3 4.5', 'line two', 'line three', 'not a number'] },
    );
    expect(stdout).toBe('7.5\tinteger\tfloat\n[]\n[line two\n]\nline three\nnil\n');
  });

  it('reads numbers that span lines, and nil at the end of input', async () => {
    const { stdout } = await run(
      'print(io.read("n"))\nprint(io.read("n"))\nprint(io.read())\nprint(io.read())',
      { input: ['', '  42', '-0x10'] },
    );
    // As in Lua, the newline after a number is left for the next read.
    expect(stdout).toBe('42\n-16\n\nnil\n');
  });

  it('iterates typed lines with io.lines() and reads everything with "a"', async () => {
    const { stdout } = await run(
      'for line in io.lines() do print(#line, line) end\nprint(io.read("a") == "")',
      { input: ['ab', 'cde'] },
    );
    expect(stdout).toBe('2\tab\n3\tcde\ntrue\n');
  });

  it('reads through io.stdin:read and counts characters with a number', async () => {
    const { stdout } = await run('print(io.stdin:read(2), io.stdin:read("l"))', {
      input: ['hello'],
    });
    expect(stdout).toBe('he\tllo\n');
  });

  it('does not ask for input the program never reads', async () => {
    const { reads } = await run('print("no input")', { input: ['x'] });
    expect(reads).toBe(0);
  });
});

describe('luaRuntime errors', () => {
  it('reports a runtime error at its line, with the traceback as lua prints it', async () => {
    const code = [
      'local function greet(person)',
      '  return "Hi " .. person.name',
      'end',
      'print("before")',
      'print(greet(nil))',
    ].join('\n');
    const { exit, stdout, stderr, errors } = await run(code);
    expect(exit).toBe(1);
    expect(stdout).toBe('before\n');
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error?.name).toBe('lua');
    expect(error?.message).toBe("attempt to index a nil value (local 'person')");
    expect(error?.location).toEqual({ path: 'main.lua', line: 2 });
    expect(error?.trace).toBe(
      [
        "lua: main.lua:2: attempt to index a nil value (local 'person')",
        'stack traceback:',
        "\tmain.lua:2: in local 'greet'",
        '\tmain.lua:5: in main chunk',
      ].join('\n'),
    );
    expect(stderr).toBe(`${error?.trace}\n`);
  });

  it('reports error() with its message and location', async () => {
    const { errors } = await run('local n = 5\nif n > 3 then\n  error("too big")\nend');
    expect(errors[0]).toMatchObject({
      message: 'too big',
      location: { path: 'main.lua', line: 3 },
    });
  });

  it('locates an error raised without a position by the innermost project frame', async () => {
    const { errors } = await run('local function f()\n  error({ code = 1 })\nend\nf()');
    expect(errors[0]?.message).toBe('(error object is a table value)');
    expect(errors[0]?.location).toEqual({ path: 'main.lua', line: 2 });
  });

  it('reports a syntax error without running anything', async () => {
    const { exit, stdout, errors } = await run('print("a")\nlocal x = = 2');
    expect(exit).toBe(1);
    expect(stdout).toBe('');
    expect(errors[0]?.location).toEqual({ path: 'main.lua', line: 2 });
    expect(errors[0]?.message).toBe("unexpected symbol near '='");
    expect(errors[0]?.trace).toBe("lua: main.lua:2: unexpected symbol near '='");
  });

  it('gives a selection (padded by the app to its first line) the lines it has in the file', async () => {
    const { errors } = await run('\n'.repeat(6) + 'print("x")\nlocal y = nil + 1', {
      selection: true,
    });
    expect(errors[0]?.location).toEqual({ path: 'main.lua', line: 8 });
  });

  it('skips a #! first line', async () => {
    const { stdout, errors } = await run('#!/usr/bin/env lua\nprint("ok")\nerror("x")');
    expect(stdout).toBe('ok\n');
    expect(errors[0]?.location?.line).toBe(3);
  });
});

describe('luaRuntime require and files', () => {
  const helper = [
    'local M = {}',
    'function M.double(n)',
    '  return n * 2',
    'end',
    'function M.fail()',
    '  return nil .. "x"',
    'end',
    'return M',
  ].join('\n');

  it('requires a module from the entry folder', async () => {
    const main =
      'local helper = require("helper")\nprint(helper.double(21))\nprint(require("helper") == helper)';
    const { exit, stdout } = await run(main, {
      entry: 'src/main.lua',
      files: [
        { path: 'src/main.lua', content: main },
        { path: 'src/helper.lua', content: helper },
      ],
    });
    expect(exit).toBe(0);
    expect(stdout).toBe('42\ntrue\n');
  });

  it('requires dotted names and init.lua from the root too', async () => {
    const main = 'print(require("lib.util").name, require("pkg").name)';
    const { stdout } = await run(main, {
      entry: 'src/main.lua',
      files: [
        { path: 'src/main.lua', content: main },
        { path: 'src/lib/util.lua', content: 'return { name = "util" }' },
        { path: 'pkg/init.lua', content: 'return { name = "pkg" }' },
      ],
    });
    expect(stdout).toBe('util\tpkg\n');
  });

  it('locates an error inside a required module in that module', async () => {
    const main = 'local helper = require("helper")\nhelper.fail()';
    const { errors } = await run(main, {
      files: [
        { path: 'main.lua', content: main },
        { path: 'helper.lua', content: helper },
      ],
    });
    expect(errors[0]?.location).toEqual({ path: 'helper.lua', line: 6 });
    expect(errors[0]?.trace).toContain('\tmain.lua:2: in main chunk');
  });

  it('says which files it tried for a missing module', async () => {
    const { errors } = await run('require("nowhere")', { entry: 'src/main.lua' });
    expect(errors[0]?.message).toContain("module 'nowhere' not found");
    expect(errors[0]?.message).toContain("no file 'src/nowhere.lua'");
    expect(errors[0]?.message).toContain("no file 'nowhere.lua'");
    expect(errors[0]?.location).toEqual({ path: 'src/main.lua', line: 1 });
  });

  it('locates a syntax error in a required module', async () => {
    const main = 'require("broken")';
    const { errors } = await run(main, {
      files: [
        { path: 'main.lua', content: main },
        { path: 'broken.lua', content: 'local a = 1\nlocal = 2' },
      ],
    });
    expect(errors[0]?.message).toContain("error loading module 'broken'");
    expect(errors[0]?.location).toEqual({ path: 'broken.lua', line: 2 });
  });

  it('reads project files with io.open and reports the files it writes', async () => {
    const main = [
      'local total = 0',
      'for line in io.lines("data.txt") do total = total + tonumber(line) end',
      'local out = assert(io.open("out/total.txt", "w"))',
      'out:write("total=", total, "\\n")',
      'out:close()',
      'os.remove("old.txt")',
      'print(total)',
    ].join('\n');
    const { stdout, events } = await run(main.replace('out/total', 'total'), {
      entry: 'src/main.lua',
      files: [
        { path: 'src/main.lua', content: main },
        { path: 'src/data.txt', content: '1\n2\n3\n' },
        { path: 'src/old.txt', content: 'bye' },
      ],
    });
    expect(stdout).toBe('6\n');
    expect(events.filter((e) => e.type === 'file-written' || e.type === 'file-deleted')).toEqual([
      { type: 'file-written', path: 'src/total.txt', content: 'total=6\n' },
      { type: 'file-deleted', path: 'src/old.txt' },
    ]);
  });

  it('passes the arguments as arg and ...', async () => {
    const { stdout } = await run('print(arg[0], arg[1], arg[2], #arg, select("#", ...))', {
      args: ['a', 'b c'],
    });
    expect(stdout).toBe('main.lua\ta\tb c\t2\t2\n');
  });
});

describe('luaRuntime os.exit', () => {
  it('ends the run with the code given', async () => {
    const { exit, stdout, errors } = await run('print("bye")\nos.exit(3)\nprint("never")');
    expect(exit).toBe(3);
    expect(stdout).toBe('bye\n');
    expect(errors).toEqual([]);
  });

  it('takes true, false and nothing as success and failure', async () => {
    expect((await run('os.exit(true)')).exit).toBe(0);
    expect((await run('os.exit(false)')).exit).toBe(1);
    expect((await run('os.exit()')).exit).toBe(0);
  });

  it('is not swallowed by a pcall around it', async () => {
    const { exit, stdout } = await run(
      'local ok = pcall(os.exit, 4)\nprint("after pcall", ok)\nwhile true do end',
    );
    expect(exit).toBe(4);
    expect(stdout).toBe('');
  });

  it('ends the run from inside a coroutine', async () => {
    const { exit, stdout } = await run(
      'local co = coroutine.create(function() os.exit(5) end)\nprint(coroutine.resume(co))\nprint("never")',
    );
    expect(exit).toBe(5);
    expect(stdout).toBe('');
  });
});

describe('luaErrorInfo', () => {
  it('keeps a message that names no project file whole', () => {
    const info = luaErrorInfo('[string "x"]:1: boom', null, 'main.lua', new Set(['main.lua']));
    expect(info).toEqual({
      name: 'lua',
      message: '[string "x"]:1: boom',
      trace: 'lua: [string "x"]:1: boom',
    });
  });

  it('maps a path relative to the entry folder to its project path', () => {
    const info = luaErrorInfo(
      'util.lua:4: bad',
      null,
      'src/main.lua',
      new Set(['src/main.lua', 'src/util.lua']),
    );
    expect(info.location).toEqual({ path: 'src/util.lua', line: 4 });
    expect(info.message).toBe('bad');
  });
});
