/**
 * The one command registry. Duplicate ids throw; two commands bound to one key are
 * reported as a conflict and neither runs for that key.
 */
import type { Command, CommandContext, CommandSource } from './command';
import { canonicalBinding, eventBinding, parseBinding, type KeyLike } from './keys';

export interface KeyConflict {
  key: string;
  commandIds: string[];
}

export interface CommandRegistry {
  register(command: Command): () => void;
  get(id: string): Command | undefined;
  /** All commands, in registration order. */
  all(): Command[];
  /** Commands that are currently available (their `when` holds). */
  available(): Command[];
  /** Whether the command is registered and would run now with these arguments. */
  isEnabled(id: string, args?: unknown): boolean;
  /** Runs an available command; false when it is missing or unavailable. */
  run(id: string, ctx: CommandContext | CommandSource, args?: unknown): Promise<boolean>;
  /**
   * The command bound to this key event where focus is (`inEditor`: in the code editor),
   * unless the key is in conflict there.
   */
  commandForKey(event: KeyLike, inEditor?: boolean): Command | undefined;
  /** Whether any registered command binds this key, even one unavailable or out of scope now. */
  isBound(event: KeyLike): boolean;
  conflicts(): KeyConflict[];
  subscribe(listener: () => void): () => void;
}

export function createRegistry(options: { isMac: boolean }): CommandRegistry {
  const commands = new Map<string, Command>();
  // The commands bound to each key (canonical form), in registration order, built again after
  // a change: the dispatcher asks on every key press, typing included.
  let byKey: Map<string, Command[]> | null = null;
  const boundTo = (event: KeyLike): readonly Command[] => {
    if (!byKey) {
      byKey = new Map();
      for (const c of commands.values()) {
        for (const key of new Set((c.keys ?? []).map((k) => canonicalBinding(k, options.isMac)))) {
          byKey.set(key, [...(byKey.get(key) ?? []), c]);
        }
      }
    }
    return byKey.get(eventBinding(event)) ?? [];
  };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const isAvailable = (c: Command, args?: unknown) => (c.when ? c.when(args) : true);

  /** Whether a command's keys count where focus is. */
  const inScope = (c: Command, inEditor: boolean) =>
    inEditor ? c.inEditor === true || c.editorOnly === true : c.editorOnly !== true;

  const keyIndex = (inEditor: boolean) => {
    const index = new Map<string, string[]>();
    for (const c of commands.values()) {
      if (!inScope(c, inEditor)) continue;
      for (const k of c.keys ?? []) {
        const canon = canonicalBinding(k, options.isMac);
        index.set(canon, [...(index.get(canon) ?? []), c.id]);
      }
    }
    return index;
  };

  return {
    register(command) {
      if (commands.has(command.id)) {
        throw new Error(`Command "${command.id}" is already registered`);
      }
      (command.keys ?? []).forEach(parseBinding); // throws on a malformed binding
      commands.set(command.id, command);
      byKey = null;
      notify();
      return () => {
        if (commands.get(command.id) === command) {
          commands.delete(command.id);
          byKey = null;
          notify();
        }
      };
    },
    get: (id) => commands.get(id),
    all: () => [...commands.values()],
    available: () => [...commands.values()].filter((c) => isAvailable(c)),
    isEnabled(id, args) {
      const command = commands.get(id);
      return command !== undefined && isAvailable(command, args);
    },
    async run(id, ctx, args) {
      const command = commands.get(id);
      if (!command || !isAvailable(command, args)) return false;
      await command.run(typeof ctx === 'string' ? { source: ctx } : ctx, args);
      return true;
    },
    commandForKey(event, inEditor = false) {
      const hits = boundTo(event).filter((c) => inScope(c, inEditor));
      // Two commands on one key is a conflict (reported by conflicts()): neither runs.
      if (hits.length !== 1) return undefined;
      const [hit] = hits;
      return hit && isAvailable(hit) ? hit : undefined;
    },
    isBound: (event) => boundTo(event).length > 0,
    conflicts() {
      const found = new Map<string, KeyConflict>();
      for (const scope of [false, true]) {
        for (const [key, ids] of keyIndex(scope)) {
          if (ids.length < 2) continue;
          const id = `${key}:${[...ids].sort().join(',')}`;
          if (!found.has(id)) found.set(id, { key, commandIds: ids });
        }
      }
      return [...found.values()];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
