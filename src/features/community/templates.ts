/**
 * Starter templates of the Community Hub: small, complete programs a beginner can run or read
 * straight away. Each creates one file (under a free name when the name is taken).
 */
export interface StarterTemplate {
  id: string;
  title: string;
  description: string;
  fileName: string;
  content: string;
}

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'web-page',
    title: 'Interactive web page',
    description: 'An HTML page with a button, a counter and a little CSS. Open it in a browser.',
    fileName: 'counter.html',
    content: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Counter</title>
    <style>
      body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; }
      button { font-size: 1.25rem; padding: 0.5rem 1rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Clicks: <output id="count">0</output></h1>
      <button type="button" id="add">Add one</button>
    </main>
    <script>
      const output = document.getElementById('count');
      let count = 0;
      document.getElementById('add').addEventListener('click', () => {
        count += 1;
        output.textContent = String(count);
      });
    </script>
  </body>
</html>
`,
  },
  {
    id: 'node-cli',
    title: 'Node.js command-line tool',
    description: 'Reads its arguments and prints a greeting; run it with node greet.js Ada.',
    fileName: 'greet.js',
    content: `#!/usr/bin/env node
// Usage: node greet.js <name> [--shout]
const args = process.argv.slice(2);
const shout = args.includes('--shout');
const name = args.find((arg) => !arg.startsWith('--')) ?? 'world';

let message = \`Hello, \${name}!\`;
if (shout) message = message.toUpperCase();

console.log(message);
`,
  },
  {
    id: 'python-stats',
    title: 'Python statistics script',
    description: 'Mean, median and spread of a list of numbers, with the standard library.',
    fileName: 'stats.py',
    content: `"""Summarise a list of numbers: python stats.py 3 1 4 1 5"""
import statistics
import sys


def summarise(numbers: list[float]) -> dict[str, float]:
    return {
        "count": len(numbers),
        "mean": statistics.mean(numbers),
        "median": statistics.median(numbers),
        "stdev": statistics.stdev(numbers) if len(numbers) > 1 else 0.0,
    }


if __name__ == "__main__":
    values = [float(arg) for arg in sys.argv[1:]] or [3, 1, 4, 1, 5, 9, 2, 6]
    for key, value in summarise(values).items():
        print(f"{key:>6}: {value:.2f}")
`,
  },
  {
    id: 'ts-module',
    title: 'TypeScript module with types',
    description: 'Shapes as a union type, an exhaustive switch and a tiny self-check.',
    fileName: 'shapes.ts',
    content: `export type Shape =
  | { kind: 'circle'; radius: number }
  | { kind: 'rectangle'; width: number; height: number }
  | { kind: 'triangle'; base: number; height: number };

export function area(shape: Shape): number {
  switch (shape.kind) {
    case 'circle':
      return Math.PI * shape.radius ** 2;
    case 'rectangle':
      return shape.width * shape.height;
    case 'triangle':
      return (shape.base * shape.height) / 2;
  }
}

const shapes: Shape[] = [
  { kind: 'circle', radius: 1 },
  { kind: 'rectangle', width: 2, height: 3 },
  { kind: 'triangle', base: 4, height: 5 },
];

for (const shape of shapes) {
  console.log(shape.kind, area(shape).toFixed(2));
}
`,
  },
  {
    id: 'readme',
    title: 'Project README',
    description: 'The sections a good README has, ready to fill in.',
    fileName: 'README.md',
    content: `# Project name

One sentence on what this project does and for whom.

## Getting started

\`\`\`sh
# how to install and run it
\`\`\`

## Usage

Show the most common thing people do with it.

## Contributing

How to report a problem or propose a change.

## Licence

Which licence the code is under.
`,
  },
];
