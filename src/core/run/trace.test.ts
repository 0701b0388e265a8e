import { describe, expect, it } from 'vitest';
import { parseJsStack, parseLuaError, parsePythonTraceback } from './trace';

const lines = (...text: string[]) => text.join('\n');

// Pyodide runs the user's file from its own helpers; these frames come before the user's.
const PYODIDE_FRAMES = [
  '  File "/lib/python314.zip/_pyodide/_base.py", line 597, in eval_code_async',
  '    await CodeRunner(',
  '          ^^^^^^^^^^^',
  '  File "/lib/python314.zip/_pyodide/_base.py", line 411, in run_async',
  '    coroutine = eval(self.code, globals, locals)',
  '                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
];

describe('parsePythonTraceback', () => {
  it('finds the innermost project frame and keeps the user frames', () => {
    const text = lines(
      'Traceback (most recent call last):',
      ...PYODIDE_FRAMES,
      '  File "/home/project/main.py", line 6, in <module>',
      '    go()',
      '  File "/home/project/main.py", line 4, in go',
      '    print(add(1, "a"))',
      '          ^^^^^^^^^^^',
      '  File "/home/project/src/util.py", line 2, in add',
      '    return a + b',
      '           ~~^~~',
      "TypeError: unsupported operand type(s) for +: 'int' and 'str'",
    );
    expect(parsePythonTraceback(text)).toEqual({
      name: 'TypeError',
      message: "unsupported operand type(s) for +: 'int' and 'str'",
      location: { path: 'src/util.py', line: 2 },
      trace: lines(
        'Traceback (most recent call last):',
        '  File "/home/project/main.py", line 6, in <module>',
        '    go()',
        '  File "/home/project/main.py", line 4, in go',
        '    print(add(1, "a"))',
        '          ^^^^^^^^^^^',
        '  File "/home/project/src/util.py", line 2, in add',
        '    return a + b',
        '           ~~^~~',
        "TypeError: unsupported operand type(s) for +: 'int' and 'str'",
      ),
    });
  });

  it('skips frames in the standard library after the user frame', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 2, in <module>',
      '    int("abc")',
      '  File "/lib/python314.zip/json/__init__.py", line 346, in loads',
      '    return _default_decoder.decode(s)',
      'ValueError: oops',
    );
    const info = parsePythonTraceback(text);
    expect(info?.location).toEqual({ path: 'main.py', line: 2 });
    expect(info?.trace).not.toContain('json/__init__.py');
  });

  it('keeps the "Did you mean" hint in the message', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 1, in <module>',
      '    pritn("a")',
      '    ^^^^^',
      "NameError: name 'pritn' is not defined. Did you mean: 'print'?",
    );
    expect(parsePythonTraceback(text)).toMatchObject({
      name: 'NameError',
      message: "name 'pritn' is not defined. Did you mean: 'print'?",
      location: { path: 'main.py', line: 1 },
    });
  });

  it('keeps hints and notes on the lines after the exception in the message', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 3, in <module>',
      '    raise ValueError("bad")',
      'ValueError: bad',
      'checked the input twice',
    );
    expect(parsePythonTraceback(text)).toMatchObject({
      name: 'ValueError',
      message: 'bad\nchecked the input twice',
    });
  });

  it('reads an exception without a message', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 1, in <module>',
      '    raise StopIteration',
      'StopIteration',
    );
    expect(parsePythonTraceback(text)).toMatchObject({ name: 'StopIteration', message: '' });
  });

  it('reads a syntax error without a Traceback header', () => {
    const text = lines(
      '  File "/home/project/main.py", line 2',
      '    if x == 1',
      '             ^',
      "SyntaxError: expected ':'",
    );
    expect(parsePythonTraceback(text)).toEqual({
      name: 'SyntaxError',
      message: "expected ':'",
      location: { path: 'main.py', line: 2 },
      trace: text,
    });
  });

  it('reads a syntax error raised while Pyodide compiles the file', () => {
    const text = lines(
      'Traceback (most recent call last):',
      ...PYODIDE_FRAMES,
      '  File "/home/project/src/app.py", line 4',
      '    print("hi"',
      '         ^',
      "SyntaxError: '(' was never closed",
    );
    expect(parsePythonTraceback(text)).toEqual({
      name: 'SyntaxError',
      message: "'(' was never closed",
      location: { path: 'src/app.py', line: 4 },
      trace: lines(
        'Traceback (most recent call last):',
        '  File "/home/project/src/app.py", line 4',
        '    print("hi"',
        '         ^',
        "SyntaxError: '(' was never closed",
      ),
    });
  });

  it('reads an IndentationError', () => {
    const text = lines(
      '  File "/home/project/main.py", line 3',
      '    print(x)',
      '    ^^^^^',
      "IndentationError: expected an indented block after 'if' statement on line 2",
    );
    expect(parsePythonTraceback(text)).toMatchObject({
      name: 'IndentationError',
      location: { path: 'main.py', line: 3 },
    });
  });

  it('drops <exec> frames and has no location when no frame is in the project', () => {
    const text = lines(
      'Traceback (most recent call last):',
      ...PYODIDE_FRAMES,
      '  File "<exec>", line 1, in <module>',
      "NameError: name 'x' is not defined",
    );
    expect(parsePythonTraceback(text)).toEqual({
      name: 'NameError',
      message: "name 'x' is not defined",
      trace: lines('Traceback (most recent call last):', "NameError: name 'x' is not defined"),
    });
  });

  it('uses the final exception of a chain and keeps both tracebacks', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 2, in <module>',
      '    {}["k"]',
      '    ~~^^^^^',
      "KeyError: 'k'",
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      'Traceback (most recent call last):',
      ...PYODIDE_FRAMES,
      '  File "/home/project/main.py", line 4, in <module>',
      '    raise ValueError("bad")',
      'ValueError: bad',
    );
    const info = parsePythonTraceback(text);
    expect(info).toMatchObject({
      name: 'ValueError',
      message: 'bad',
      location: { path: 'main.py', line: 4 },
    });
    expect(info?.trace).toBe(
      lines(
        'Traceback (most recent call last):',
        '  File "/home/project/main.py", line 2, in <module>',
        '    {}["k"]',
        '    ~~^^^^^',
        "KeyError: 'k'",
        '',
        'During handling of the above exception, another exception occurred:',
        '',
        'Traceback (most recent call last):',
        '  File "/home/project/main.py", line 4, in <module>',
        '    raise ValueError("bad")',
        'ValueError: bad',
      ),
    );
  });

  it('keeps the "Previous line repeated" note of a RecursionError', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/home/project/main.py", line 3, in <module>',
      '    f(1)',
      '  File "/home/project/main.py", line 2, in f',
      '    return f(n+1)',
      '           ^^^^^^',
      '  [Previous line repeated 996 more times]',
      'RecursionError: maximum recursion depth exceeded',
    );
    const info = parsePythonTraceback(text);
    expect(info?.location).toEqual({ path: 'main.py', line: 2 });
    expect(info?.trace).toContain('  [Previous line repeated 996 more times]');
  });

  it('accepts another project root, with or without a trailing slash', () => {
    const text = lines(
      'Traceback (most recent call last):',
      '  File "/work/app/main.py", line 7, in <module>',
      'ZeroDivisionError: division by zero',
    );
    expect(parsePythonTraceback(text, '/work/app')?.location).toEqual({ path: 'main.py', line: 7 });
    expect(parsePythonTraceback(text, '/work/app/')?.location).toEqual({
      path: 'main.py',
      line: 7,
    });
    expect(parsePythonTraceback(text)?.location).toBeUndefined();
  });

  it('tolerates Windows line endings and a trailing newline', () => {
    const text =
      'Traceback (most recent call last):\r\n  File "/home/project/a.py", line 1, in <module>\r\nKeyError: 1\r\n';
    expect(parsePythonTraceback(text)).toMatchObject({ name: 'KeyError', message: '1' });
  });

  it('returns null for text without an exception', () => {
    expect(parsePythonTraceback('')).toBeNull();
    expect(parsePythonTraceback('Traceback (most recent call last):\n')).toBeNull();
  });
});

describe('parseJsStack', () => {
  it('keeps project frames and locates the innermost one', () => {
    const stack = lines(
      "TypeError: Cannot read properties of undefined (reading 'y')",
      '    at add (project:///src/main.js:2:14)',
      '    at eval (project:///src/main.js:4:25)',
      '    at Array.map (<anonymous>)',
      '    at eval (project:///src/main.js:4:15)',
      '    at eval (<anonymous>)',
      '    at runUserCode (blob:http://localhost:5173/8e1c:41:7)',
    );
    expect(
      parseJsStack('TypeError', "Cannot read properties of undefined (reading 'y')", stack),
    ).toEqual({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'y')",
      location: { path: 'src/main.js', line: 2, column: 14 },
      trace: lines(
        "TypeError: Cannot read properties of undefined (reading 'y')",
        '    at add (project:///src/main.js:2:14)',
        '    at eval (project:///src/main.js:4:25)',
        '    at eval (project:///src/main.js:4:15)',
      ),
    });
  });

  it('reads frames without a function name and constructor frames', () => {
    const stack = lines(
      'ReferenceError: undefinedThing is not defined',
      '    at new Foo (project:///src/lib/foo.js:1:29)',
      '    at project:///src/main.js:7:1',
    );
    const info = parseJsStack('ReferenceError', 'undefinedThing is not defined', stack);
    expect(info.location).toEqual({ path: 'src/lib/foo.js', line: 1, column: 29 });
    expect(info.trace).toContain('    at project:///src/main.js:7:1');
  });

  it('decodes escaped characters in paths', () => {
    const stack =
      'TypeError: x\n    at f (project:///src/my%20file.js:1:39)\n    at async g (project:///main.js:2:3)';
    const info = parseJsStack('TypeError', 'x', stack);
    expect(info.location).toEqual({ path: 'src/my file.js', line: 1, column: 39 });
    expect(info.trace).toContain('    at async g (project:///main.js:2:3)');
  });

  it('reads Firefox and Safari frames and writes them as V8 does', () => {
    const stack = 'add@project:///main.js:3:11\n@project:///main.js:7:1\nrun@blob:http://x/1:2:3\n';
    expect(parseJsStack('Error', 'boom', stack)).toEqual({
      name: 'Error',
      message: 'boom',
      location: { path: 'main.js', line: 3, column: 11 },
      trace: lines(
        'Error: boom',
        '    at add (project:///main.js:3:11)',
        '    at project:///main.js:7:1',
      ),
    });
  });

  it('has no location when no frame is a project file', () => {
    const stack = lines(
      "SyntaxError: Unexpected token ';'",
      '    at eval (<anonymous>)',
      '    at runUserCode (blob:http://localhost:5173/8e1c:41:7)',
    );
    expect(parseJsStack('SyntaxError', "Unexpected token ';'", stack)).toEqual({
      name: 'SyntaxError',
      message: "Unexpected token ';'",
      trace: "SyntaxError: Unexpected token ';'",
    });
  });

  it('uses a location known from elsewhere over the stack', () => {
    const info = parseJsStack(
      'SyntaxError',
      "Identifier 'a' has already been declared",
      '    at project:///src/main.js:1:1',
      'project:///',
      { path: 'src/main.js', line: 2, column: 5 },
    );
    expect(info.location).toEqual({ path: 'src/main.js', line: 2, column: 5 });
  });

  it('works without a stack or a message', () => {
    expect(parseJsStack('Error', '', undefined)).toEqual({
      name: 'Error',
      message: '',
      trace: 'Error',
    });
  });

  it('accepts another URL prefix', () => {
    const stack = 'Error: x\n    at f (https://run.example/files/a.js:4:2)';
    expect(parseJsStack('Error', 'x', stack, 'https://run.example/files/').location).toEqual({
      path: 'a.js',
      line: 4,
      column: 2,
    });
  });

  it('does not mistake a message line for a frame', () => {
    const message = 'bad\n    at fake (project:///x.js:1:1)';
    const stack = `Error: ${message}\n    at real (project:///main.js:9:9)`;
    expect(parseJsStack('Error', message, stack).location).toEqual({
      path: 'main.js',
      line: 9,
      column: 9,
    });
  });
});

describe('parseLuaError', () => {
  it('reads a file chunk position', () => {
    expect(parseLuaError("main.lua:3: attempt to call a nil value (global 'pritn')")).toEqual({
      name: 'lua',
      message: "attempt to call a nil value (global 'pritn')",
      location: { path: 'main.lua', line: 3 },
      trace: "main.lua:3: attempt to call a nil value (global 'pritn')",
    });
  });

  it('reads a [string "…"] chunk position', () => {
    expect(
      parseLuaError(
        `[string "src/game.lua"]:5: 'end' expected (to close 'function' at line 1) near <eof>`,
      ),
    ).toMatchObject({
      message: "'end' expected (to close 'function' at line 1) near <eof>",
      location: { path: 'src/game.lua', line: 5 },
    });
  });

  it('keeps the project frames of a stack traceback', () => {
    const text = lines(
      "main.lua:2: attempt to perform arithmetic on a nil value (local 'b')",
      'stack traceback:',
      '\t[C]: in ?',
      "\tmain.lua:2: in function 'add'",
      '\tmain.lua:5: in main chunk',
      '\t[C]: in ?',
    );
    expect(parseLuaError(text)).toEqual({
      name: 'lua',
      message: "attempt to perform arithmetic on a nil value (local 'b')",
      location: { path: 'main.lua', line: 2 },
      trace: lines(
        "main.lua:2: attempt to perform arithmetic on a nil value (local 'b')",
        'stack traceback:',
        "\tmain.lua:2: in function 'add'",
        '\tmain.lua:5: in main chunk',
      ),
    });
  });

  it('takes the location from the traceback when the message has none', () => {
    const text = lines(
      'boom',
      'stack traceback:',
      "\t[C]: in function 'error'",
      '\t/home/project/lib/util.lua:9: in main chunk',
    );
    expect(parseLuaError(text)).toMatchObject({
      message: 'boom',
      location: { path: 'lib/util.lua', line: 9 },
    });
  });

  it('reads real wasmoon output where the traceback holds the only position', () => {
    const text =
      'attempt to index a nil value\nstack traceback:\n\t[string "main.lua"]:1: in main chunk';
    expect(parseLuaError(text)).toEqual({
      name: 'lua',
      message: 'attempt to index a nil value',
      location: { path: 'main.lua', line: 1 },
      trace: text,
    });
  });

  it('reads a chunk name that contains quotes', () => {
    const message = `[string "pritn("x")"]:1: attempt to call a nil value (global 'pritn')`;
    expect(parseLuaError(message)).toEqual({ name: 'lua', message, trace: message });
  });

  it('keeps the position in the message of a chunk that is not a file', () => {
    const message = `[string "print(x .. 1)"]:1: attempt to concatenate a nil value (global 'x')`;
    expect(parseLuaError(message)).toEqual({ name: 'lua', message, trace: message });
  });

  it('strips ./ and the project root from chunk names', () => {
    expect(parseLuaError('./main.lua:1: x').location).toEqual({ path: 'main.lua', line: 1 });
    expect(parseLuaError('/home/project/a.lua:2: x').location).toEqual({ path: 'a.lua', line: 2 });
    expect(parseLuaError('/usr/lib/a.lua:2: x').location).toBeUndefined();
  });
});
