/** python/missing-argument, python/too-many-arguments: a call given the wrong number of arguments. */
import { kids, type PyNode, statements } from '../../python-tree';
import { type Analysis, type Check } from './analysis';
import { kid } from './scopes';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

interface Signature {
  positional: { name: string; required: boolean }[];
  keywordOnly: { name: string; required: boolean }[];
  varArgs: boolean;
  varKeywords: boolean;
}

function signature(a: Analysis, params: PyNode, dropFirst: boolean): Signature {
  const sig: Signature = { positional: [], keywordOnly: [], varArgs: false, varKeywords: false };
  let star: '' | '*' | '**' = '';
  let afterStar = false;
  const list = kids(params);
  list.forEach((c, i) => {
    if (c.name === '*' || c.name === '**') {
      star = c.name;
      const next = list[i + 1];
      if (c.name === '*' && (next?.name === ',' || next?.name === ')')) {
        afterStar = true;
        star = '';
      }
    } else if (c.name === 'VariableName') {
      if (star === '*') {
        sig.varArgs = true;
        afterStar = true;
      } else if (star === '**') sig.varKeywords = true;
      else (afterStar ? sig.keywordOnly : sig.positional).push({ name: a.text(c), required: true });
      star = '';
    } else if (c.name === 'AssignOp') {
      const last = afterStar ? sig.keywordOnly.at(-1) : sig.positional.at(-1);
      if (last) last.required = false;
    }
  });
  if (dropFirst) sig.positional.shift();
  return sig;
}

/** A call to a function (or class) of this file with too few or too many arguments. */
export const argumentCount: Check = (a, report, all) => {
  for (const call of all) {
    if (call.name !== 'CallExpression' || call.firstChild?.name !== 'VariableName') continue;
    const name = a.text(call.firstChild);
    const definition = a.moduleDefinition(name, call.firstChild);
    if (!definition || definition.parent?.name === 'DecoratedStatement') continue;
    let sig: Signature;
    let what = `\`${name}\``;
    if (definition.name === 'FunctionDefinition') {
      const params = kid(definition, 'ParamList');
      if (!params) continue;
      sig = signature(a, params, false);
    } else {
      // A class: its own __init__, when it has one.
      const body = kid(definition, 'Body');
      const init = body
        ? statements(body).find(
            (s) =>
              s.name === 'FunctionDefinition' && a.text(kid(s, 'VariableName') ?? s) === '__init__',
          )
        : undefined;
      const params = init && kid(init, 'ParamList');
      if (!params) continue;
      sig = signature(a, params, true);
      what = `\`${name}(...)\``;
    }
    const list = kid(call, 'ArgList');
    if (!list) continue;
    let positional = 0;
    const keywords = new Set<string>();
    let spread = false;
    const parts = kids(list).filter((c) => c.name !== '(' && c.name !== ')');
    for (let i = 0; i < parts.length; i += 1) {
      const c = parts[i];
      if (!c || c.name === ',') continue;
      if (c.name === '*' || c.name === '**') {
        spread = true;
        break;
      }
      if (c.name === 'VariableName' && parts[i + 1]?.name === 'AssignOp') {
        keywords.add(a.text(c));
        i += 2;
      } else positional += 1;
    }
    if (spread) continue;
    const given = positional + keywords.size;
    const required = [
      ...sig.positional.filter((p) => p.required),
      ...sig.keywordOnly.filter((p) => p.required),
    ].map((p) => p.name);
    const missing = [
      ...sig.positional.filter((p, i) => p.required && i >= positional && !keywords.has(p.name)),
      ...sig.keywordOnly.filter((p) => p.required && !keywords.has(p.name)),
    ].map((p) => p.name);
    const all = sig.positional.map((p) => p.name);
    if (missing.length > 0) {
      const atLeast = required.length < all.length + sig.keywordOnly.length ? 'at least ' : '';
      report(
        call,
        'python/missing-argument',
        `${what} needs ${atLeast}${plural(required.length, 'argument')} (${required.join(', ')}) but gets ${given} here: Python will stop with a TypeError. Add ${missing.map((m) => `\`${m}\``).join(' and ')}.`,
      );
    } else if (!sig.varArgs && positional > all.length) {
      const atMost = required.length < all.length ? 'at most ' : '';
      report(
        call,
        'python/too-many-arguments',
        `${what} takes ${atMost}${plural(all.length, 'argument')}${all.length ? ` (${all.join(', ')})` : ''} but gets ${positional} here: Python will stop with a TypeError. Remove the extra ${positional - all.length === 1 ? 'one' : 'ones'}.`,
      );
    }
  }
};
