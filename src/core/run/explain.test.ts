// Messages are the real ones: V8 (Node 20), CPython 3.11, Lua 5.4 (wasmoon) and SQLite.
import { describe, expect, it } from 'vitest';
import { explainError } from './explain';
import type { RunErrorInfo, RuntimeId } from './types';

const err = (name: string, message: string): RunErrorInfo => ({
  name,
  message,
  trace: `${name}: ${message}`,
});

function explain(runtime: RuntimeId, name: string, message: string, source?: string) {
  return explainError(runtime, err(name, message), source);
}

/** Summary and fix together, for checks that do not care which sentence says it. */
function text(runtime: RuntimeId, name: string, message: string, source?: string): string {
  const explanation = explain(runtime, name, message, source);
  expect(explanation, `${name}: ${message}`).not.toBeNull();
  return `${explanation?.summary ?? ''}\n${explanation?.fix ?? ''}`;
}

describe('every explanation', () => {
  const samples: [RuntimeId, string, string][] = [
    ['javascript', 'ReferenceError', 'pritn is not defined'],
    ['javascript', 'TypeError', "Cannot read properties of undefined (reading 'bar')"],
    ['javascript', 'SyntaxError', 'Unexpected end of input'],
    ['python', 'NameError', "name 'pritn' is not defined. Did you mean: 'print'?"],
    ['python', 'IndexError', 'list index out of range'],
    ['python', 'SyntaxError', "expected ':'"],
    ['lua', 'lua', "attempt to call a nil value (global 'pritn')"],
    ['sql', 'sqlite', 'no such table: user'],
  ];

  it.each(samples)('%s %s is short: one or two sentences each', (runtime, name, message) => {
    const explanation = explain(runtime, name, message)!;
    for (const part of [explanation.summary, explanation.fix]) {
      expect(part.length).toBeGreaterThan(10);
      expect(part.length).toBeLessThan(260);
      expect(part.match(/[.?!](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    }
  });
});

describe('explainError: JavaScript', () => {
  it('suggests a similarly spelled name from the program', () => {
    const source = 'const total = 3;\nconsole.log(totl);';
    const { summary, fix } = explain(
      'javascript',
      'ReferenceError',
      'totl is not defined',
      source,
    )!;
    expect(summary).toContain('`totl`');
    expect(fix).toContain('Did you mean `total`?');
  });

  it('suggests a built-in name, and a capitals-only difference first', () => {
    expect(text('javascript', 'ReferenceError', 'Console is not defined')).toContain(
      'Did you mean `console`?',
    );
    expect(
      text('javascript', 'ReferenceError', 'pritn is not defined', 'pritn("x")'),
    ).not.toContain('Did you mean');
  });

  it('does not suggest a name when none is close', () => {
    const fix = explain(
      'javascript',
      'ReferenceError',
      'zebra is not defined',
      'let apple = 1',
    )!.fix;
    expect(fix).not.toContain('Did you mean');
    expect(fix).toContain('let zebra = …');
  });

  it('ignores names that only appear in strings and comments', () => {
    const source = '// the counter\nconst s = "counter";\nconsole.log(countr);';
    expect(text('javascript', 'ReferenceError', 'countr is not defined', source)).not.toContain(
      'Did you mean',
    );
  });

  it('points Python habits and page objects the right way', () => {
    expect(text('javascript', 'ReferenceError', 'print is not defined')).toContain('console.log');
    expect(text('javascript', 'ReferenceError', 'document is not defined')).toContain('web page');
  });

  it('explains use before initialization', () => {
    expect(text('javascript', 'ReferenceError', "Cannot access 'x' before initialization")).toMatch(
      /`x` is used before/,
    );
  });

  it('explains calling something that is not a function', () => {
    expect(text('javascript', 'TypeError', 'q is not a function')).toContain('`q`');
    expect(text('javascript', 'TypeError', 'console.lgo is not a function')).toContain(
      'Did you mean `console.log`?',
    );
    expect(text('javascript', 'TypeError', 's.push is not a function')).toContain(
      'only arrays have one',
    );
    expect(text('javascript', 'TypeError', 'a.length is not a function')).toContain(
      'Leave out the parentheses: `a.length`',
    );
    expect(text('javascript', 'TypeError', '(intermediate value) is not a function')).toContain(
      '`;`',
    );
  });

  it('explains reading and setting properties of undefined and null', () => {
    const read = text(
      'javascript',
      'TypeError',
      "Cannot read properties of undefined (reading 'bar')",
    );
    expect(read).toContain('`.bar`');
    expect(read).toContain('`undefined`');
    expect(
      text('javascript', 'TypeError', "Cannot read properties of null (reading 'x')"),
    ).toContain('`null`');
    expect(
      text('javascript', 'TypeError', "Cannot set properties of undefined (setting 'x')"),
    ).toContain('set `.x`');
    expect(
      text('javascript', 'TypeError', "Cannot set properties of null (setting 'x')"),
    ).toContain('`null`');
  });

  it.each([
    ['TypeError', 'Assignment to constant variable.', '`let` instead of `const`'],
    ['TypeError', '5 is not iterable', '`5`'],
    ['TypeError', 'f is not a constructor', '`f`'],
    ['TypeError', "Class constructor A cannot be invoked without 'new'", 'new A(…)'],
    ['TypeError', "Cannot destructure property 'a' of 'undefined' as it is undefined.", '`a`'],
    ['SyntaxError', "Unexpected token ';'", '`;`'],
    ['SyntaxError', 'Unexpected end of input', '`}`'],
    ['SyntaxError', 'missing ) after argument list', '`)`'],
    ['SyntaxError', 'Invalid or unexpected token', 'quote'],
    ['SyntaxError', "Unexpected identifier 'let'", '`let`'],
    ['SyntaxError', 'Unexpected identifier', 'a name'],
    ['SyntaxError', "Identifier 'a' has already been declared", '`a = …`'],
    ['SyntaxError', 'Cannot use import statement outside a module', '`import`'],
    ['SyntaxError', 'Unexpected string', 'comma'],
    ['SyntaxError', 'Missing initializer in const declaration', '`const name = value;`'],
    ['SyntaxError', "Expected property name or '}' in JSON at position 1", 'JSON'],
    ['SyntaxError', 'Unexpected end of JSON input', 'JSON'],
    ['RangeError', 'Maximum call stack size exceeded', 'calling itself'],
    ['RangeError', 'Invalid array length', 'whole number'],
  ])('%s: %s', (name, message, expected) => {
    expect(text('javascript', name, message)).toContain(expected);
  });

  it('does not explain an error the program threw itself', () => {
    expect(explain('javascript', 'Error', 'x is not defined')).toBeNull();
    expect(explain('javascript', 'TypeError', 'my own message')).toBeNull();
  });
});

describe('explainError: Python', () => {
  it("uses Python's own suggestion", () => {
    const { summary, fix } = explain(
      'python',
      'NameError',
      "name 'pritn' is not defined. Did you mean: 'print'?",
    )!;
    expect(summary).toContain('`pritn`');
    expect(fix).toContain('Did you mean `print`?');
  });

  it('suggests a name from the program when Python gives none', () => {
    const source = 'score = 0\nprint(scroe)\n';
    expect(text('python', 'NameError', "name 'scroe' is not defined", source)).toContain(
      'Did you mean `score`?',
    );
  });

  it('suggests quotes for a bare word, and imports for a module', () => {
    expect(text('python', 'NameError', "name 'Hello' is not defined")).toContain('quotes');
    expect(
      text('python', 'NameError', "name 'math' is not defined. Did you forget to import 'math'?"),
    ).toContain('`import math`');
  });

  it('knows the spellings of other languages', () => {
    expect(text('python', 'NameError', "name 'true' is not defined")).toContain('`True`');
    expect(text('python', 'NameError', "name 'null' is not defined")).toContain('`None`');
  });

  it('explains UnboundLocalError in both wordings', () => {
    for (const message of [
      "cannot access local variable 'y' where it is not associated with a value",
      "local variable 'y' referenced before assignment",
    ]) {
      expect(text('python', 'UnboundLocalError', message)).toContain('`global y`');
    }
  });

  it('explains mixing numbers and text', () => {
    expect(
      text('python', 'TypeError', "unsupported operand type(s) for +: 'int' and 'str'"),
    ).toContain('`int(text)`');
    expect(text('python', 'TypeError', 'can only concatenate str (not "int") to str')).toContain(
      '`str(value)`',
    );
    expect(
      text('python', 'TypeError', "unsupported operand type(s) for +: 'NoneType' and 'int'"),
    ).toContain('`return`');
    expect(
      text('python', 'TypeError', "unsupported operand type(s) for -: 'str' and 'str'"),
    ).toContain('`-`');
  });

  it('explains wrong numbers of arguments', () => {
    expect(
      text('python', 'TypeError', "f() missing 1 required positional argument: 'a'"),
    ).toContain('`f()` needs a value for `a`');
    expect(
      text('python', 'TypeError', "greet() missing 2 required positional arguments: 'a' and 'b'"),
    ).toContain('2 values');
    expect(
      text('python', 'TypeError', "Dog.bark() missing 1 required positional argument: 'self'"),
    ).toContain('`item = Dog()`');
    expect(
      text('python', 'TypeError', 'f() takes 1 positional argument but 2 were given'),
    ).toContain('accepts 1 value, but the call passed 2');
    expect(
      text('python', 'TypeError', 'Dog.bark() takes 0 positional arguments but 1 was given'),
    ).toContain('`self`');
  });

  it('explains calling a value, and a builtin hidden by a variable', () => {
    expect(text('python', 'TypeError', "'int' object is not callable")).toContain('`2 * (3 + 4)`');
    expect(
      text('python', 'TypeError', "'int' object is not callable", 'sum = 0\nprint(sum([1]))'),
    ).toContain("hides Python's own `sum()`");
  });

  it.each([
    ["'NoneType' object is not subscriptable", '`return`'],
    ["'int' object is not subscriptable", 'a whole number (`int`)'],
    ["object of type 'int' has no len()", '`len(str(number))`'],
    ["'int' object is not iterable", '`for i in range(n):`'],
    ["'str' object does not support item assignment", '`.replace()`'],
    ["'str' object cannot be interpreted as an integer", 'int(input('],
    ["can't multiply sequence by non-int of type 'str'", 'int(input('],
  ])('TypeError: %s', (message, expected) => {
    expect(text('python', 'TypeError', message)).toContain(expected);
  });

  it('explains indexes starting at 0', () => {
    const explanation = text('python', 'IndexError', 'list index out of range');
    expect(explanation).toContain('start at 0');
    expect(explanation).toContain('`len(x) - 1`');
    expect(text('python', 'IndexError', 'string index out of range')).toContain('the string');
  });

  it('explains a missing key, naming it', () => {
    expect(text('python', 'KeyError', "'k'")).toContain("no key `'k'`");
    expect(text('python', 'KeyError', '1')).toContain('my_dict.get(key)');
  });

  it('explains values that are not numbers', () => {
    expect(text('python', 'ValueError', "invalid literal for int() with base 10: 'abc'")).toContain(
      "`'abc'`",
    );
    expect(text('python', 'ValueError', "invalid literal for int() with base 10: '3.5'")).toContain(
      '`float(text)`',
    );
    expect(text('python', 'ValueError', "invalid literal for int() with base 10: ''")).toContain(
      'empty',
    );
    expect(text('python', 'ValueError', "could not convert string to float: 'x'")).toContain(
      '`float()`',
    );
  });

  it('explains division by zero in its wordings', () => {
    for (const message of [
      'division by zero',
      'integer modulo by zero',
      'float floor division by zero',
    ]) {
      expect(text('python', 'ZeroDivisionError', message)).toContain('divides by zero');
    }
  });

  it('maps JavaScript method names to Python ones', () => {
    expect(text('python', 'AttributeError', "'list' object has no attribute 'push'")).toContain(
      '`.append(item)`',
    );
    expect(text('python', 'AttributeError', "'str' object has no attribute 'push'")).toContain(
      'Strings cannot change',
    );
    expect(
      text('python', 'AttributeError', "'str' object has no attribute 'toUpperCase'"),
    ).toContain('`.upper()`');
    expect(text('python', 'AttributeError', "'list' object has no attribute 'length'")).toContain(
      '`len(my_list)`',
    );
    expect(text('python', 'AttributeError', "'dict' object has no attribute 'has_key'")).toContain(
      '`key in my_dict`',
    );
  });

  it('explains other attribute errors', () => {
    expect(
      text('python', 'AttributeError', "'NoneType' object has no attribute 'append'"),
    ).toContain('`items = items.append(x)`');
    expect(text('python', 'AttributeError', "'dict' object has no attribute 'name'")).toContain(
      '`my_dict["name"]`',
    );
    expect(
      text(
        'python',
        'AttributeError',
        "'list' object has no attribute 'apend'. Did you mean: 'append'?",
      ),
    ).toContain('Did you mean `append`?');
    expect(text('python', 'AttributeError', "'Dog' object has no attribute 'foo'")).toBe(
      'A `Dog` object has no attribute or method called `foo`.\nCheck the spelling, and that the variable holds the kind of value you think: `print(type(x))` shows it.',
    );
    expect(
      explain('python', 'AttributeError', "'Item' object has no attribute 'x'")!.summary,
    ).toMatch(/^An `Item` object/);
    expect(
      explain('python', 'AttributeError', "'list' object has no attribute 'push'")!.summary,
    ).toBe('A list has no `.push` in Python.');
    expect(
      text('python', 'AttributeError', "module 'math' has no attribute 'squareroot'"),
    ).toContain('`math.py`');
  });

  it.each([
    [
      'IndentationError',
      'expected an indented block after function definition on line 1',
      '`pass`',
    ],
    ['IndentationError', "expected an indented block after 'if' statement on line 1", '4 spaces'],
    ['IndentationError', 'unexpected indent', 'extra spaces'],
    ['IndentationError', 'unindent does not match any outer indentation level', 'line up'],
    ['TabError', 'inconsistent use of tabs and spaces in indentation', 'spaces only'],
    ['SyntaxError', "expected ':'", 'Add `:`'],
    ['SyntaxError', 'invalid syntax', 'Python cannot understand this line'],
    ['SyntaxError', "'(' was never closed", 'matching `)`'],
    ['SyntaxError', "'[' was never closed", 'matching `]`'],
    ['SyntaxError', 'unterminated string literal (detected at line 1)', 'closing quote'],
    ['SyntaxError', 'unterminated triple-quoted string literal (detected at line 1)', 'three'],
    ['SyntaxError', "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", '`==`'],
    ['SyntaxError', "Missing parentheses in call to 'print'. Did you mean print(...)?", 'print('],
    ['SyntaxError', 'invalid syntax. Perhaps you forgot a comma?', 'commas'],
    ['RecursionError', 'maximum recursion depth exceeded', 'calling itself'],
    ['RecursionError', 'maximum recursion depth exceeded while calling a Python object', 'itself'],
    ['EOFError', 'EOF when reading a line', 'input ran out'],
  ])('%s: %s', (name, message, expected) => {
    expect(text('python', name, message)).toContain(expected);
  });

  it('says what can be imported in the browser', () => {
    const own = text('python', 'ModuleNotFoundError', "No module named 'helpr'");
    expect(own).toContain('standard library');
    expect(own).toContain('`.py` files');
    expect(text('python', 'ModuleNotFoundError', "No module named 'numpy'")).toContain(
      'separate package',
    );
  });

  it('explains a missing file and how to check its name', () => {
    for (const errno of [2, 44]) {
      const explanation = text(
        'python',
        'FileNotFoundError',
        `[Errno ${errno}] No such file or directory: 'data.txt'`,
      );
      expect(explanation).toContain('`data.txt`');
      expect(explanation).toContain("relative to the program's folder");
      expect(explanation).toContain('extension');
    }
  });

  it('matches the last part of a dotted exception name', () => {
    expect(explain('python', 'builtins.ZeroDivisionError', 'division by zero')).not.toBeNull();
  });

  it('returns null for what it does not know', () => {
    expect(explain('python', 'ValueError', 'math domain error')).toBeNull();
    expect(explain('python', 'MyError', "name 'x' is not defined")).toBeNull();
    expect(explain('python', 'KeyError', '')).toBeNull();
  });
});

describe('explainError: Lua', () => {
  it('explains calling a nil global, with a suggestion', () => {
    const { summary, fix } = explain(
      'lua',
      'lua',
      `[string "pritn("x")"]:1: attempt to call a nil value (global 'pritn')`,
    )!;
    expect(summary).toContain('`pritn`');
    expect(fix).toContain('Did you mean `print`?');
  });

  it('explains calling a missing field or method', () => {
    expect(text('lua', 'lua', "attempt to call a nil value (field 'foo')")).toContain('`.foo`');
    expect(text('lua', 'lua', "attempt to call a nil value (method 'bar')")).toContain('`:bar`');
    expect(text('lua', 'lua', "attempt to call a number value (local 'x')")).toContain('a number');
  });

  it.each([
    ["attempt to perform arithmetic on a nil value (global 'x')", '`x`'],
    ["attempt to perform arithmetic on a nil value (local 'a')", 'misspelt'],
    ["attempt to perform arithmetic on a table value (local 't')", '`tonumber(text)`'],
    ["attempt to add a 'string' with a 'number'", '`tonumber(text)`'],
    ["attempt to index a nil value (field 'x')", 'the field `.x`'],
    ["attempt to index a nil value (global 'undefinedTable')", '`undefinedTable`'],
    ['attempt to index a nil value', '`t = {}`'],
    ["attempt to concatenate a nil value (global 'x')", '`tostring(…)`'],
    ['attempt to concatenate a nil value', '`..`'],
    ["attempt to concatenate a table value (local 't')", 'a table'],
    ["'end' expected (to close 'function' at line 1) near <eof>", 'line 1'],
    ["'end' expected near <eof>", '`end`'],
    ["unexpected symbol near '='", '`~=`'],
    ["'then' expected near '='", '`then`'],
    ["'do' expected near 'print'", '`do`'],
    ['unfinished string near <eof>', 'closing quote'],
    ['stack overflow', 'calling itself'],
    ['attempt to compare number with nil', '`nil`'],
    ["bad argument #1 to 'ipairs' (table expected, got nil)", '`ipairs`'],
    ['attempt to get length of a nil value', '`#`'],
  ])('%s', (message, expected) => {
    expect(text('lua', 'lua', `main.lua:2: ${message}`)).toContain(expected);
  });

  it('returns null for messages of its own', () => {
    expect(explain('lua', 'lua', 'main.lua:1: boom')).toBeNull();
  });
});

describe('explainError: SQL', () => {
  const schema = 'CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, name TEXT);';

  it('explains a missing table and suggests a created one', () => {
    const explanation = text(
      'sql',
      'sqlite',
      'no such table: user',
      `${schema}\nSELECT * FROM user;`,
    );
    expect(explanation).toContain('`user`');
    expect(explanation).toContain('Did you mean `users`?');
  });

  it('explains a missing column and suggests one from the program', () => {
    const explanation = text(
      'sql',
      'sqlite',
      'no such column: nme',
      `${schema}\nSELECT nme FROM users;`,
    );
    expect(explanation).toContain('Did you mean `name`?');
    expect(explanation).toContain('single quotes');
  });

  it('suggests a keyword for a syntax error at a misspelt one', () => {
    expect(text('sql', 'sqlite', 'near "SELEC": syntax error')).toContain('Did you mean `SELECT`?');
    expect(text('sql', 'sqlite', 'near "from": syntax error')).not.toContain('Did you mean');
  });

  it.each([
    ['UNIQUE constraint failed: users.email', '`users.email`'],
    ['table users already exists', 'IF NOT EXISTS users'],
    ['NOT NULL constraint failed: users.name', '`users.name`'],
    ['table users has 3 columns but 2 values were supplied', '3 columns'],
    ['incomplete input', 'complete'],
    [`unrecognized token: "'abc"`, 'quote'],
  ])('%s', (message, expected) => {
    expect(text('sql', 'sqlite', message)).toContain(expected);
  });

  it('returns null for what it does not know', () => {
    expect(explain('sql', 'sqlite', 'datatype mismatch')).toBeNull();
  });
});

describe('explainError: unknown runtimes', () => {
  it('returns null', () => {
    expect(explain('ruby' as RuntimeId, 'NameError', "name 'x' is not defined")).toBeNull();
  });
});
