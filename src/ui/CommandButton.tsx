/**
 * Buttons and menu entries that run a registry command. Label, tooltip, key hint,
 * `aria-keyshortcuts` and enabled state come from the command itself, so a rebound key or a
 * renamed command shows everywhere at once. The app hands the registry down once with
 * `<CommandsProvider>`; ui never imports state.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react';
import type { Command, CommandSource } from '../core/commands/command';
import type { CommandRegistry } from '../core/commands/registry';
import { ariaKeyShortcut, formatBinding } from '../core/commands/keys';
import type { MenuItem } from './Menu';

/** Subscribes to a change of anything commands' `when` read; returns the unsubscribe. */
type Subscribe = (listener: () => void) => () => void;

interface Commands {
  registry: CommandRegistry;
  isMac: boolean;
  /** Changes of the state the commands' `when` read, so a button's enabled state follows it. */
  subscribeToState?: Subscribe;
}

const CommandsContext = createContext<Commands | null>(null);

export function CommandsProvider({
  registry,
  isMac,
  subscribeToState,
  children,
}: Commands & { children: ReactNode }) {
  const value = useMemo(
    () => ({ registry, isMac, subscribeToState }),
    [registry, isMac, subscribeToState],
  );
  return <CommandsContext.Provider value={value}>{children}</CommandsContext.Provider>;
}

/** Whether the command may run now, following the registry and the state its `when` reads. */
function useEnabled(commands: Commands | null, id: string, args: unknown): boolean {
  const registry = commands?.registry;
  const state = commands?.subscribeToState;
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [registry?.subscribe(listener), state?.(listener)];
      return () => stops.forEach((stop) => stop?.());
    },
    [registry, state],
  );
  return useSyncExternalStore(subscribe, () => registry?.isEnabled(id, args) ?? false);
}

const noSubscription = () => () => undefined;
const nothing = () => undefined;

/** The command with this id, following registrations; undefined while none is registered. */
function useRegisteredCommand(id: string): { command?: Command; commands: Commands | null } {
  const commands = useContext(CommandsContext);
  const registry = commands?.registry;
  const subscribe = useCallback(
    (listener: () => void) => registry?.subscribe(listener) ?? noop,
    [registry],
  );
  const command = useSyncExternalStore(
    registry ? subscribe : noSubscription,
    registry ? () => registry.get(id) : nothing,
  );
  return { command, commands };
}
const noop = () => undefined;

/** How many times each registry has changed, as a snapshot that React can compare. */
const versions = new WeakMap<CommandRegistry, { changes: number }>();
function versionOf(registry: CommandRegistry) {
  let version = versions.get(registry);
  if (!version) {
    const counter = { changes: 0 };
    registry.subscribe(() => void counter.changes++);
    versions.set(registry, counter);
    version = counter;
  }
  return version;
}

/** A command's first key as a person reads it on this platform, or undefined. */
const firstKey = (command: Command | undefined, isMac: boolean) => {
  const key = command?.keys?.[0];
  return key ? formatBinding(key, isMac) : undefined;
};

/** Every key of a command, as menus show them: 'Ctrl+T / Alt+T'. */
const allKeys = (command: Command, isMac: boolean) =>
  command.keys && command.keys.length > 0
    ? command.keys.map((k) => formatBinding(k, isMac)).join(' / ')
    : undefined;

/** A command's first key as a person reads it on this platform, for text that names it. */
export function useCommandKey(id: string): string | undefined {
  const { command, commands } = useRegisteredCommand(id);
  return firstKey(command, commands?.isMac ?? false);
}

type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'id' | 'onClick' | 'title' | 'children' | 'type'
>;

export interface CommandButtonProps extends ButtonProps {
  /** The command's id. */
  id: string;
  args?: unknown;
  source?: CommandSource;
  /** The content; the command's title when left out. */
  children?: ReactNode;
  /**
   * The tooltip, given the command's first key (formatted for this platform), its title and all
   * its keys; by default the title with every key in brackets: 'Toggle Theme (Ctrl+T / Alt+T)'.
   */
  tooltip?: (key: string | undefined, title: string, keys: readonly string[]) => string;
  /** Show the first key after the content, in a `<kbd>`. */
  showKey?: boolean;
  /** While the command is not registered: render nothing (the default) or a disabled button. */
  whenMissing?: 'hide' | 'disable';
  /** Runs before the command, e.g. to close the panel the button is in. */
  beforeRun?: () => void;
}

// Every key: a browser keeps some (Ctrl+T, Ctrl+N), so their twins must show too.
const defaultTooltip = (_key: string | undefined, title: string, keys: readonly string[]) =>
  keys.length > 0 ? `${title} (${keys.join(' / ')})` : title;

export function CommandButton({
  id,
  args,
  source = 'button',
  children,
  tooltip = defaultTooltip,
  showKey = false,
  whenMissing = 'hide',
  beforeRun,
  disabled,
  ...rest
}: CommandButtonProps) {
  const { command, commands } = useRegisteredCommand(id);
  const enabled = useEnabled(commands, id, args);
  if (!command || !commands) {
    if (whenMissing === 'hide') return null;
    return (
      <button type="button" {...rest} disabled>
        {children}
      </button>
    );
  }
  const { registry, isMac } = commands;
  const key = firstKey(command, isMac);
  return (
    <button
      type="button"
      title={tooltip(
        key,
        command.title,
        (command.keys ?? []).map((k) => formatBinding(k, isMac)),
      )}
      aria-keyshortcuts={
        command.keys && command.keys.length > 0
          ? command.keys.map((k) => ariaKeyShortcut(k, isMac)).join(' ')
          : undefined
      }
      {...rest}
      disabled={disabled === true || !enabled}
      onClick={() => {
        beforeRun?.();
        void registry.run(id, source, args);
      }}
    >
      {children ?? command.title}
      {showKey && key && <kbd>{key}</kbd>}
    </button>
  );
}

/** A menu entry that runs a command; its label and hint default to the command's. */
export interface CommandMenuEntry {
  commandId: string;
  /** The item's own id in the menu; the command's id when left out. */
  id?: string;
  /** The text, or how to make it from the command's title; the title when left out. */
  label?: string | ((title: string) => string);
  args?: unknown;
  /** Shown at the right instead of the command's keys, e.g. a key of the menu's own ('F2'). */
  hint?: string;
}

/**
 * The menu items for these entries, each running its command from the menu; an entry whose
 * command is not registered is left out. Re-renders when the registry changes.
 */
export function useCommandMenuItems(entries: readonly CommandMenuEntry[]): MenuItem[] {
  const commands = useContext(CommandsContext);
  const registry = commands?.registry;
  const subscribe = useCallback(
    (listener: () => void) => registry?.subscribe(listener) ?? noop,
    [registry],
  );
  useSyncExternalStore(registry ? subscribe : noSubscription, () =>
    registry ? versionOf(registry).changes : 0,
  );
  return commands ? commandMenuItems(commands, entries) : [];
}

/** The same as useCommandMenuItems, for a menu built when it opens (a context menu). */
export function useCommandMenu(): (entries: readonly CommandMenuEntry[]) => MenuItem[] {
  const commands = useContext(CommandsContext);
  return (entries) => (commands ? commandMenuItems(commands, entries) : []);
}

function commandMenuItems(
  { registry, isMac }: Commands,
  entries: readonly CommandMenuEntry[],
): MenuItem[] {
  return entries.flatMap(({ commandId, id, label, args, hint }) => {
    const command = registry.get(commandId);
    if (!command) return [];
    const shown = hint ?? allKeys(command, isMac);
    const item: MenuItem = {
      id: id ?? commandId,
      label: typeof label === 'function' ? label(command.title) : (label ?? command.title),
      onSelect: () => void registry.run(commandId, 'menu', args),
      ...(shown ? { hint: shown } : {}),
      ...(registry.isEnabled(commandId, args) ? {} : { disabled: true }),
    };
    return [item];
  });
}
