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
