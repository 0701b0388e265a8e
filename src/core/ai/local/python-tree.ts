/**
 * Reading a @lezer/python parse tree: its children, its statements, node identity, and code
 * quoted for a message. Shared by the editor's Python checks and the mistake rules.
 */
import { parser } from '@lezer/python';

type Tree = ReturnType<typeof parser.parse>;
export type PyNode = Tree['topNode'];

export function kids(node: PyNode): PyNode[] {
  const out: PyNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

/** Whether two nodes are the same (lezer hands out a new object for each visit). */
export function same(x: PyNode | null | undefined, y: PyNode | null | undefined): boolean {
  return !!x && !!y && x.from === y.from && x.to === y.to && x.name === y.name;
}

/** Every node below `node` (not `node` itself), in document order. */
export function descendants(node: PyNode): PyNode[] {
  const out: PyNode[] = [];
  const walk = (n: PyNode) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

const PUNCTUATION = new Set([':', ';', ',', 'Comment', '⚠']);

/** The statements of a Body (or of the Script). */
export function statements(block: PyNode): PyNode[] {
  return kids(block).filter((c) => !PUNCTUATION.has(c.name) && !c.type.isError);
}

/** A short, one-line quote of some code for a message. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}
