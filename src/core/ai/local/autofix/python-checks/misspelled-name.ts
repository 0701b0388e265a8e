/** python/misspelled-name: a variable named with a misspelt word, spelled the same everywhere. */
import { TYPOS } from '../../typos';
import { type Check } from './analysis';

/** Common English misspellings in variable names, besides the editor's typo dictionary. */
const MISSPELLINGS = new Map<string, string>([
  ['lenght', 'length'],
  ['lengh', 'length'],
  ['widht', 'width'],
  ['heigth', 'height'],
  ['hieght', 'height'],
  ['reuslt', 'result'],
  ['resutl', 'result'],
  ['recieve', 'receive'],
  ['recieved', 'received'],
  ['seperate', 'separate'],
  ['seperator', 'separator'],
  ['adress', 'address'],
  ['begining', 'beginning'],
  ['sucess', 'success'],
  ['succes', 'success'],
  ['occurence', 'occurrence'],
  ['calender', 'calendar'],
  ['temprature', 'temperature'],
  ['tempreture', 'temperature'],
  ['numbr', 'number'],
  ['nubmer', 'number'],
  ['totla', 'total'],
  ['messsage', 'message'],
  ['mesage', 'message'],
  ['langauge', 'language'],
  ['scroe', 'score'],
  ['aveage', 'average'],
  ['avrage', 'average'],
  ['averge', 'average'],
  ['studnet', 'student'],
  ['studnets', 'students'],
  ['lable', 'label'],
  ['strign', 'string'],
  ['stirng', 'string'],
]);

const KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except ' +
    'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
    'with yield'
  ).split(' '),
);

function misspellingOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  const fixed = MISSPELLINGS.get(lower) ?? (Object.hasOwn(TYPOS, lower) ? TYPOS[lower] : undefined);
  return fixed !== undefined && fixed !== lower && /^[a-z]+$/.test(fixed) ? fixed : undefined;
}

/** A variable whose name is a misspelling, spelled the same everywhere (so the program works). */
export const misspelledName: Check = (a, report) => {
  const seen = new Set<string>();
  const scopes = [...a.scopes.values()];
  const everyName = new Set(scopes.flatMap((s) => [...s.names.keys()]));
  for (const scope of scopes) {
    for (const [name, bindings] of scope.names) {
      if (seen.has(name)) continue;
      const parts = name.split('_');
      let changed = false;
      const fixed = parts
        .map((p) => {
          const f = misspellingOf(p);
          if (f === undefined) return p;
          changed = true;
          return p === p.toUpperCase() && p.length > 1 ? f.toUpperCase() : f;
        })
        .join('_');
      if (!changed || KEYWORDS.has(fixed) || everyName.has(fixed)) continue;
      seen.add(name);
      const first = bindings.reduce((x, b) => (b.node.from < x.node.from ? b : x));
      report(
        first.node,
        'python/misspelled-name',
        `\`${name}\` looks like a misspelling of \`${fixed}\`. The program works because every use is spelled the same; to fix it, rename every \`${name}\` at once (Ctrl+F2 selects them all).`,
      );
    }
  }
};
