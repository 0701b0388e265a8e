/**
 * Optimisation suggestions (confidence 0.75), each located with startPos/endPos (UTF-16 offsets
 * into the code). Rules look at real structure: which lines are inside a loop, what is queried
 * twice, which comparison is loose. Where a textual replacement exists the suggestion is an
 * 'edit'; otherwise it is 'advice' that says what to change.
 *
 * An edit keeps what the program does, or says how it may not (`changesBehaviour`):
 * - `==` → `===`: the same only when both sides always have the same type, which
 *   `optimizeChecked` proves with ESLint's parser for JavaScript; `x == null` also matches
 *   undefined, so it never is.
 * - `JSON.parse(JSON.stringify(x))` → `structuredClone(x)`: never the same (dates, undefined,
 *   functions are copied differently).
 * - Python `x == None` → `x is None`: the same unless a class defines its own `==`, so only in
 *   a program that defines no `__eq__` and imports nothing.
 * - Python `range(len(xs))` → `enumerate(xs)`: the same when `xs` is a list or string built
 *   here that the loop does not change, and the new name `item` is free.
 */
import { OPTIMIZATION_CONFIDENCE } from '../constants';
import { type LanguageKey, isJavaScript, isJsFamily, languageKey } from '../language';
import type { Suggestion } from '../types';
import { looseEqualities } from './autofix/equality';
import { NONE_COMPARISON_REVIEW, pythonMayOverrideEquality } from './behaviour';
import { type LoopInfo, type ScannedLine, findLoops, scanLines } from './scan';

function suggestion(
  line: ScannedLine,
  column: number,
  length: number,
  text: string,
  description: string,
  kind: 'edit' | 'advice',
  changesBehaviour?: string,
): Suggestion {
  return {
    type: 'optimization',
    text,
    confidence: OPTIMIZATION_CONFIDENCE,
    startPos: line.offset + column,
    endPos: line.offset + column + length,
    description,
    kind,
    ...(changesBehaviour ? { changesBehaviour } : {}),
  };
}

/** Why `== null` → `=== null` is not the same. */
const NULL_CHECK = (strict: string) =>
  `\`${strict === '===' ? '==' : '!='} null\` is also ${strict === '===' ? 'true' : 'false'} for undefined; \`${strict} null\` is not. Keep it if the value can be undefined.`;

/** Why `==` → `===` may not be the same where the types are not known. */
const TYPES_UNKNOWN =
  "`==` converts the two sides to one type before comparing (0 == '' is true), `===` does not: here they may have different types, so the result can change.";

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
    // Loose equality: `==` / `!=` but not `===` / `!==`. Same only where proven (optimizeChecked).
    for (const m of line.code.matchAll(/(?<![=!<>])([=!])=(?!=)/g)) {
      const strict = m[1] === '!' ? '!==' : '===';
      const nullish =
        /^\s*(?:null|undefined)\b/.test(line.code.slice(m.index + 2)) ||
        /\b(?:null|undefined)\s*$/.test(line.code.slice(0, m.index));
      out.push(
        suggestion(
          line,
          m.index,
          2,
          strict,
          `Use ${strict}: it compares without converting types, so there are no surprises like 0 == '' being true`,
          'edit',
          nullish ? NULL_CHECK(strict) : TYPES_UNKNOWN,
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
          'The JSON copy turns dates into strings, drops undefined values and functions, and empties maps and sets; structuredClone keeps dates, maps and sets and stops with an error on functions.',
        ),
      );
    }
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Builtins that never change a list they are not given. */
const PURE_BUILTINS = new Set(
  (
    'print len str int float abs round min max sum sorted range bool repr format isinstance ' +
    'enumerate zip list tuple dict set ord chr divmod pow any all reversed'
  ).split(' '),
);

/**
 * Why `for i in range(len(xs))` → `for i, item in enumerate(xs)` may not loop the same, or
 * undefined when it provably does: `xs` is a list, tuple or string made here, the loop body only
 * indexes it (no slices), deletes nothing, calls no list-changing method and no function of the
 * program, and `item` is a new name.
 */
function enumerateReview(
  lines: readonly ScannedLine[],
  forLine: ScannedLine,
  sequence: string,
  program: string,
): string | undefined {
  if (/\bitem\b/.test(program))
    return 'This creates the variable `item`, a name the program already uses for something else.';
  const changes = `enumerate() follows \`${sequence}\` as the loop runs: if the loop adds or removes items, or \`${sequence}\` is not a list or a string, the loop can run a different number of times. Check that it does not.`;
  const seq = escape(sequence);
  // Every value `xs` ever gets is a list, tuple or string written here.
  const built = /^\s*(?:\[|\(|['"]|(?:list|tuple|sorted|str)\(|.*\.split\()/;
  const assignments = [...program.matchAll(new RegExp(`^[ \\t]*${seq}\\s*=(?!=)(.*)$`, 'gm'))];
  const boundOtherwise = new RegExp(
    [
      `\\bfor\\s+[^:\\n]*?(?<![\\w.])${seq}\\b[^:\\n]*?\\bin\\b`,
      `\\bas\\s+${seq}\\b`,
      `\\blambda\\b[^:\\n]*?(?<![\\w.])${seq}\\b`,
      `\\bimport\\b[^\\n]*?(?<![\\w.])${seq}\\b`,
      `\\bdef\\s+\\w+\\s*\\([^)]*(?<![\\w.])${seq}\\b`,
    ].join('|'),
  );
  if (
    assignments.length === 0 ||
    assignments.some((m) => !built.test(m[1] ?? '')) ||
    boundOtherwise.test(program)
  )
    return changes;
  const colon = forLine.code.lastIndexOf(':');
  const body = [forLine.code.slice(colon + 1)];
  for (const line of lines.slice(forLine.number)) {
    if (line.blank || line.commentOnly) continue;
    if (line.indent <= forLine.indent) break;
    body.push(line.code);
  }
  const text = body.join('\n');
  const defined = new Set(
    [...program.matchAll(/^\s*(?:async\s+)?def\s+(\w+)|^\s*(\w+)\s*=\s*lambda\b/gm)].map(
      (m) => m[1] ?? m[2] ?? '',
    ),
  );
  const calls = [...text.matchAll(/(\.?)\s*\b(\w+)\s*\(/g)];
  const unsafe =
    new RegExp(`(?<![\\w.])${seq}\\b(?!\\s*\\[)`).test(text) ||
    new RegExp(`(?<![\\w.])${seq}\\s*\\[[^\\]]*:`).test(text) ||
    /\bdel\b/.test(text) ||
    calls.some(([, dot, name = '']) =>
      dot
        ? /^(?:append|extend|insert|pop|remove|clear|sort|reverse)$/.test(name) || defined.has(name)
        : !PURE_BUILTINS.has(name) &&
          !/^(?:if|elif|while|for|in|is|and|or|not|return|yield|lambda)$/.test(name),
    );
  return unsafe ? changes : undefined;
}

function pythonRules(lines: readonly ScannedLine[], loops: readonly LoopInfo[]): Suggestion[] {
  const out: Suggestion[] = [];
  const program = lines.map((l) => l.code).join('\n');
  // `== None` is `is None` unless some class defines ==: none here, and nothing imported.
  const ownEquality = pythonMayOverrideEquality(program);
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
          enumerateReview(lines, line, range[2] ?? '', program),
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
          ownEquality ? NONE_COMPARISON_REVIEW : undefined,
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

/**
 * Optimisation suggestions for `code`, in the order they appear, read line by line (quick, for
 * one file on the main thread). Every `==` → `===` is marked as changing behaviour here;
 * `optimizeChecked` clears the mark where it proves both sides have the same type.
 */
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

/**
 * `optimize`, with each JavaScript `==` → `===` checked on the parsed program: where both sides
 * always have the same type it is a safe edit; `x == null` and the rest stay "changes behaviour".
 */
export async function optimizeChecked(code: string, language: string): Promise<Suggestion[]> {
  const found = optimize(code, language);
  const key = languageKey(language);
  if (!isJavaScript(key) || !found.some((s) => s.text === '===' || s.text === '!==')) return found;
  const equalities = await looseEqualities(code, key === 'jsx');
  if (!equalities) return found;
  const kinds = new Map(equalities.map((e) => [e.start, e.kind]));
  return found.map((s) => {
    if (s.text !== '===' && s.text !== '!==') return s;
    const kind = kinds.get(s.startPos);
    if (kind === 'same-type') {
      const same = { ...s };
      delete same.changesBehaviour;
      return same;
    }
    return kind === 'null-check' ? { ...s, changesBehaviour: NULL_CHECK(s.text) } : s;
  });
}
