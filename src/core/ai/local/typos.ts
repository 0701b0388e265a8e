/**
 * The rule-based typo fix of SPEC §9 (confidence 0.9): a dictionary of 50 common typos of
 * keywords and builtins. A typo is matched as a whole word, case-sensitively, outside string
 * literals and comments would be ideal; we match whole words only, which is what matters for the
 * misspellings listed (none of them is a word a program would use on purpose).
 */
import { TYPO_FIX_CONFIDENCE } from '../constants';
import type { Suggestion } from '../types';

export const TYPOS: Readonly<Record<string, string>> = {
  fucntion: 'function',
  funtion: 'function',
  functoin: 'function',
  fuction: 'function',
  fnction: 'function',
  retrun: 'return',
  reutrn: 'return',
  retunr: 'return',
  reurn: 'return',
  cosnt: 'const',
  conts: 'const',
  consle: 'console',
  cnosole: 'console',
  consoel: 'console',
  conosle: 'console',
  lenght: 'length',
  legnth: 'length',
  lentgh: 'length',
  widht: 'width',
  heigth: 'height',
  hieght: 'height',
  improt: 'import',
  imoprt: 'import',
  exprot: 'export',
  defualt: 'default',
  deafult: 'default',
  ture: 'true',
  flase: 'false',
  fasle: 'false',
  nulll: 'null',
  undefiend: 'undefined',
  undefinded: 'undefined',
  calss: 'class',
  clas: 'class',
  swtich: 'switch',
  whiel: 'while',
  esle: 'else',
  elese: 'else',
  pritn: 'print',
  prnit: 'print',
  slef: 'self',
  improts: 'imports',
  documnet: 'document',
  docuemnt: 'document',
  widnow: 'window',
  aysnc: 'async',
  asnyc: 'async',
  awiat: 'await',
  pubilc: 'public',
  pirvate: 'private',
  strign: 'string',
  stirng: 'string',
  nubmer: 'number',
  booelan: 'boolean',
  lable: 'label',
  reuslt: 'result',
  resutl: 'result',
};

const WORD = /[A-Za-z_$][\w$]*/g;

export interface TypoFix {
  from: string;
  to: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
}

/** Every dictionary typo in `text`, in order. */
export function findTypos(text: string): TypoFix[] {
  const found: TypoFix[] = [];
  for (const m of text.matchAll(WORD)) {
    const to = TYPOS[m[0]];
    if (to !== undefined && Object.hasOwn(TYPOS, m[0])) {
      found.push({ from: m[0], to, start: m.index, end: m.index + m[0].length });
    }
  }
  return found;
}

/** `text` with every dictionary typo replaced. */
export function fixTypos(text: string): string {
  let out = '';
  let at = 0;
  for (const typo of findTypos(text)) {
    out += text.slice(at, typo.start) + typo.to;
    at = typo.end;
  }
  return out + text.slice(at);
}

/** One correction suggestion per typo (SPEC §9: confidence 0.9). */
export function typoSuggestions(text: string): Suggestion[] {
  return findTypos(text).map((typo) => ({
    type: 'correction',
    text: typo.to,
    confidence: TYPO_FIX_CONFIDENCE,
    startPos: typo.start,
    endPos: typo.end,
    description: `Did you mean '${typo.to}'? ('${typo.from}' looks like a typo)`,
  }));
}
