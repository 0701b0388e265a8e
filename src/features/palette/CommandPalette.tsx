/**
 * The command palette (SPEC §2, §4): search, arrow navigation that wraps, Enter runs, Esc
 * closes, a command count, and 'No commands found for "{query}"'. Search and selection reset
 * each time it opens. It lists the command registry, so it is never out of date.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Search } from 'lucide-react';
import { commandRegistry, isMac } from '../../state/commands';
import { workspaceStore } from '../../state/workspace-store';
import { formatBinding } from '../../core/commands/keys';
import { filterCommands } from './filter';
import './palette.css';

export function CommandPalette() {
  const open = useStore(workspaceStore, (s) => s.paletteOpen);
  return open ? <PaletteDialog /> : null;
}

const close = () => workspaceStore.getState().setPaletteOpen(false);

function PaletteDialog() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  // Read on every render (a few dozen commands): availability follows the open file.
  const results = filterCommands(commandRegistry.available(), query);
  const current = results[Math.min(selected, results.length - 1)];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    dialog.showModal(); // focuses the search box, the dialog's first control
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('click', onBackdropClick);
      if (dialog.open) dialog.close();
      // Back to where the person was, unless the command moved focus on purpose.
      if (
        previous?.isConnected &&
        (document.activeElement === document.body || !document.activeElement)
      ) {
        previous.focus();
      }
    };
  }, []);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${Math.min(selected, results.length - 1)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [selected, results.length]);

  const runCommand = (commandId: string) => {
    close();
    // After the dialog is gone, so the command sees the page as the person does.
    setTimeout(() => void commandRegistry.run(commandId, 'palette'), 0);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count) {
      setSelected((s) => (Math.min(s, count - 1) + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      setSelected((s) => (Math.min(s, count - 1) - 1 + count) % count);
    } else if (event.key === 'Enter') {
      if (current) runCommand(current.id);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className="palette"
      aria-label="Command palette"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="palette-search">
        <Search size={16} aria-hidden="true" />
        <input
          role="combobox"
          aria-label="Search commands"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-activedescendant={current ? `${id}-${current.id}` : undefined}
          aria-autocomplete="list"
          placeholder="Type a command"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="palette-count" aria-live="polite">
        {results.length === 1 ? '1 command' : `${results.length} commands`}
      </p>
      {results.length === 0 ? (
        <p className="palette-empty">No commands found for "{query}"</p>
      ) : (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Commands"
          className="palette-list"
          ref={listRef}
        >
          {results.map((c, i) => (
            // Options are chosen with the combobox's keys (ARIA combobox pattern); a click is the
            // pointer's way to the same choice.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={c.id}
              id={`${id}-${c.id}`}
              data-index={i}
              role="option"
              aria-selected={c === current}
              className="palette-item"
              onClick={() => runCommand(c.id)}
              onMouseMove={() => setSelected(i)}
            >
              <span className="palette-title">{c.title}</span>
              <span className="palette-description">{c.description}</span>
              <span className="palette-category">{c.category}</span>
              {c.keys?.[0] && <kbd className="palette-key">{formatBinding(c.keys[0], isMac)}</kbd>}
            </li>
          ))}
        </ul>
      )}
    </dialog>
  );
}
