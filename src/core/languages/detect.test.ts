import { describe, expect, it } from 'vitest';
import {
  detectContent,
  MODEL_FLOOR,
  detectContentWithModel,
  detectLanguage,
  fromModel,
  fromModeline,
  fromShebang,
  MODEL_LABELS,
  MODEL_THRESHOLD,
  nameIsUninformative,
  resolveLanguage,
  worthModelling,
} from './detect';
import { languageById } from './registry';
import { refinePair, signature } from './heuristics';

const PY = 'import os\n\ndef main():\n    for x in range(10):\n        print(x)\n';

describe('the cascade', () => {
  it('puts the user\u2019s choice first', () => {
    const d = detectLanguage({ name: 'app.py', content: PY, explicit: 'ruby' });
    expect(d).toMatchObject({ languageId: 'ruby', evidence: 'your choice', confidence: 1 });
  });

  it('ignores an explicit choice that is not a language', () => {
    expect(detectLanguage({ name: 'app.py', content: PY, explicit: 'cobol' }).languageId).toBe(
      'python',
    );
  });

  it('then the file name, over shebang and content', () => {
    const d = detectLanguage({ name: 'run.rb', content: `#!/usr/bin/env python3\n${PY}` });
    expect(d).toMatchObject({
      languageId: 'ruby',
      evidence: 'extension',
      detail: 'the .rb extension',
    });
    expect(detectLanguage({ name: 'Dockerfile', content: '' })).toMatchObject({
      languageId: 'dockerfile',
      evidence: 'file name',
    });
  });

  it('then shebang and modeline when the name says nothing', () => {
    expect(detectLanguage({ name: 'run', content: `#!/usr/bin/env python3\n${PY}` })).toMatchObject(
      { languageId: 'python', evidence: 'shebang' },
    );
    expect(
      detectLanguage({ name: 'untitled.txt', content: 'puts 1\n# vim: set ft=ruby:\n' }),
    ).toMatchObject({ languageId: 'ruby', evidence: 'modeline' });
  });

  it('then content signatures, then the model', () => {
    expect(detectLanguage({ name: 'untitled.txt', content: '{"a": [1, 2]}' })).toMatchObject({
      languageId: 'json',
      evidence: 'content',
    });
    const model = [
      { languageId: 'py', confidence: 0.6 },
      { languageId: 'rb', confidence: 0.1 },
    ];
    expect(detectLanguage({ name: 'untitled.txt', content: PY, model })).toMatchObject({
      languageId: 'python',
      evidence: 'model',
      confidence: 0.77,
    });
  });

  it('falls back to the name, or Plain Text, when nothing knows', () => {
    expect(detectLanguage({ name: 'untitled.txt', content: 'hello there' }).languageId).toBe(
      'plaintext',
    );
    expect(detectLanguage({ name: 'notes', content: 'hello' })).toMatchObject({
      languageId: 'plaintext',
      detail: 'no known extension',
    });
  });

  it('refines shared extensions such as .h', () => {
    expect(
      detectLanguage({ name: 'vec.h', content: '#include <vector>\nclass Vec {\npublic:\n};' }),
    ).toMatchObject({ languageId: 'cpp', evidence: 'content' });
    expect(
      detectLanguage({ name: 'list.h', content: '#include <stdlib.h>\nstruct node { int v; };' }),
    ).toMatchObject({ languageId: 'c' });
    expect(detectLanguage({ name: 'x.h', content: 'int f(int);' })).toMatchObject({
      languageId: 'c',
      evidence: 'extension',
      confidence: 0.9,
    });
  });
});

describe('shebang', () => {
  it.each([
    ['#!/usr/bin/env python3', 'python'],
    ['#!/usr/bin/python2.7', 'python'],
    ['#!/bin/bash -e', 'shell'],
    ['#!/bin/sh', 'shell'],
    ['#!/usr/bin/env -S node --no-warnings', 'javascript'],
    ['#!/usr/bin/env ruby', 'ruby'],
    ['#!/usr/bin/perl -w', 'perl'],
    ['#!/usr/bin/env pwsh', 'powershell'],
  ])('%s → %s', (line, id) => {
    expect(fromShebang(`${line}\nrest`)?.languageId).toBe(id);
  });

  it('ignores unknown interpreters and text without a shebang', () => {
    expect(fromShebang('#!/usr/bin/env frobnicate\n')).toBeNull();
    expect(fromShebang('# comment\n#!/bin/sh')).toBeNull();
  });
});

describe('modeline', () => {
  it('reads vim and emacs modelines at the top or bottom', () => {
    expect(fromModeline('// vim: set ft=javascript:\nlet a')?.languageId).toBe('javascript');
    expect(fromModeline('x\ny\n# vi: filetype=python')?.languageId).toBe('python');
    expect(fromModeline('-- -*- mode: lua -*-\nprint(1)')?.languageId).toBe('lua');
    expect(fromModeline('# -*- coding: utf-8 -*-\n')).toBeNull();
  });
});

describe('content signatures', () => {
  it.each([
    ['<?php echo "hi"; ?>', 'php'],
    ['<?xml version="1.0"?><a/>', 'xml'],
    ['<!DOCTYPE html>\n<html></html>', 'html'],
    ['\\documentclass{article}\n\\begin{document}x\\end{document}', 'latex'],
    ['[1, 2, {"a": null}]', 'json'],
    ['FROM node:20\nWORKDIR /app\nRUN npm ci\n', 'dockerfile'],
    ['package main\n\nimport "fmt"\n\nfunc main() {}\n', 'go'],
    ['<template>\n  <p>{{ msg }}</p>\n</template>\n<script>\nexport default {}\n</script>', 'vue'],
    ['---\nname: build\non: push\njobs:\n  test:\n    runs-on: linux\n', 'yaml'],
  ])('%s', (text, id) => {
    expect(signature(text)?.languageId).toBe(id);
  });

  it.each([
    ['library ieee;\nuse ieee.std_logic_1164.all;\nentity t is\nend t;', 'vhdl'],
    ['<script>\n  let n = 0;\n</script>\n<button on:click={() => n++}>{n}</button>', 'svelte'],
    ['{#each items as item}\n  <p>{item}</p>\n{/each}', 'svelte'],
    ['$bg: #fff\n\n.card\n  background: $bg\n  padding: 4px\n', 'sass'],
    ['$bg: #fff;\n@mixin pad { padding: 4px; }\n.card {\n  @include pad;\n}', 'scss'],
    ['@bg: #fff;\n.pad() { padding: 4px; }\n.card {\n  .pad();\n  color: @bg;\n}', 'less'],
    ['open System\n\n[<EntryPoint>]\nlet main argv =\n    printfn "hi"\n    0', 'fsharp'],
    ['<template>\n  <p v-if="ok">{{ msg }}</p>\n</template>', 'vue'],
    ['# Title\n\nSome text with a [link](https://x.y).\n\n- one\n- two\n', 'markdown'],
  ])('a content cue: %s', (text, id) => {
    expect(signature(text)?.languageId).toBe(id);
  });

  it('looks for strong patterns only where they can occur', () => {
    // In a JavaScript string, a Python docstring, or a Markdown code block.
    expect(signature("const tag = '<?php ';\nconsole.log(tag);")).toBeNull();
    expect(
      signature('"""Render a report.\n\n\\begin{document} is added for you.\n"""\nimport os\n'),
    ).toBeNull();
    expect(signature('# Go\n\n```go\npackage main\n\nfunc main() {}\n```\n')?.languageId).not.toBe(
      'go',
    );
    expect(signature('<div>\n<?php echo 1; ?>\n</div>')?.languageId).toBe('php');
  });

  it('does not claim ordinary code', () => {
    expect(signature(PY)).toBeNull();
    expect(signature('{ not json')).toBeNull();
    expect(signature('---\ntitle: x\n---\n# Heading\n\nSome *markdown* text.\n')).toBeNull();
  });
});

describe('ambiguous pairs', () => {
  it('tells TypeScript from JavaScript by type syntax', () => {
    expect(refinePair('typescript', 'const a = 1;\nfunction f(x) { return x; }')?.languageId).toBe(
      'javascript',
    );
    expect(
      refinePair('javascript', 'function f(x: number): string { return "" }')?.languageId,
    ).toBe('typescript');
    expect(refinePair('javascript', 'interface User {\n  name: string;\n}')?.languageId).toBe(
      'typescript',
    );
    expect(refinePair('javascript', 'const App = () => (\n  <div>hi</div>\n);')?.languageId).toBe(
      'jsx',
    );
    expect(
      refinePair('typescript', 'const App = (p: Props) => <Card title={p.t}></Card>;')?.languageId,
    ).toBe('tsx');
  });

  it('sees typed destructured parameters and JSX passed as an argument', () => {
    expect(
      refinePair('javascript', 'export function f({ id }: { id: string }) {\n  return id;\n}')
        ?.languageId,
    ).toBe('typescript');
    expect(refinePair('javascript', 'root.render(<App />);')?.languageId).toBe('jsx');
    expect(
      refinePair('typescript', 'const [n, setN] = useState<number>(0);\nroot.render(<App />);')
        ?.languageId,
    ).toBe('tsx');
    expect(refinePair('javascript', 'if (a < b) { run(a, b); }')?.languageId).toBe('javascript');
  });

  it('tells C++ from C', () => {
    expect(refinePair('c', '#include <iostream>\nint main() { std::cout << 1; }')?.languageId).toBe(
      'cpp',
    );
    expect(refinePair('cpp', '#include <stdio.h>\nint main() { printf("x"); }')?.languageId).toBe(
      'c',
    );
    expect(refinePair('cpp', 'int x;')?.languageId).toBe('c');
    expect(refinePair('c', 'int x;')).toBeNull();
  });

  it('tells JSON from YAML', () => {
    expect(refinePair('yaml', '{"a": 1}')?.languageId).toBe('json');
    expect(refinePair('json', 'a: 1\nb:\n  - x\n  - y\n')?.languageId).toBe('yaml');
  });
});

describe('the model step', () => {
  it('maps model labels onto supported languages only', () => {
    for (const id of Object.values(MODEL_LABELS)) expect(languageById(id), id).toBeDefined();
    expect(fromModel([{ languageId: 'cs', confidence: 0.9 }], 'class A {}')).toBeNull();
  });

  it('takes a low answer for a short snippet only when it clearly leads', () => {
    const low = (top: number, second: number) => [
      { languageId: 'py', confidence: top },
      { languageId: 'ini', confidence: second },
    ];
    expect(fromModel(low(0.15, 0.09), PY)?.languageId).toBe('python');
    expect(fromModel(low(0.15, 0.11), PY)).toBeNull();
    expect(fromModel(low(MODEL_FLOOR - 0.01, 0.001), PY)).toBeNull();
    // A rival the editor does not support (C#) still counts against the lead.
    expect(fromModel([...low(0.15, 0.01), { languageId: 'cs', confidence: 0.12 }], PY)).toBeNull();
  });

  it('ignores answers below the threshold', () => {
    const second = { languageId: 'rb', confidence: MODEL_THRESHOLD - 0.02 };
    expect(
      fromModel([{ languageId: 'py', confidence: MODEL_THRESHOLD - 0.01 }, second], PY),
    ).toBeNull();
    expect(fromModel([{ languageId: 'py', confidence: MODEL_THRESHOLD }], PY)?.languageId).toBe(
      'python',
    );
  });

  it('does not take the model\u2019s word for a language the text only quotes', () => {
    const js = "const tag = '<?php ';\nconsole.log(tag.trim(), [1, 2].map((x) => x * 2));";
    const guesses = [
      { languageId: 'php', confidence: 0.5 },
      { languageId: 'js', confidence: 0.4 },
    ];
    expect(fromModel(guesses, js)?.languageId).toBe('javascript');
    expect(fromModel(guesses, '<div>\n<?php echo 1; ?>\n</div>')?.languageId).toBe('php');
    const py = 'import os\n\ndef report():\n    """\\begin{document} goes first."""\n';
    expect(
      fromModel(
        [
          { languageId: 'tex', confidence: 0.6 },
          { languageId: 'py', confidence: 0.3 },
        ],
        py,
      )?.languageId,
    ).toBe('python');
  });

  it('pools look-alikes, so a snippet split between C and C++ is still C', () => {
    const d = fromModel(
      [
        { languageId: 'c', confidence: 0.14 },
        { languageId: 'cpp', confidence: 0.12 },
        { languageId: 'java', confidence: 0.15 },
      ],
      '#include <stdio.h>\nint main(void) { printf("hi\\n"); }',
    );
    expect(d).toMatchObject({ languageId: 'c' });
  });

  it('shows the confidence of the language it shows, not of the model\u2019s pick', () => {
    const sure = [{ languageId: 'ts', confidence: 1 }];
    const js = fromModel(sure, 'const a = [1, 2].map((x) => x * 2);\nconsole.log(a);');
    expect(js).toMatchObject({ languageId: 'javascript', evidence: 'content' });
    expect(js?.confidence).toBeLessThan(0.9);
    const ts = fromModel(sure, 'function f(x: number): string {\n  return String(x);\n}');
    expect(ts).toMatchObject({ languageId: 'typescript', evidence: 'model' });
    expect(ts?.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it('refines the model answer for look-alikes', () => {
    const d = fromModel(
      [{ languageId: 'ts', confidence: 0.5 }],
      'const a = [1, 2].map((x) => x * 2);',
    );
    expect(d).toMatchObject({ languageId: 'javascript', evidence: 'content' });
  });

  it('is not asked about tiny texts', () => {
    expect(worthModelling('x = 1')).toBe(false);
    expect(worthModelling(PY)).toBe(true);
  });

  it('runs the injected model only when the rules do not know', async () => {
    const calls: string[] = [];
    const run = async (text: string) => {
      calls.push(text);
      return [{ languageId: 'rb', confidence: 0.7 }];
    };
    expect(
      (await detectContentWithModel('{"a": 1, "b": [true, false]}', run)).detection?.languageId,
    ).toBe('json');
    expect(calls).toHaveLength(0);
    const { detection } = await detectContentWithModel(
      'def hello\n  puts "hello world"\nend\n',
      run,
    );
    expect(detection).toMatchObject({ languageId: 'ruby', evidence: 'model' });
    expect(calls).toHaveLength(1);
  });

  it('content-only detection without a model uses the rules', () => {
    expect(detectContent('#!/bin/bash\necho hi')?.languageId).toBe('shell');
    expect(detectContent(PY)).toBeNull();
  });
});

describe('nameIsUninformative', () => {
  it('is true for untitled and plain-text names', () => {
    expect(nameIsUninformative('untitled.txt')).toBe(true);
    expect(nameIsUninformative('scratch')).toBe(true);
    expect(nameIsUninformative('app.py')).toBe(false);
  });
});

describe('resolveLanguage', () => {
  it('uses the choice, then the name, then shebang or modeline, never the model', () => {
    expect(resolveLanguage('a.py', 'x', 'ruby').languageId).toBe('ruby');
    expect(resolveLanguage('a.py', '#!/bin/bash').languageId).toBe('python');
    expect(resolveLanguage('deploy', '#!/bin/bash\necho 1').languageId).toBe('shell');
    expect(
      resolveLanguage('notes.txt', 'x\n' + 'y\n'.repeat(5000) + '# vim: ft=lua').languageId,
    ).toBe('lua');
    expect(resolveLanguage('untitled.txt', PY).languageId).toBe('plaintext');
    expect(resolveLanguage('untitled.txt', '{"a": 1}').languageId).toBe('plaintext');
  });
});
