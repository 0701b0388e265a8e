/**
 * The command type: everything a user can trigger (palette entries, keyboard
 * shortcuts, menus, quick actions, context menus) is one Command, registered once.
 */
export type CommandCategory = 'file' | 'run' | 'ai' | 'view' | 'settings' | 'help';

/** Where a command was triggered from; commands may word their feedback differently. */
export type CommandSource = 'palette' | 'keyboard' | 'menu' | 'button' | 'api';

/** What a command is told about the call, besides its arguments. */
export interface CommandContext {
  source: CommandSource;
}

export interface Command {
  /** `area.verb`, e.g. `file.save`. Unique in a registry. */
  id: string;
  title: string;
  description: string;
  category: CommandCategory;
  /**
   * Key bindings such as `mod+s`, `mod+shift+f`, `alt+n`. `mod` is Cmd on macOS and Ctrl
   * elsewhere. The first binding is the one shown in menus and the palette.
   */
  keys?: readonly string[];
  /**
   * When false the command is hidden from the palette and its keys do nothing. A caller that
   * passes arguments is asked about them (`args` is undefined for the palette and the keys).
   */
  when?: (args?: unknown) => boolean;
  /** Whether the shortcut may fire while focus is in the Monaco editor (e.g. save). */
  inEditor?: boolean;
  /**
   * The keys act only while focus is in the editor, so the same key can mean something else
   * elsewhere (Ctrl/Cmd+Shift+F is auto-fix in the editor and Focus Mode outside it).
   */
  editorOnly?: boolean;
  /**
   * `args` come from a caller that names what to act on (a file's id, a folder); the palette and
   * the keys pass none, so a command reads what is open when they are missing.
   */
  run: (ctx: CommandContext, args?: unknown) => void | Promise<void>;
}
