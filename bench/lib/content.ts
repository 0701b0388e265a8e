/** Program text for the benchmarks: many small functions, as a beginner's long file has. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `count` lines of JavaScript; `tag` starts each function's comment, to tell files apart. */
export function jsLines(count: number, tag: string): string {
  const lines: string[] = [];
  for (let i = 0; lines.length < count; i += 1) {
    lines.push(
      `// ${tag}: totals for order ${i}`,
      `function order${i}(items) {`,
      `  let total = 0;`,
      `  for (const item of items) {`,
      `    total += item.price * item.quantity;`,
      `  }`,
      `  return total;`,
      `}`,
      ``,
    );
  }
  return `${lines.slice(0, count).join('\n')}\n`;
}

/** JavaScript of exactly `bytes` characters. */
export function jsOfBytes(bytes: number): string {
  const chunk = jsLines(900, 'large');
  return chunk.repeat(Math.ceil(bytes / chunk.length)).slice(0, bytes);
}

/**
 * A correct program of at least 300 lines in `language`: the mistake corpus's correct programs
 * (`__heldout__/<language>/ok-*`), each in its own scope so that their names do not clash.
 */
export function longProgram(language: 'javascript' | 'python'): string {
  const dir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../src/core/ai/local/diagnose/__heldout__',
    language,
  );
  const names = readdirSync(dir).filter((n) => n.startsWith('ok-'));
  const parts: string[] = [];
  for (let i = 0; parts.length < 300; i += 1) {
    const body = readFileSync(path.join(dir, names[i % names.length] ?? ''), 'utf8')
      .split('\n')
      .slice(1);
    if (language === 'python')
      parts.push(`def part_${i}():`, ...body.map((l) => (l ? `    ${l}` : l)), '    pass');
    else parts.push('{', ...body, '}');
  }
  return parts.join('\n');
}
