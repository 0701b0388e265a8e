/**
 * Optimisation suggestions (SPEC §9: confidence 0.75), each located with startPos/endPos (UTF-16
 * offsets into the code). Rules look at real structure: which lines are inside a loop, what is
 * queried twice, which comparison is loose. Where a safe textual replacement exists the
 * suggestion is an 'edit'; otherwise it is 'advice' that says what to change.
 */
import { OPTIMIZATION_CONFIDENCE } from '../constants';
import { type LanguageKey, isJsFamily, languageKey } from '../language';
import type { Suggestion } from '../types';
import { type LoopInfo, type ScannedLine, findLoops, scanLines } from './scan';

function suggestion(
  line: ScannedLine,
  column: number,
  length: number,
  text: string,
  description: string,
  kind: 'edit' | 'advice',
): Suggestion {
  return {
    type: 'optimization',
    text,
    confidence: OPTIMIZATION_CONFIDENCE,
    startPos: line.offset + column,
    endPos: line.offset + column + length,
    description,
    kind,
  };
}

function innermostLoop(loops: readonly LoopInfo[], lineNumber: number): LoopInfo | undefined {
  let found: LoopInfo | undefined;
  for (const loop of loops) {
    if (lineNumber > loop.startLine && lineNumber <= loop.endLine) {
      if (!found || loop.startLine > found.startLine) found = loop;
    }
  }
  return found;
}

function jsRules(lines: readonly ScannedLine[], loops: readonly LoopInfo[]): Suggestion[] {
  const out: Suggestion[] = [];
  const queries = new Map<string, number>();
  for (const line of lines) {
    if (line.blank || line.commentOnly) continue;
    const inLoop = innermostLoop(loops, line.number);
    // Loose equality: `==` / `!=` but not `===` / `!==`.
    for (const m of line.code.matchAll(/(?<![=!<>])([=!])=(?!=)/g)) {
      const strict = m[1] === '!' ? '!==' : '===';
      out.push(
        suggestion(
          line,
          m.index,
          2,
          strict,
          `Use ${strict}: it compares without converting types, so there are no surprises like 0 == '' being true`,
          'edit',
        ),
      );
    }
    // DOM queries: inside a loop, or the same query repeated.
    for (const m of line.text.matchAll(
      /document\.(querySelector(?:All)?|getElementById|getElementsBy\w+)\(\s*(['"`])([^'"`]*)\2\s*\)/g,
    )) {
      const call = m[0];
      if (inLoop) {
        out.push(
          suggestion(
            line,
            m.index,
            call.length,
            `Query the element once before the loop on line ${inLoop.startLine} and reuse it`,
            `${call} runs on every iteration of the loop; the page is searched each time`,
            'advice',
          ),
        );
        continue;
      }
      const seen = queries.get(call);
      if (seen === undefined) queries.set(call, line.number);
      else {
        out.push(
          suggestion(
            line,
            m.index,
            call.length,
            `Store the result of ${call} (line ${seen}) in a variable and reuse it`,
            'The same element is looked up more than once',
            'advice',
          ),
        );
      }
    }
    if (!inLoop) continue;
    const concat = /([A-Za-z_$][\w$.]*)\s*\+=\s*(['"`]|[A-Za-z_$][\w$.]*\s*\+\s*['"`])/.exec(
      line.code,
    );
    if (concat) {
      out.push(
        suggestion(
          line,
          concat.index,
          concat[0].length,
          `Push the parts into an array inside the loop and join them once after it`,
          `Building the string '${concat[1]}' with += in a loop copies it on every iteration`,
          'advice',
        ),
      );
    }
    const lookup = /\.(includes|indexOf)\s*\(/.exec(line.code);
    if (lookup) {
      out.push(
        suggestion(
          line,
          lookup.index + 1,
          lookup[1]?.length ?? 0,
          'Put the values in a Set before the loop and use set.has(value)',
          `.${lookup[1]}() inside a loop scans the whole array each time (quadratic time)`,
          'advice',
        ),
      );
    }
    const regexp = /new RegExp\s*\(/.exec(line.code);
    if (regexp) {
      out.push(
        suggestion(
          line,
          regexp.index,
          regexp[0].length,
          `Create the RegExp once before the loop on line ${inLoop.startLine}`,
          'A regular expression is compiled on every iteration',
          'advice',
        ),
      );
    }
    const awaitInLoop = /\bawait\b/.exec(line.code);
    if (awaitInLoop && /^\s*for\b/.test(lines[inLoop.startLine - 1]?.code ?? '')) {
      out.push(
        suggestion(
          line,
          awaitInLoop.index,
          5,
          'If the iterations do not depend on each other, start them all and await Promise.all(...)',
          'await inside a loop runs the operations one after another',
          'advice',
        ),
      );
    }
  }
  for (const line of lines) {
    const clone = /JSON\.parse\(\s*JSON\.stringify\(([^()]*)\)\s*\)/.exec(line.code);
    if (clone) {
      out.push(
        suggestion(
          line,
          clone.index,
          clone[0].length,
          `structuredClone(${clone[1]})`,
          'structuredClone copies objects faster and keeps dates, maps and sets',
          'edit',
        ),
      );
    }
  }
  return out;
}

function pythonRules(lines: readonly ScannedLine[], loops: readonly LoopInfo[]): Suggestion[] {
  const out: Suggestion[] = [];
  for (const line of lines) {
    if (line.blank || line.commentOnly) continue;
    const range = /for\s+(\w+)\s+in\s+range\(\s*len\(\s*([\w.]+)\s*\)\s*\)/.exec(line.code);
    if (range) {
      out.push(
        suggestion(
          line,
          range.index,
          range[0].length,
          `for ${range[1]}, item in enumerate(${range[2]})`,
          `enumerate() gives the index and the item together, without indexing ${range[2]}[${range[1]}]`,
          'edit',
        ),
      );
    }
    for (const m of line.code.matchAll(/([=!])=\s*None\b/g)) {
      out.push(
        suggestion(
          line,
          m.index,
          m[0].length,
          m[1] === '!' ? 'is not None' : 'is None',
          'Compare with None using is: == can be overridden by a class',
          'edit',
        ),
      );
    }
    const inLoop = innermostLoop(loops, line.number);
    if (!inLoop) continue;
    const concat = /(\w+)\s*\+=\s*(['"f]|str\()/.exec(line.code);
    if (concat) {
      out.push(
        suggestion(
          line,
          concat.index,
          concat[0].length,
          "Collect the parts in a list and use ''.join(parts) after the loop",
          `Building the string '${concat[1]}' with += in a loop copies it every time`,
          'advice',
        ),
      );
    }
    const append = /^\s*(\w+)\.append\(/.exec(line.code);
    const loopLine = lines[inLoop.startLine - 1];
    if (
      append &&
      loopLine &&
      inLoop.endLine === line.number &&
      inLoop.startLine === line.number - 1 &&
      /^\s*for\b/.test(loopLine.code)
    ) {
      out.push(
        suggestion(
          loopLine,
          loopLine.indent,
          loopLine.code.trim().length,
          `Build ${append[1]} with a list comprehension: ${append[1]} = [... for ...]`,
          'A list comprehension is shorter and faster than append in a loop',
          'advice',
        ),
      );
    }
    const membership = /\bin\s+(\w+)\s*(:|\)|$)/.exec(line.code);
    if (membership && !/^\s*for\b/.test(line.code) && /\bif\b|\bwhile\b/.test(line.code)) {
      out.push(
        suggestion(
          line,
          membership.index,
          membership[0].length,
          `If ${membership[1]} is a list, turn it into a set before the loop`,
          'Looking a value up in a list inside a loop scans the list each time',
          'advice',
        ),
      );
    }
  }
  return out;
}

/** Optimisation suggestions for `code`, in the order they appear. */
export function optimize(code: string, language: string): Suggestion[] {
  const key: LanguageKey = languageKey(language);
  if (!code.trim()) return [];
  const lines = scanLines(code, key);
  const loops = findLoops(lines, key);
  let found: Suggestion[] = [];
  if (isJsFamily(key)) found = jsRules(lines, loops);
  else if (key === 'python') found = pythonRules(lines, loops);
  return found.sort((a, b) => a.startPos - b.startPos);
}
