/**
 * The mistake families a diagnosis can belong to: one beginner mistake each, named by an id that
 * the corpus's cases (`expect: <family> line <n>`) and the rules share. The list was fixed before
 * the held-out cases were written; a rule says which family it finds.
 */
export const MISTAKE_FAMILIES = [
  'plus-equals-swapped',
  'float-equality',
  'uncalled-function',
  'off-by-one-bound',
  'misspelt-method',
  'empty-statement-body',
  'lost-this',
  'await-in-foreach',
  'map-parseint',
  'date-without-new',
  'index-as-boolean',
  'result-discarded',
  'append-as-function',
  'input-text-as-number',
  'shared-row-list',
  'reset-in-loop',
  'arrow-object-literal',
  'missing-import',
  'global-assigned-in-function',
  'wrong-argument-count',
  'array-equality',
  'possibly-missing-value',
  'loop-never-runs',
  'constant-condition',
  'function-printed',
  'missing-return',
] as const;

export type MistakeFamily = (typeof MISTAKE_FAMILIES)[number];

const known = new Set<string>(MISTAKE_FAMILIES);

export function isMistakeFamily(id: string): id is MistakeFamily {
  return known.has(id);
}

/** The family of each linter rule that names one of these mistakes (the checker's say theirs). */
const RULE_FAMILIES = new Map<string, MistakeFamily>([
  ['editor/typo', 'misspelt-method'],
  ['python/js-method', 'misspelt-method'],
  ['editor/off-by-one', 'off-by-one-bound'],
  ['python/off-by-one', 'off-by-one-bound'],
  ['editor/missing-return', 'missing-return'],
  ['editor/callback-return', 'missing-return'],
  ['python/missing-return', 'missing-return'],
  ['editor/missing-argument', 'wrong-argument-count'],
  ['python/missing-argument', 'wrong-argument-count'],
  ['python/too-many-arguments', 'wrong-argument-count'],
  ['editor/uncalled-method', 'uncalled-function'],
  ['python/method-not-called', 'uncalled-function'],
  ['editor/float-equality', 'float-equality'],
  ['editor/compare-new', 'array-equality'],
  ['editor/or-value', 'constant-condition'],
  ['python/or-constant', 'constant-condition'],
  ['editor/cond-assign', 'constant-condition'],
  ['python/cond-assign', 'constant-condition'],
  ['python/plus-equals', 'plus-equals-swapped'],
  ['editor/string-plus-number', 'input-text-as-number'],
  ['python/input-not-number', 'input-text-as-number'],
  ['python/str-plus-int', 'input-text-as-number'],
]);

/** The mistake family a diagnosis names, if it names one. */
export function familyOf(d: { rule: string; family?: string }): MistakeFamily | undefined {
  if (d.family !== undefined && isMistakeFamily(d.family)) return d.family;
  return RULE_FAMILIES.get(d.rule);
}

/** What each mistake is, said once for any program: the Hint ladder's first rung. */
export const FAMILY_MEANINGS: ReadonlyMap<MistakeFamily, string> = new Map<MistakeFamily, string>([
  [
    'plus-equals-swapped',
    '`=+` is two things: `=` (set) and `+` (a plus sign on the number). To add to a variable, the plus comes first: `+=`.',
  ],
  [
    'float-equality',
    'Numbers with a fraction are stored in binary, so most are a tiny bit off (0.1 + 0.2 is 0.30000000000000004). Asking whether two of them are exactly equal is usually false.',
  ],
  [
    'uncalled-function',
    "A function's name alone is the function itself; only the brackets `()` run it. Without them nothing happens and you get the function, not its result.",
  ],
  [
    'off-by-one-bound',
    'A list of n items has positions 0 to n-1. A loop or index that reaches n goes one past the end.',
  ],
  [
    'misspelt-method',
    'A value can only do what its type offers. A method name that is misspelt, or borrowed from another language, does not exist, and the line stops the program.',
  ],
  [
    'empty-statement-body',
    'A `;` ends a statement. Straight after `if (…)` or a loop it is the whole body: an empty one. The block below then runs on its own.',
  ],
  [
    'lost-this',
    'Inside a `function` passed as a callback, `this` is not the object the method belongs to. Arrow functions keep the `this` around them.',
  ],
  [
    'await-in-foreach',
    '`forEach` calls its callback and moves on: it never waits for what an `async` callback awaits.',
  ],
  [
    'map-parseint',
    '`map` gives its callback each item and its position. Some functions, like `parseInt`, take a second value that means something else.',
  ],
  [
    'date-without-new',
    '`Date()` called without `new` ignores what it is given and returns the date of today as text.',
  ],
  [
    'index-as-boolean',
    'A search that gives a position answers 0 for "at the very start" and -1 for "not found". As true/false, 0 counts as false and -1 as true: backwards.',
  ],
  [
    'result-discarded',
    'Some methods never change their value: they give back a new one. If the line does not keep it, the work is lost.',
  ],
  [
    'append-as-function',
    'A method belongs to a value and is written after it and a dot: `items.append(x)`, not `append(items, x)`.',
  ],
  [
    'input-text-as-number',
    'What a user types always arrives as text, even digits. Text must be turned into a number before it can be counted with.',
  ],
  [
    'shared-row-list',
    'Repeating a list with `*` (or `fill`) repeats the same list, not copies of it: change one row and every row changes.',
  ],
  [
    'reset-in-loop',
    'A line inside a loop runs on every pass. A total set to its start value there starts again each time and keeps only the last pass.',
  ],
  [
    'arrow-object-literal',
    'After `=>`, a `{` starts a block of statements, not an object. To give back an object, wrap it in brackets: `=> ({ … })`.',
  ],
  [
    'missing-import',
    "Python's modules (math, random, …) are not there until the program imports them.",
  ],
  [
    'global-assigned-in-function',
    "A name a function sets becomes the function's own, unless it says `global` first: the program's variable is not the one changed.",
  ],
  [
    'wrong-argument-count',
    'A function needs one value for each of its parameters: a call that gives fewer or more does not do what the function expects.',
  ],
  [
    'array-equality',
    '`==` and `===` on lists or objects ask "is this the very same one?", not "do they hold the same things?".',
  ],
  [
    'possibly-missing-value',
    'Some lookups give nothing (None, undefined or null) when they find nothing. Using that nothing as a value stops the program.',
  ],
  [
    'loop-never-runs',
    'A loop whose start already fails its test never runs its body, not even once.',
  ],
  [
    'constant-condition',
    'A test that is always true (or always false) decides nothing. `x == 1 or 2` is read as `(x == 1) or 2`, and 2 on its own counts as true.',
  ],
  [
    'function-printed',
    "Printing a function's name shows the function itself, not what it works out. Call it with `()` to get its result.",
  ],
  [
    'missing-return',
    'A function gives back only what it `return`s. Without a `return`, the caller gets nothing (None or undefined).',
  ],
]);
