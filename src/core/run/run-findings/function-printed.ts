/** `function-printed`: a function printed instead of its result. */
import type { Finder } from './reading';
import { escape, shortName } from './text';

/** How a function looks when it is printed. */
const FUNCTION_TEXT =
  /<function ([\w.<>]+) at 0x[0-9a-f]+>|<bound method ([\w.]+) of |<built-in (?:function|method) (\w+)|\[Function: ([\w$.]+)\]|\[Function \(anonymous\)\]|\[class ([\w$]+)/;

export function printedFunctions(finder: Finder): void {
  for (const out of finder.r.output) {
    if (out.stream !== 'stdout') continue;
    const p = finder.printingStep(out.step);
    if (p < 0 || !finder.inFile(p)) continue;
    const line = finder.lineOfStep(p);
    if (finder.has('run/function-printed', line)) continue;
    const marker = FUNCTION_TEXT.exec(out.text);
    const code = finder.py ? finder.c.statement(line) : finder.c.code(line);
    // Named without brackets after it (in a template literal too, so the raw text).
    // Named without brackets or a property after it, and not asked its type.
    const uncalled = (name: string) =>
      new RegExp(`(?<!typeof\\s+)(?<![\\w$])${escape(name)}(?![\\w$])(?!\\s*[(.])`).test(code);
    const fnNames = finder
      .namesAt(p)
      .filter(([name, value]) => value.t === 'fn' && !value.v.startsWith('class') && uncalled(name))
      .map(([name]) => name);
    let name: string | undefined;
    if (marker) {
      const printed = marker.slice(1).find((x) => x !== undefined);
      const short = printed ? shortName(printed) : undefined;
      if (short && uncalled(short)) {
        const member = new RegExp(
          `([A-Za-z_$][\\w$]*)\\s*\\.\\s*${escape(short)}(?![\\w$])(?!\\s*\\()`,
        ).exec(code);
        name = member ? `${member[1] ?? ''}.${short}` : short;
      } else name = fnNames[0];
    } else if (!finder.py && /\bfunction\b|=>/.test(out.text)) name = fnNames[0];
    if (!name) continue;
    const shown = marker?.[0].replace(/0x[0-9a-f]+/, '0x…').replace(/ of $/, ' of …>');
    const printed = shown
      ? `\`${shown}${shown.startsWith('<built-in') ? '>' : ''}\``
      : `the code of \`${name}\``;
    finder.add(
      'run/function-printed',
      line,
      `Line ${line} printed ${printed}: \`${name}\` without brackets is the function itself, not what it gives back. Call it to get its result: \`${name}(…)\`.`,
      { family: 'function-printed' },
    );
  }
}
