/** python/js-method: JavaScript member names (`push`, `length`...) on Python lists and strings. */
import { quote } from '../../python-tree';
import { type Check, type Kind } from './analysis';

/** JavaScript habits on Python lists and strings: the member, the types it is wrong on, the fix. */
const JS_MEMBERS = new Map<string, { on: readonly Kind[]; python: (x: string) => string }>([
  ['push', { on: ['list'], python: (x) => `${x}.append(...)` }],
  ['length', { on: ['list', 'str', 'dict', 'tuple'], python: (x) => `len(${x})` }],
  ['toUpperCase', { on: ['str'], python: (x) => `${x}.upper()` }],
  ['toLowerCase', { on: ['str'], python: (x) => `${x}.lower()` }],
  ['trim', { on: ['str'], python: (x) => `${x}.strip()` }],
  ['indexOf', { on: ['list', 'str'], python: (x) => `${x}.index(...)` }],
  ['includes', { on: ['list', 'str'], python: (x) => `... in ${x}` }],
  ['forEach', { on: ['list'], python: (x) => `for item in ${x}:` }],
]);

/** JavaScript names on Python lists and strings (`items.push`, `items.length`). */
export const jsMethod: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'MemberExpression') continue;
    const property = n.getChild('PropertyName');
    const receiver = n.firstChild;
    if (!property || !receiver) continue;
    const js = JS_MEMBERS.get(a.text(property));
    const kind = a.kindOf(receiver);
    if (!js || !js.on.includes(kind)) continue;
    const r = quote(a.text(receiver));
    const type =
      kind === 'str'
        ? 'text'
        : kind === 'dict'
          ? 'dictionaries'
          : `${kind === 'list' ? 'lists' : 'tuples'}`;
    report(
      n,
      'python/js-method',
      `Python ${type} have no \`${a.text(property)}\` (that is JavaScript), so this stops with an AttributeError. Write \`${js.python(r)}\`.`,
    );
  }
};
