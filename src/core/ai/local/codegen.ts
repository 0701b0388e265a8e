/**
 * Local code generation from a description, in five styles (defaults: style plain, creativity
 * 0.7, complexity moderate). Offline there is no model: the
 * description is matched against a library of tasks with real implementations (sum, average,
 * maximum, minimum, sorting, factorial, Fibonacci, primes, palindromes, word counts, reversing,
 * removing duplicates). A description that matches none gets no code: the answer says so plainly
 * and lists the tasks it can write, for the user to pick one. The style shapes the structure
 * around the implementation:
 *
 * - plain: the plainest implementation under a comment saying what it does, for a learner;
 * - quantum-inspired: two independent implementations run 'in superposition' and must agree
 *   before one answer is 'observed' (a built-in self-check);
 * - biomimetic: an adaptive memory (a cache that forgets its least-used entries) like a
 *   organism keeping what it uses;
 * - mathematical: a pure function with its preconditions checked and stated;
 * - artistic: expressive names and a short narrative comment.
 *
 * The output always parses (tested); creativity picks how many variants and how chatty the
 * comments are; complexity adds validation (moderate) and an example run (complex).
 */
import { DEFAULT_COMPLEXITY, DEFAULT_CREATIVITY, DEFAULT_CODE_STYLE } from '../constants';
import { languageKey } from '../language';
import type { CodeStyle, GenerateCodeOptions, GeneratedCode, GenerationTask } from '../types';

interface Task {
  id: string;
  /** A description that asks for this task (offered when a description matches none). */
  ask: string;
  match: RegExp;
  name: string;
  param: string;
  /** Two bodies computing the same thing (JavaScript), the first the plainest. */
  js: [string, string];
  py: [string, string];
  example: string;
}

const TASKS: Task[] = [
  {
    id: 'sum',
    ask: 'sum a list of numbers',
    match: /\b(sum|total|add up)\b/i,
    name: 'sumNumbers',
    param: 'numbers',
    js: [
      'let total = 0;\n  for (const n of numbers) total += n;\n  return total;',
      'return numbers.reduce((a, b) => a + b, 0);',
    ],
    py: [
      'total = 0\n    for n in numbers:\n        total += n\n    return total',
      'return sum(numbers)',
    ],
    example: '[1, 2, 3, 4]',
  },
  {
    id: 'average',
    ask: 'average of a list of numbers',
    match: /\b(average|mean)\b/i,
    name: 'average',
    param: 'numbers',
    js: [
      'if (numbers.length === 0) return 0;\n  let total = 0;\n  for (const n of numbers) total += n;\n  return total / numbers.length;',
      'return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : 0;',
    ],
    py: [
      'if not numbers:\n        return 0\n    total = 0\n    for n in numbers:\n        total += n\n    return total / len(numbers)',
      'return sum(numbers) / len(numbers) if numbers else 0',
    ],
    example: '[2, 4, 6]',
  },
  {
    id: 'max',
    ask: 'largest number in a list',
    match: /\b(max|maximum|largest|biggest|highest)\b/i,
    name: 'largest',
    param: 'numbers',
    js: [
      'let best = -Infinity;\n  for (const n of numbers) if (n > best) best = n;\n  return best;',
      'return numbers.reduce((a, b) => (b > a ? b : a), -Infinity);',
    ],
    py: [
      "best = float('-inf')\n    for n in numbers:\n        if n > best:\n            best = n\n    return best",
      "return max(numbers, default=float('-inf'))",
    ],
    example: '[3, 9, 2]',
  },
  {
    id: 'min',
    ask: 'smallest number in a list',
    match: /\b(min|minimum|smallest|lowest)\b/i,
    name: 'smallest',
    param: 'numbers',
    js: [
      'let best = Infinity;\n  for (const n of numbers) if (n < best) best = n;\n  return best;',
      'return numbers.reduce((a, b) => (b < a ? b : a), Infinity);',
    ],
    py: [
      "best = float('inf')\n    for n in numbers:\n        if n < best:\n            best = n\n    return best",
      "return min(numbers, default=float('inf'))",
    ],
    example: '[3, 9, 2]',
  },
  {
    id: 'factorial',
    ask: 'factorial of a number',
    match: /\bfactorial\b/i,
    name: 'factorial',
    param: 'n',
    js: [
      'let result = 1;\n  for (let i = 2; i <= n; i++) result *= i;\n  return result;',
      'return n <= 1 ? 1 : n * factorial(n - 1);',
    ],
    py: [
      'result = 1\n    for i in range(2, n + 1):\n        result *= i\n    return result',
      'return 1 if n <= 1 else n * factorial(n - 1)',
    ],
    example: '5',
  },
  {
    id: 'fibonacci',
    ask: 'the n-th Fibonacci number',
    match: /\bfib(onacci)?\b/i,
    name: 'fibonacci',
    param: 'n',
    js: [
      'let a = 0;\n  let b = 1;\n  for (let i = 0; i < n; i++) [a, b] = [b, a + b];\n  return a;',
      'const phi = (1 + Math.sqrt(5)) / 2;\n  return Math.round(phi ** n / Math.sqrt(5));',
    ],
    py: [
      'a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a',
      'phi = (1 + 5 ** 0.5) / 2\n    return round(phi ** n / 5 ** 0.5)',
    ],
    example: '10',
  },
  {
    id: 'prime',
    ask: 'check if a number is prime',
    match: /\bprimes?\b/i,
    name: 'isPrime',
    param: 'n',
    js: [
      'if (n < 2) return false;\n  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;\n  return true;',
      'return n >= 2 && Array.from({ length: Math.max(0, Math.floor(Math.sqrt(n)) - 1) }, (_, i) => i + 2).every((d) => n % d !== 0);',
    ],
    py: [
      'if n < 2:\n        return False\n    d = 2\n    while d * d <= n:\n        if n % d == 0:\n            return False\n        d += 1\n    return True',
      'return n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1))',
    ],
    example: '17',
  },
  {
    id: 'palindrome',
    ask: 'check if a text is a palindrome',
    match: /\bpalindrome\b/i,
    name: 'isPalindrome',
    param: 'text',
    js: [
      "const clean = text.toLowerCase().replace(/[^a-z0-9]/g, '');\n  for (let i = 0, j = clean.length - 1; i < j; i++, j--) if (clean[i] !== clean[j]) return false;\n  return true;",
      "const clean = text.toLowerCase().replace(/[^a-z0-9]/g, '');\n  return clean === [...clean].reverse().join('');",
    ],
    py: [
      "clean = ''.join(c for c in text.lower() if c.isalnum())\n    i, j = 0, len(clean) - 1\n    while i < j:\n        if clean[i] != clean[j]:\n            return False\n        i += 1\n        j -= 1\n    return True",
      "clean = ''.join(c for c in text.lower() if c.isalnum())\n    return clean == clean[::-1]",
    ],
    example: "'Never odd or even'",
  },
  {
    id: 'words',
    ask: 'count the words in a text',
    match: /\bcount(ing)?\b.*\bwords?\b|\bwords?\b.*\bcount\b/i,
    name: 'countWords',
    param: 'text',
    js: [
      'let count = 0;\n  for (const part of text.split(/\\s+/)) if (part) count++;\n  return count;',
      'return text.split(/\\s+/).filter(Boolean).length;',
    ],
    py: [
      'count = 0\n    for part in text.split():\n        count += 1\n    return count',
      'return len(text.split())',
    ],
    example: "'the quick brown fox'",
  },
  {
    id: 'reverse',
    ask: 'reverse a text',
    match: /\breverse\b/i,
    name: 'reverseText',
    param: 'text',
    js: [
      "let out = '';\n  for (const ch of text) out = ch + out;\n  return out;",
      "return [...text].reverse().join('');",
    ],
    py: [
      "out = ''\n    for ch in text:\n        out = ch + out\n    return out",
      'return text[::-1]',
    ],
    example: "'hello'",
  },
  {
    id: 'unique',
    ask: 'remove duplicates from a list',
    match: /\b(unique|duplicates?|dedupe)\b/i,
    name: 'unique',
    param: 'items',
    js: [
      'const seen = [];\n  for (const item of items) if (!seen.includes(item)) seen.push(item);\n  return seen;',
      'return [...new Set(items)];',
    ],
    py: [
      'seen = []\n    for item in items:\n        if item not in seen:\n            seen.append(item)\n    return seen',
      'return list(dict.fromkeys(items))',
    ],
    example: '[1, 2, 2, 3, 1]',
  },
  {
    id: 'sort',
    ask: 'sort a list of numbers',
    match: /\bsort(ed|ing)?\b/i,
    name: 'sortNumbers',
    param: 'numbers',
    js: [
      'const out = [...numbers];\n  for (let i = 1; i < out.length; i++) {\n    const v = out[i];\n    let j = i - 1;\n    while (j >= 0 && out[j] > v) {\n      out[j + 1] = out[j];\n      j--;\n    }\n    out[j + 1] = v;\n  }\n  return out;',
      'return [...numbers].sort((a, b) => a - b);',
    ],
    py: [
      'out = list(numbers)\n    for i in range(1, len(out)):\n        v = out[i]\n        j = i - 1\n        while j >= 0 and out[j] > v:\n            out[j + 1] = out[j]\n            j -= 1\n        out[j + 1] = v\n    return out',
      'return sorted(numbers)',
    ],
    example: '[5, 3, 8, 1]',
  },
];

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function jsCode(
  task: Task,
  name: string,
  style: CodeStyle,
  creativity: number,
  complexity: string,
  description: string,
  ts: boolean,
): string {
  const param = task.param;
  const type = ts
    ? param === 'n'
      ? ': number'
      : param === 'text'
        ? ': string'
        : param === 'items'
          ? ': unknown[]'
          : ': number[]'
    : '';
  const [plain, alt] = task.js;
  const validate =
    complexity !== 'simple'
      ? param === 'n'
        ? `  if (!Number.isInteger(${param}) || ${param} < 0) throw new RangeError('${param} must be a whole number ≥ 0');\n`
        : param === 'text'
          ? `  if (typeof ${param} !== 'string') throw new TypeError('${param} must be text');\n`
          : `  if (!Array.isArray(${param})) throw new TypeError('${param} must be an array');\n`
      : '';
  const lines: string[] = [];
  const header = `/**\n * ${description.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ')}\n * Style: ${style}.\n */`;
  if (style === 'quantum-inspired') {
    lines.push(
      header,
      `function ${name}Classical(${param}${type}) {\n${validate}  ${plain}\n}`,
      '',
      `function ${name}Wave(${param}${type}) {\n${validate}  ${alt}\n}`,
      '',
    );
    lines.push(
      `/** Runs both paths 'in superposition' and observes the answer only when they agree. */`,
      `function ${name}(${param}${type}) {`,
      `  const states = [${name}Classical(${param}), ${name}Wave(${param})];`,
      `  const observed = JSON.stringify(states[0]);`,
      `  if (${creativity >= 0.5 ? 'states.some((s) => JSON.stringify(s) !== observed)' : 'JSON.stringify(states[1]) !== observed'}) {`,
      `    throw new Error('The two paths disagree: ' + states.map((s) => JSON.stringify(s)).join(' vs '));`,
      '  }',
      '  return states[0];',
      '}',
    );
  } else if (style === 'biomimetic') {
    const size = complexity === 'complex' ? 256 : complexity === 'moderate' ? 64 : 16;
    lines.push(
      header,
      `function ${name}Core(${param}${type}) {\n${validate}  ${plain}\n}`,
      '',
      `// Memory that keeps what is used and forgets the least used, like a living cache.`,
      `const ${name}Memory = new Map${ts ? '<string, unknown>' : ''}();`,
      '',
      `function ${name}(${param}${type}) {`,
      `  const key = JSON.stringify(${param});`,
      `  if (${name}Memory.has(key)) {`,
      `    const value = ${name}Memory.get(key);`,
      `    ${name}Memory.delete(key);`,
      `    ${name}Memory.set(key, value);`,
      `    return value;`,
      '  }',
      `  const value = ${name}Core(${param});`,
      `  ${name}Memory.set(key, value);`,
      `  if (${name}Memory.size > ${size}) ${name}Memory.delete(${name}Memory.keys().next().value${ts ? ' as string' : ''});`,
      '  return value;',
      '}',
    );
  } else if (style === 'plain') {
    lines.push(
      `// ${description.replace(/[\r\n]+/g, ' ')}`,
      `function ${name}(${param}${type}) {\n${validate}  ${plain}\n}`,
    );
  } else if (style === 'artistic') {
    const story =
      creativity >= 0.5
        ? `\n  // Each step is a brushstroke; the last one finishes the picture.`
        : '';
    lines.push(
      `/*\n * ~ ${description.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ')} ~\n * A small piece in the artistic style.\n */`,
      `function ${name}(${param}${type}) {${story}\n${validate}  ${plain}\n}`,
    );
  } else {
    const pre =
      param === 'n'
        ? `${param} is a whole number ≥ 0`
        : param === 'text'
          ? `${param} is a string`
          : `${param} is an array`;
    lines.push(
      `/**\n * ${description.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ')}\n * Pure: same input, same output, no side effects.\n * Precondition: ${pre}.\n */`,
      `function ${name}(${param}${type}) {\n${validate}  ${plain}\n}`,
    );
  }
  if (complexity === 'complex') lines.push('', `console.log(${name}(${task.example}));`);
  return `${lines.join('\n')}\n`;
}

function pyCode(
  task: Task,
  name: string,
  style: CodeStyle,
  creativity: number,
  complexity: string,
  description: string,
): string {
  const fn = snake(name);
  const param = task.param;
  const [plain, alt] = task.py;
  const doc = `"""${description.replace(/"""/g, "'''").replace(/[\r\n]+/g, ' ')} (style: ${style})."""`;
  const validate =
    complexity !== 'simple'
      ? param === 'n'
        ? `    if not isinstance(${param}, int) or ${param} < 0:\n        raise ValueError("${param} must be a whole number >= 0")\n`
        : param === 'text'
          ? `    if not isinstance(${param}, str):\n        raise TypeError("${param} must be text")\n`
          : ''
      : '';
  const lines: string[] = [];
  if (style === 'quantum-inspired') {
    lines.push(
      `def ${fn}_classical(${param}):\n    ${doc}\n${validate}    ${plain}\n\n`,
      `def ${fn}_wave(${param}):\n${validate}    ${alt}\n\n`,
      `def ${fn}(${param}):\n    """Runs both paths and observes the answer only when they agree."""\n    states = [${fn}_classical(${param}), ${fn}_wave(${param})]\n    if ${creativity >= 0.5 ? 'any(s != states[0] for s in states)' : 'states[1] != states[0]'}:\n        raise ValueError(f"The two paths disagree: {states}")\n    return states[0]`,
    );
  } else if (style === 'biomimetic') {
    const size = complexity === 'complex' ? 256 : complexity === 'moderate' ? 64 : 16;
    lines.push(
      `def ${fn}_core(${param}):\n    ${doc}\n${validate}    ${plain}\n\n\n`,
      `# Memory that keeps what is used and forgets the least used, like a living cache.\n_${fn}_memory = {}\n\n\n`,
      `def ${fn}(${param}):\n    key = repr(${param})\n    if key in _${fn}_memory:\n        _${fn}_memory[key] = _${fn}_memory.pop(key)\n        return _${fn}_memory[key]\n    value = ${fn}_core(${param})\n    _${fn}_memory[key] = value\n    if len(_${fn}_memory) > ${size}:\n        del _${fn}_memory[next(iter(_${fn}_memory))]\n    return value`,
    );
  } else if (style === 'plain') {
    const comment = `# ${description.replace(/[\r\n]+/g, ' ')}`;
    lines.push(`${comment}\ndef ${fn}(${param}):\n${validate}    ${plain}`);
  } else {
    lines.push(`def ${fn}(${param}):\n    ${doc}\n${validate}    ${plain}`);
  }
  if (complexity === 'complex') {
    lines.push(`\n\nif __name__ == "__main__":\n    print(${fn}(${task.example}))`);
  }
  return `${lines.join('')}\n`;
}

/** The tasks the built-in engine writes code for, each with a description that asks for it. */
export const GENERATION_TASKS: readonly GenerationTask[] = TASKS.map((t) => ({
  id: t.id,
  description: t.ask,
}));

/**
 * Code for `description` in `style`; JavaScript unless options.language says TypeScript/Python.
 * A description that matches no task gets no code, and the list of tasks that can be written.
 */
export function generateCode(
  description: string,
  style: CodeStyle = DEFAULT_CODE_STYLE,
  options: GenerateCodeOptions = {},
): GeneratedCode {
  const creativity = options.creativity ?? DEFAULT_CREATIVITY;
  const complexity = options.complexity ?? DEFAULT_COMPLEXITY;
  const key = languageKey(options.language ?? 'javascript');
  const task = TASKS.find((t) => t.match.test(description));
  const language = key === 'python' ? 'python' : key === 'typescript' ? 'typescript' : 'javascript';
  if (!task) {
    return {
      code: '',
      language,
      style,
      explanation: `The built-in engine has no model, so it cannot write “${description.replace(/\s+/g, ' ').trim()}”. It writes code only for the tasks below: pick one, or connect a text-generation service in the AI settings to describe anything.`,
      tasks: [...GENERATION_TASKS],
    };
  }
  const name = task.name;
  const code =
    language === 'python'
      ? pyCode(task, name, style, creativity, complexity, description)
      : jsCode(task, name, style, creativity, complexity, description, language === 'typescript');
  const explanation = `Recognised the task '${task.id}' and wrote ${name} in the ${style} style${language !== key && options.language ? ` (in JavaScript: ${options.language} is not generated offline)` : ''}.`;
  return { code, language, style, explanation };
}
