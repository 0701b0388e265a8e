// Programs run through the JavaScript runtime in a Node `vm` context, as js-runtime.test.ts and
// js-recorder.test.ts run them. Expected outputs are what Node 20 printed for the same program.
import { describe, expect, it } from 'vitest';
import type { RunErrorInfo } from '../../core/run/types';
import { runProgram, vmHost, type RunOptions } from '../js-recorder.testing';
import { runJs } from '../js-runtime';
import { libraryScripts } from './library-script';

const run = (code: string, options: RunOptions = {}) =>
  runProgram(code, { record: false, ...options });

const errorOf = (result: Awaited<ReturnType<typeof run>>): RunErrorInfo | undefined => {
  const event = result.events.find((e) => e.type === 'error');
  return event?.type === 'error' ? event.error : undefined;
};

/** Every module, the name of one of its exports, and what that export is. */
const MODULES: [string, string, string][] = [
  ['assert', 'strictEqual', 'function'],
  ['assert/strict', 'deepEqual', 'function'],
  ['util', 'inspect', 'function'],
  ['util/types', 'isDate', 'function'],
  ['crypto', 'createHash', 'function'],
  ['events', 'EventEmitter', 'function'],
  ['buffer', 'Buffer', 'function'],
  ['fs', 'readFileSync', 'function'],
  ['fs/promises', 'readFile', 'function'],
  ['path', 'join', 'function'],
  ['os', 'EOL', 'string'],
  ['process', 'argv', 'object'],
  ['readline', 'createInterface', 'function'],
  ['readline/promises', 'createInterface', 'function'],
  ['timers', 'setTimeout', 'function'],
  ['timers/promises', 'setTimeout', 'function'],
  ['url', 'fileURLToPath', 'function'],
  ['perf_hooks', 'performance', 'object'],
];

describe('every built-in is found by each way of naming it', () => {
  it.each(MODULES)('%s', async (name, member, type) => {
    const program = [
      `import * as star from '${name}';`,
      `import whole from 'node:${name}';`,
      `import { ${member} as named } from '${name}';`,
      `const required = require('${name}');`,
      `const prefixed = require('node:${name}');`,
      `console.log(typeof required.${member}, required === prefixed, whole === required,`,
      `  named === required.${member}, star.${member} === named);`,
    ].join('\n');
    const result = await run(program);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${type} true true true true\n`);
  });

  it('gives the same module to every file of the project', async () => {
    const result = await run(
      'const { add } = require("./other.js");\nconsole.log(add === require("events"));\n',
      { files: [{ path: 'other.js', content: 'module.exports.add = require("node:events");\n' }] },
    );
    expect(result.stdout).toBe('true\n');
  });
});

describe("Node's modules the browser has not", () => {
  it.each([
    ['require', 'const cp = require("child_process");'],
    ['require with node:', 'const cp = require("node:child_process");'],
    ['a default import', 'import cp from "child_process";'],
    ['a named import', 'import { execSync } from "node:child_process";'],
  ])('fail on their line, by %s', async (_how, line) => {
    const result = await run(`console.log("before");\n${line}\nconsole.log("after");\n`);
    expect(result.stdout).toBe('before\n');
    expect(result.exit).toBe(1);
    const error = errorOf(result);
    expect(error?.message).toBe("Node's `child_process` module is not available in the browser");
    expect(error?.location).toMatchObject({ path: 'main.js', line: 2 });
    expect(result.stderr).toContain(
      "Error: Node's `child_process` module is not available in the browser\n    at /home/project/main.js:2:",
    );
  });

  it.each(['http', 'net', 'worker_threads', 'cluster', 'dgram', 'zlib', 'stream', 'vm'])(
    '%s',
    async (name) => {
      const result = await run(`require('${name}');\n`);
      expect(errorOf(result)?.message).toBe(
        `Node's \`${name}\` module is not available in the browser`,
      );
    },
  );

  it('a node: name that Node does not have, and a package, are told apart', async () => {
    expect(errorOf(await run('require("node:nothing");'))?.message).toBe(
      'No such built-in module: node:nothing',
    );
    expect(errorOf(await run('require("node:test");'))?.message).toBe(
      "Node's `test` module is not available in the browser",
    );
    expect(errorOf(await run('require("lodash");'))?.message).toMatch(
      /^Cannot find module 'lodash': packages are not installed in the browser/,
    );
  });

  it('a program can catch the error and go on', async () => {
    const result = await run(
      'try { require("http"); } catch (e) { console.log(e.code, e.message); }\n',
    );
    expect(result.stdout).toBe(
      "ERR_NOT_AVAILABLE_IN_BROWSER Node's `http` module is not available in the browser\n",
    );
  });
});

describe('assert', () => {
  /** What an assertion's AssertionError says, and its code. */
  const failure = async (statement: string) => {
    const result = await run(
      `const assert = require('assert');\ntry { ${statement}; console.log('passed'); } catch (e) { console.log(e.name, e.code, JSON.stringify(e.message)); }\n`,
    );
    return result.stdout.trim();
  };

  it.each([
    ['assert.strictEqual(1, 2)', '"Expected values to be strictly equal:\\n\\n1 !== 2\\n"'],
    ['assert.ok(false)', '"false == true"'],
    ['assert(0)', '"0 == true"'],
    ['assert.equal("a", "b")', `"'a' == 'b'"`],
    ['assert.throws(() => {})', '"Missing expected exception."'],
    ['assert.notStrictEqual(1, 1)', '"Expected \\"actual\\" to be strictly unequal to: 1"'],
    [
      'assert.deepStrictEqual([1, 2, 3], [1, 2, 4])',
      '"Expected values to be strictly deep-equal:\\n+ actual - expected\\n\\n  [\\n    1,\\n    2,\\n+   3\\n-   4\\n  ]"',
    ],
    [
      'assert.strict.equal("hello", "world")',
      `"Expected values to be strictly equal:\\n+ actual - expected\\n\\n+ 'hello'\\n- 'world'"`,
    ],
  ])("%s fails with Node's message", async (statement, message) => {
    expect(await failure(statement)).toBe(`AssertionError ERR_ASSERTION ${message}`);
  });

  it.each([
    'assert.strictEqual(2 + 2, 4)',
    'assert.deepStrictEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })',
    'assert.ok("yes")',
    'assert.throws(() => { throw new TypeError("bad"); }, TypeError)',
    'assert.throws(() => { throw new Error("bad input"); }, /bad/)',
    'assert.notDeepStrictEqual([1], [2])',
    'assert.match("abc", /b/)',
  ])('%s passes', async (statement) => {
    expect(await failure(statement)).toBe('passed');
  });

  it('an uncaught failure is reported on its line, as Node shows it', async () => {
    const result = await run('const assert = require("node:assert");\nassert.strictEqual(1, 2);\n');
    expect(result.exit).toBe(1);
    expect(result.stderr).toBe(
      'AssertionError: Expected values to be strictly equal:\n\n1 !== 2\n\n    at /home/project/main.js:2:8\n',
    );
    expect(errorOf(result)?.location).toMatchObject({ line: 2, column: 8 });
  });

  it('rejects checks a promise', async () => {
    const result = await run(
      'import assert from "assert/strict";\nawait assert.rejects(Promise.reject(new Error("no")), /no/);\nconsole.log("rejected as expected");\n',
    );
    expect(result.stdout).toBe('rejected as expected\n');
  });
});

describe('util', () => {
  it("formats and inspects as Node's own util does", async () => {
    const result = await run(
      [
        'const util = require("util");',
        'console.log(util.format("%s is %d years and %i%%", "Ada", 36.5, 99.9, "extra"));',
        'console.log(util.inspect({ a: { b: { c: { d: 1 } } } }, { depth: null }));',
        'console.log(util.inspect({ a: { b: { c: { d: 1 } } } }));',
        'console.log(util.inspect("text"), util.inspect([1, "two", [3]], { compact: false }));',
        'class Money { [util.inspect.custom]() { return "$5"; } }',
        'console.log(util.inspect({ price: new Money() }));',
      ].join('\n'),
    );
    expect(result.stdout).toBe(
      [
        'Ada is 36.5 years and 99% extra',
        '{',
        '  a: { b: { c: { d: 1 } } }',
        '}',
        '{ a: { b: { c: [Object] } } }',
        "'text' [",
        '  1,',
        "  'two',",
        '  [',
        '    3',
        '  ]',
        ']',
        '{ price: $5 }',
        '',
      ].join('\n'),
    );
  });

  it('promisify turns a callback function into a promise, and knows setTimeout', async () => {
    const result = await run(
      [
        'import { promisify } from "node:util";',
        'const later = (x, cb) => setTimeout(() => (x < 0 ? cb(new Error("negative")) : cb(null, x * 2)), 1);',
        'const twice = promisify(later);',
        'console.log(await twice(21));',
        'await twice(-1).catch((e) => console.log("caught", e.message));',
        'const sleep = promisify(setTimeout);',
        'console.log(await sleep(5, "woke"));',
        'console.log(promisify.custom === Symbol.for("nodejs.util.promisify.custom"));',
      ].join('\n'),
    );
    expect(result.stdout).toBe('42\ncaught negative\nwoke\ntrue\n');
  });

  it('types, isDeepStrictEqual, inherits, TextEncoder', async () => {
    const result = await run(
      [
        'const util = require("util");',
        'console.log(util.types.isDate(new Date()), util.types.isPromise(Promise.resolve()), util.types.isRegExp("x"));',
        'console.log(util.isDeepStrictEqual({ a: [1] }, { a: [1] }), util.isDeepStrictEqual([1], ["1"]));',
        'function Animal() {} Animal.prototype.speak = function () { return "..."; };',
        'function Dog() {} util.inherits(Dog, Animal);',
        'console.log(new Dog().speak(), new Dog() instanceof Animal);',
        'console.log(new util.TextEncoder().encode("hé").length);',
      ].join('\n'),
    );
    expect(result.stdout).toBe('true true false\ntrue false\n... true\n3\n');
  });
});

describe('crypto', () => {
  const FOX = 'The quick brown fox jumps over the lazy dog';

  it.each([
    ['md5', '9e107d9d372bb6826bd81d3542a419d6'],
    ['sha1', '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12'],
    ['sha224', '730e109bd7a8a32b1cb9d9a09aa2325d2430587ddbc0c38bad911525'],
    ['sha256', 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592'],
    [
      'sha384',
      'ca737f1014a48f4c0b6dd43cb177b0afd9e5169367544c494011e3317dbf9a509cb1e5dc1e85a941bbee3d7f2afbc9b1',
    ],
    [
      'sha512',
      '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6',
    ],
  ])('createHash(%s) digests at once', async (algorithm, hex) => {
    const result = await run(
      `const crypto = require('crypto');\nconsole.log(crypto.createHash('${algorithm}').update('${FOX}').digest('hex'));\n`,
    );
    expect(result.stdout).toBe(`${hex}\n`);
  });

  it('takes chunks, Buffers and encodings as Node does', async () => {
    const result = await run(
      [
        'import { createHash, createHmac } from "crypto";',
        'console.log(createHash("sha256").update("hello ").update(Buffer.from("world")).digest("base64"));',
        'console.log(createHash("SHA256").update("ff00", "hex").digest("hex"));',
        'console.log(createHash("sha256").update("héllo").digest("base64url"));',
        'console.log(createHmac("sha1", "secret").update("message").digest("hex"));',
        'const digest = createHash("md5").update("").digest();',
        'console.log(Buffer.isBuffer(digest), digest.length, digest.toString("hex"));',
      ].join('\n'),
    );
    expect(result.stdout).toBe(
      [
        'uU0nuZNNPgilLlLX2n2r+sSE7+N6U4DukIj3rOLvzek=',
        'ea5dbf9596d187e9500f23e9a680109475341cf4e81f7e043f7d97152c10772f',
        'PEhZHY0JikU49eAT389AbpSOrE0yd7EL9hTildYGgXk',
        '0caf649feee4953d87bf903ac1176c45e028df16',
        'true 16 d41d8cd98f00b204e9800998ecf8427e',
        '',
      ].join('\n'),
    );
  });

  it('fails as Node does for a digest used twice or an algorithm it lacks', async () => {
    const result = await run(
      [
        'const crypto = require("crypto");',
        'const hash = crypto.createHash("sha1"); hash.digest("hex");',
        'try { hash.update("more"); } catch (e) { console.log(e.code, e.message); }',
        'try { crypto.createHash("whirlpool"); } catch (e) { console.log(e.message); }',
        'try { crypto.createHash("sha256").update(5); } catch (e) { console.log(e.code, e.message); }',
      ].join('\n'),
    );
    expect(result.stdout).toBe(
      [
        'ERR_CRYPTO_HASH_FINALIZED Digest already called',
        'Digest method not supported',
        'ERR_INVALID_ARG_TYPE The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)',
        '',
      ].join('\n'),
    );
  });

  it('random UUIDs, integers and bytes', async () => {
    const result = await run(
      [
        'const { randomUUID, randomInt, randomBytes, getRandomValues } = require("node:crypto");',
        'console.log(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(randomUUID()));',
        'const ints = Array.from({ length: 500 }, () => randomInt(3, 6));',
        'console.log(ints.every((n) => Number.isInteger(n) && n >= 3 && n < 6), new Set(ints).size);',
        'console.log(Array.from({ length: 50 }, () => randomInt(2)).every((n) => n === 0 || n === 1));',
        'console.log(randomBytes(8).toString("hex").length, getRandomValues(new Uint32Array(4)).length);',
        'try { randomInt(5, 2); } catch (e) { console.log(e.code); }',
        'randomBytes(4, (err, buf) => console.log("later", err, buf.length));',
        'console.log("now");',
      ].join('\n'),
    );
    expect(result.stdout).toBe('true\ntrue 3\ntrue\n16 4\nERR_OUT_OF_RANGE\nnow\nlater null 4\n');
  });
});

describe('events', () => {
  it('EventEmitter: on, once, off, emit, and a subclass', async () => {
    const result = await run(
      [
        'import EventEmitter, { once } from "events";',
        'class Shop extends EventEmitter {}',
        'const shop = new Shop();',
        'const log = (what) => console.log("sold", what);',
        'shop.on("sale", log);',
        'shop.once("sale", () => console.log("first sale!"));',
        'shop.emit("sale", "tea"); shop.emit("sale", "cake");',
        'shop.off("sale", log);',
        'console.log(shop.emit("sale", "nothing"), shop.listenerCount("sale"));',
        'setTimeout(() => shop.emit("open", 9), 1);',
        'const [hour] = await once(shop, "open");',
        'console.log("open at", hour);',
      ].join('\n'),
    );
    expect(result.stdout).toBe('sold tea\nfirst sale!\nsold cake\nfalse 0\nopen at 9\n');
  });
});

describe('process', () => {
  it('stdout.write prints without a newline and returns true; argv, cwd, exit code', async () => {
    const result = await run(
      [
        'const ok = process.stdout.write("a");',
        'process.stdout.write(Buffer.from("b\\n"));',
        'console.log(ok, process.argv.slice(1), process.argv.slice(2).length, process.cwd());',
        'process.exitCode = 3;',
      ].join('\n'),
      { entry: 'src/main.js' },
    );
    expect(result.stdout).toBe("ab\ntrue [ '/home/project/src/main.js' ] 0 /home/project/src\n");
    expect(result.exit).toBe(3);
  });

  it('nextTick runs after the code, before timers; hrtime; exit() keeps exitCode', async () => {
    const result = await run(
      [
        'setTimeout(() => { console.log("timer"); process.exitCode = 2; process.exit(); }, 0);',
        'process.nextTick((x) => console.log("tick", x), 1);',
        'const [s, ns] = process.hrtime(); const t = process.hrtime.bigint();',
        'console.log("sync", Number.isInteger(s) && ns < 1e9, typeof t);',
        'const d = process.hrtime([s, ns]); console.log(d[0] >= 0 && d[1] >= 0);',
        'console.log(typeof process.memoryUsage().heapUsed, process.uptime() >= 0);',
      ].join('\n'),
    );
    expect(result.stdout).toBe('sync true bigint\ntrue\nnumber true\ntick 1\ntimer\n');
    expect(result.exit).toBe(2);
  });
});

describe('the small modules', () => {
  it('path follows Node (POSIX), from the working folder', async () => {
    const result = await run(
      [
        'const path = require("path");',
        'console.log(path.join("a", "..", "..", "b"), path.resolve("data.txt"), path.resolve("/tmp", "x"));',
        'console.log(path.basename("/x/y.txt", ".txt"), path.extname("a.tar.gz"), path.dirname("/a/b"));',
        'console.log(path.normalize("a//b/../c"), path.isAbsolute("/a"), path.relative("/a/b", "/a/c"));',
        'console.log(path.parse("/home/u/f.txt").name, path.sep, path.posix === path);',
      ].join('\n'),
      { entry: 'src/main.js' },
    );
    expect(result.stdout).toBe(
      '../b /home/project/src/data.txt /tmp/x\ny .gz /a\na/c true ../c\nf / true\n',
    );
  });

  it('os: the line ending, a platform and a home', async () => {
    const result = await run(
      'import os from "os";\nconsole.log(JSON.stringify(os.EOL), os.platform() === process.platform, os.homedir(), os.cpus().length > 0);\n',
    );
    expect(result.stdout).toBe('"\\n" true /home/project true\n');
  });

  it('fs/promises and the callback forms read and write the project', async () => {
    const result = await run(
      [
        'import { readFile, writeFile } from "node:fs/promises";',
        'import fs from "fs";',
        'await writeFile("out.txt", "one");',
        'console.log(await readFile("out.txt", "utf8"));',
        'fs.appendFile("out.txt", " two", () => fs.readFile("out.txt", "utf8", (err, text) => console.log(err, text)));',
        'await readFile("missing.txt").catch((e) => console.log(e.code));',
      ].join('\n'),
    );
    expect(result.stdout).toBe('one\nENOENT\nnull one two\n');
    expect(result.events.filter((e) => e.type === 'file-written')).toHaveLength(2);
  });

  it('timers/promises and setImmediate', async () => {
    const result = await run(
      [
        'import { setTimeout as sleep } from "timers/promises";',
        'setImmediate(() => console.log("immediate"));',
        'console.log(await sleep(5, "slept"));',
      ].join('\n'),
    );
    expect(result.stdout).toBe('immediate\nslept\n');
  });

  it('readline/promises asks a question', async () => {
    const result = await run(
      [
        'import readline from "node:readline/promises";',
        'const rl = readline.createInterface({ input: process.stdin, output: process.stdout });',
        'const name = await rl.question("Name? ");',
        'console.log(`Hi ${name}`);',
        'rl.close();',
      ].join('\n'),
      { stdin: ['Ada'] },
    );
    expect(result.stdout).toBe('Name? Hi Ada\n');
  });

  it('Buffer is a global, as in Node', async () => {
    const result = await run(
      'console.log(Buffer.from("hi").toString("base64"), Buffer.from("aGk=", "base64").toString(), Buffer.byteLength("hé"));\n',
    );
    expect(result.stdout).toBe('aGk= hi 3\n');
  });
});

describe('a recorded run', () => {
  it('uses the built-ins as a plain run does', async () => {
    const code =
      'const assert = require("assert");\nconst { createHash } = require("crypto");\nconst h = createHash("sha256").update("abc").digest("hex");\nassert.strictEqual(h.length, 64);\nconsole.log(h);\n';
    const plain = await run(code);
    const recorded = await runProgram(code);
    expect(recorded.stdout).toBe(plain.stdout);
    expect(plain.stdout).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n');
  });
});

describe('the library scripts', () => {
  it('are loaded only for the modules that need them', async () => {
    const asked: string[] = [];
    const host = vmHost();
    const load = host.nodeLibrary!;
    host.nodeLibrary = (name) => {
      asked.push(name);
      return load(name);
    };
    const runWith = (code: string) =>
      runJs(
        {
          runId: 't',
          runtime: 'javascript',
          entry: 'main.js',
          code,
          files: [],
          args: [],
          selection: false,
          stdin: [],
        },
        { emit: () => {}, readLine: () => null, assetUrl: () => '' },
        host,
      );
    await runWith('require("fs"); require("path"); require("events"); require("os");');
    expect(asked).toEqual([]);
    await runWith('require("crypto").createHash("md5"); Buffer.from("x"); require("buffer");');
    expect(new Set(asked)).toEqual(new Set(['buffer']));
  });

  it('are read at once and evaluated in a function of their own', () => {
    const requests: string[] = [];
    class FakeRequest {
      status = 0;
      responseText = '';
      url = '';
      open(_method: string, url: string, async: boolean) {
        expect(async).toBe(false);
        this.url = url;
      }
      send() {
        requests.push(this.url);
        this.status = this.url.endsWith('missing.js') ? 404 : 200;
        // A top-level const, as a bundle has: it must not reach the worker's global scope.
        this.responseText = 'const e = 1; self.__node_util_library = { util: e };';
      }
    }
    const scope = { XMLHttpRequest: FakeRequest } as unknown as Parameters<
      typeof libraryScripts
    >[0];
    (scope as unknown as { self: unknown }).self = scope;
    const evaluate = (code: string) => new Function('self', `return ${code}`)(scope) as unknown;
    const load = libraryScripts(scope, evaluate, (name) => `https://app.test/assets/${name}`);
    expect(load('util')).toEqual({ util: 1 });
    expect(load('util')).toEqual({ util: 1 });
    expect(requests).toEqual(['https://app.test/assets/node-util-library.js']);
    expect('__node_util_library' in scope).toBe(false);
    const failing = libraryScripts(scope, evaluate, () => 'https://app.test/assets/missing.js');
    expect(() => failing('buffer')).toThrow(
      "Node's built-in modules could not be loaded: 404 for https://app.test/assets/missing.js",
    );
  });
});
