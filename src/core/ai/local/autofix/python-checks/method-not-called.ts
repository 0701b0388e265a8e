/** python/method-not-called: a string method named without brackets, so it is never called. */
import { quote, same } from '../../python-tree';
import { type Check } from './analysis';

/** String methods a beginner forgets to call: the questions (`is...`) are never plain attributes. */
const QUESTIONS = new Set(
  (
    'isdigit isalpha isalnum isnumeric isdecimal isspace islower isupper istitle isidentifier ' +
    'isprintable isascii is_integer startswith endswith'
  ).split(' '),
);
/** String methods that are also plausible attribute names (`self.title`): on known text only. */
const STRING_METHODS = new Set([
  'lower',
  'upper',
  'strip',
  'lstrip',
  'rstrip',
  'title',
  'capitalize',
  'swapcase',
  'split',
]);

/** `if name.isdigit:`: a method named but not called. */
export const methodNotCalled: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'MemberExpression') continue;
    const property = n.getChild('PropertyName');
    const receiver = n.firstChild;
    if (!property || !receiver) continue;
    const m = a.text(property);
    if (!QUESTIONS.has(m) && !(STRING_METHODS.has(m) && a.kindOf(receiver) === 'str')) continue;
    if (a.text(receiver) === 'str') continue; // `str.lower` passed as a function
    const parent = n.parent;
    if (!parent) continue;
    const assigned = ['AssignStatement', 'UpdateStatement', 'DeleteStatement'];
    if (assigned.includes(parent.name) && same(parent.firstChild, n)) continue;
    if (parent.name === 'CallExpression' && same(parent.firstChild, n)) continue;
    // Passed to a function (map(str.upper, ...), key=...) is fine; print() is not.
    if (parent.name === 'ArgList' && !a.isBuiltinCall(parent.parent ?? undefined, 'print'))
      continue;
    if (parent.name === 'ExpressionStatement') continue; // Ruff names a line that does nothing
    const r = quote(a.text(receiver));
    const inCondition = [
      'IfStatement',
      'WhileStatement',
      'UnaryExpression',
      'BinaryExpression',
    ].includes(parent.name);
    report(
      n,
      'python/method-not-called',
      `\`${r}.${m}\` without brackets is the method itself, not its answer${inCondition ? ', and it always counts as true' : ''}. Call it: \`${r}.${m}()\`.`,
    );
  }
};
