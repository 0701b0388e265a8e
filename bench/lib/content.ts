/** JavaScript text for the benchmarks: many small functions, as a beginner's long file has. */

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
