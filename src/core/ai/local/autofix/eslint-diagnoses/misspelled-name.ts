/** A name with a misspelled word in it, spelled the same everywhere. */
import { TYPOS } from '../../typos';
import { rule } from './ast';

/** Misspelled English words often seen in names, as they should be written. */
const WORD_TYPOS: Readonly<Record<string, string>> = {
  adress: 'address',
  ammount: 'amount',
  amout: 'amount',
  begining: 'beginning',
  calender: 'calendar',
  colum: 'column',
  collumn: 'column',
  conter: 'counter',
  coutner: 'counter',
  defualt: 'default',
  enviroment: 'environment',
  higth: 'height',
  indx: 'index',
  lenth: 'length',
  lengh: 'length',
  mesage: 'message',
  messsage: 'message',
  nmae: 'name',
  numbr: 'number',
  nubmer: 'number',
  occured: 'occurred',
  pirce: 'price',
  recieve: 'receive',
  reciept: 'receipt',
  respone: 'response',
  reponse: 'response',
  reslut: 'result',
  resutl: 'result',
  scroe: 'score',
  seperate: 'separate',
  seperator: 'separator',
  sucess: 'success',
  succes: 'success',
  temprature: 'temperature',
  temperture: 'temperature',
  totla: 'total',
  udpate: 'update',
  valeu: 'value',
  vlaue: 'value',
  wieght: 'weight',
};

function misspelling(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (Object.hasOwn(WORD_TYPOS, lower)) return WORD_TYPOS[lower];
  if (Object.hasOwn(TYPOS, lower)) return TYPOS[lower];
  return undefined;
}

/** The name with its misspelled words corrected, keeping camelCase and snake_case. */
export function correctedName(name: string): string | undefined {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|_/);
  let changed = false;
  const fixed = words.map((word) => {
    const right = misspelling(word);
    if (!right) return word;
    changed = true;
    return word[0] === word[0]?.toUpperCase() ? right[0]?.toUpperCase() + right.slice(1) : right;
  });
  if (!changed) return undefined;
  // Put the underscores back where they were.
  let at = 0;
  return words
    .map((word, i) => {
      at += word.length;
      const joined = (fixed[i] ?? word) + (name[at] === '_' ? '_' : '');
      if (name[at] === '_') at += 1;
      return joined;
    })
    .join('');
}

/** `let lenght = …` used everywhere: it works, but the name is misspelled. */
export const misspelledName = rule('suggestion', (context) => ({
  'Program:exit'() {
    for (const scope of context.sourceCode.scopeManager.scopes) {
      for (const variable of scope.variables) {
        const def = variable.defs[0];
        if (!def || def.type === 'ImplicitGlobalVariable' || def.type === 'ImportBinding') continue;
        const right = correctedName(variable.name);
        if (!right) continue;
        context.report({
          node: def.name,
          message:
            `\`${variable.name}\` looks like a misspelling of \`${right}\`. It works, because it is spelled the same everywhere; ` +
            `to fix it, rename every use at once (Rename Symbol, F2), not just one.`,
        });
      }
    }
  },
}));
