/**
 * A table of keyboard shortcuts: command title and every binding, as a person reads them
 * ('Ctrl+Shift+F', '⌘⇧F'). The caller passes the commands (from the registry).
 */
import { formatBinding } from '../core/commands/keys';

export interface ShortcutRow {
  id: string;
  title: string;
  keys?: readonly string[] | undefined;
}

export function ShortcutTable({
  commands,
  isMac,
  caption,
}: {
  commands: readonly ShortcutRow[];
  isMac: boolean;
  caption: string;
}) {
  const rows = commands.filter((c) => c.keys && c.keys.length > 0);
  return (
    <table className="panel-table shortcut-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">Keys</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>{c.title}</td>
            <td>
              {(c.keys ?? []).map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  <kbd>{formatBinding(k, isMac)}</kbd>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
