/** Ruff's syntax errors in a beginner's words: `if x = 2:`, a missing colon, indentation... */
import { parser } from '@lezer/python';
import type { FixDetail } from '../../../types';
import { quote } from '../../python-tree';

// --- Syntax errors -----------------------------------------------------------------------------

const BLOCK_WORDS = new Set([
  'if',
  'elif',
  'else',
  'while',
  'for',
  'def',
  'class',
  'try',
  'except',
  'finally',
  'with',
]);

/** The leaf tokens of line `line` (1-based) of `code`, as lezer reads them. */
function lineTokens(
  code: string,
  line: number,
): { name: string; text: string; from: number; to: number }[] {
  const tree = parser.parse(code);
  const start =
    code
      .split('\n')
      .slice(0, line - 1)
      .join('\n').length + (line > 1 ? 1 : 0);
  const end = code.indexOf('\n', start) === -1 ? code.length : code.indexOf('\n', start);
  const out: { name: string; text: string; from: number; to: number }[] = [];
  tree.iterate({
    from: start,
    to: end,
    enter: (n) => {
      if (n.from < start || n.to > end) return n.from < end;
      if (!n.node.firstChild && n.from < n.to) {
        out.push({ name: n.name, text: code.slice(n.from, n.to), from: n.from, to: n.to });
      }
      return true;
    },
  });
  return out;
}

/**
 * Ruff's syntax error on `code` in a beginner's words, with a rule id for the common cases
 * (`if x = 2:`, a missing colon, indentation, Python 2's print, `else if`, `&&`, `++`).
 */
export function pythonSyntaxProblem(
  code: string,
  error: { message: string; line: number },
): FixDetail {
  const { message, line } = error;
  const source = code.split('\n')[line - 1] ?? '';
  const words = source.trim().split(/[\s(:]+/);
  const keyword = words[0] ?? '';
  const detail = (rule: string, text: string): FixDetail => ({
    rule,
    message: text,
    line,
    confidence: 1,
  });
  const tokens = lineTokens(code, line);
  const pair = (x: string) =>
    tokens.findIndex(
      (t, i) => t.text === x && tokens[i + 1]?.text === x && tokens[i + 1]?.from === t.to,
    );
  const and = pair('&');
  const or = pair('|');
  if (and >= 0 || or >= 0) {
    const op = and >= 0 ? '&&' : '||';
    const word = op === '&&' ? 'and' : 'or';
    return detail(
      'python/js-syntax',
      `Python writes \`${word}\`, not \`${op}\`: \`${quote(source.replace(op === '&&' ? /\s*&&\s*/ : /\s*\|\|\s*/, ` ${word} `))}\`.`,
    );
  }
  for (const op of ['+', '-']) {
    const at = pair(op);
    const before = tokens[at - 1];
    if (at >= 0 && before?.name === 'VariableName' && tokens.length === at + 2) {
      return detail(
        'python/js-syntax',
        `Python has no \`${op}${op}\`: write \`${before.text} ${op}= 1\`.`,
      );
    }
  }
  if (/^Expected `:`, found `=`/.test(message) && ['if', 'elif', 'while'].includes(keyword)) {
    const fixed = quote(source.trim().replace(/(?<![=!<>])=(?!=)/, '=='));
    return detail(
      'python/cond-assign',
      `\`=\` gives a variable a value; to compare in a condition, write \`==\`: \`${fixed}\`.`,
    );
  }
  if (/^Expected `:`, found `if`/.test(message) && keyword === 'else') {
    return detail(
      'python/else-if',
      `Python writes \`elif\`, not \`else if\`: \`${quote(source.trim().replace(/^else\s+if\b/, 'elif'))}\`.`,
    );
  }
  if (/^Expected `:`, found newline/.test(message) && BLOCK_WORDS.has(keyword)) {
    return detail(
      'python/missing-colon',
      `A line starting with \`${keyword}\` must end with a colon: \`${quote(source.trim())}:\`.`,
    );
  }
  if (/^Unexpected indentation/.test(message)) {
    return detail(
      'python/unexpected-indent',
      'This line is indented more than the line before, but nothing opens a block there (no `:` line above). Line it up with the lines around it.',
    );
  }
  const expected = /^Expected an indented block after (.+)$/.exec(message);
  if (expected) {
    return detail(
      'python/expected-indent',
      `The ${expected[1]} on the line above needs an indented block: indent this line (4 spaces) so it belongs to it.`,
    );
  }
  if (/^unindent does not match any outer indentation level/.test(message)) {
    return detail(
      'python/unindent-mismatch',
      'This line’s indentation does not line up with any block above it. Indent it exactly like the lines it belongs with (use 4 spaces per level).',
    );
  }
  if (
    keyword === 'print' &&
    /^Simple statements must be separated/.test(message) &&
    !/^print\s*\(/.test(source.trim())
  ) {
    const args = source.trim().slice('print'.length).trim();
    return detail(
      'python/print-statement',
      `In Python 3, print needs brackets: \`print(${quote(args)})\`.`,
    );
  }
  if (/missing closing quote/.test(message)) {
    return detail(
      'python/unclosed-string',
      'This text is missing its closing quote: end it with the same quote it starts with.',
    );
  }
  return detail('syntax', `Syntax error: ${message}`);
}
