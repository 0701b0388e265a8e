/** What a beginner reads for ESLint's own rules, and for a misspelling Auto-Fix corrects. */
import type { Linter } from 'eslint';
import { editDistance } from '../../names';

const TYPEOF_RESULTS = [
  'undefined',
  'object',
  'boolean',
  'number',
  'string',
  'function',
  'symbol',
  'bigint',
];

/**
 * What a beginner reads for one of ESLint's built-in rules, naming the code it is about (`subject`,
 * the code ESLint points at); undefined to keep ESLint's words.
 */
export function plainMessage(m: Linter.LintMessage, subject: string): string | undefined {
  switch (m.ruleId) {
    case 'no-const-assign':
      return `\`${subject}\` is a const, so it cannot get a new value: declare it with \`let ${subject}\` if it has to change`;
    case 'no-use-before-define':
      return `\`${subject}\` is used before the line that declares it, where it does not exist yet: move the declaration above this line`;
    case 'no-unreachable':
      return 'This code never runs: it comes after a return, break, continue or throw';
    case 'no-fallthrough':
      return 'The case above has no `break`, so it runs on into this one: end it with `break;`';
    case 'no-duplicate-case':
      return 'This case repeats an earlier one, so it never runs: change its value or remove it';
    case 'use-isnan':
      return m.messageId === 'comparisonWithNaN'
        ? `\`${subject}\` is always false: nothing equals NaN, not even NaN. Use \`Number.isNaN(...)\` to check for it`
        : undefined;
    case 'valid-typeof': {
      if (m.messageId !== 'invalidValue') return undefined;
      const word = subject.slice(1, -1);
      const near = TYPEOF_RESULTS.map((t) => [t, editDistance(word, t)] as const).sort(
        (a, b) => a[1] - b[1],
      )[0];
      return near && near[1] <= 2
        ? `typeof never gives '${word}': did you mean '${near[0]}'?`
        : `typeof never gives '${word}': it gives one of ${TYPEOF_RESULTS.map((t) => `'${t}'`).join(', ')}`;
    }
    case 'no-dupe-keys':
      return `The key \`${subject}\` is written twice in this object, so only the last value is kept: remove one of them`;
    case 'no-self-assign':
      return `\`${subject}\` is given its own value, which changes nothing: did you mean another value?`;
    case 'no-template-curly-in-string':
      return `\${…} is filled in only between backticks, not in quotes: write \`${subject.slice(1, -1)}\` with backticks (\`) instead of quotes`;
    case 'for-direction':
      return 'This loop counts the wrong way, so it runs forever or never: check `++` / `--` against the condition';
    case 'no-unmodified-loop-condition':
      return `\`${subject}\` never changes inside this loop, so the loop never ends: change it in the loop body`;
    default:
      return undefined;
  }
}

/** What the engine says about a misspelling Auto-Fix corrects (`consle.log`). */
export function typoMessage(from: string, to: string): string {
  return `\`${from}\` is a misspelling of \`${to}\`: write \`${to}\` (Auto-Fix corrects it)`;
}
