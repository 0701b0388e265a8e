/**
 * The command palette's dialog: a search box over the command registry, arrow keys that wrap
 * around, Enter (or a click) runs, Esc closes, a command count, and 'No commands found for
 * "{query}"'. Search and selection start fresh each time it opens (the dialog is mounted on open).
 * Focus returns to where it was when it closes.
 *
 * ARIA: a modal dialog named 'Command palette' holding a combobox (the search box) that
 * controls a listbox; the highlighted option is the combobox's aria-activedescendant, so focus
 * never leaves the search box.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Search } from 'lucide-react';
import type { Command, CommandCategory } from '../../core/commands/command';
import { formatBinding } from '../../core/commands/keys';
import { commandRegistry, isMac } from '../../state/commands';
import { workspaceStore } from '../../state/workspace-store';
import { Modal } from '../../ui/Modal';
import { filterCommands, matchRanges } from './filter';
import './palette.css';

const CATEGORY_LABEL: Record<CommandCategory, string> = {
  file: 'File',
  run: 'Run',
  ai: 'AI',
  view: 'View',
  settings: 'Settings',
  help: 'Help',
};

function countLabel(count: number): string {
  return count === 1 ? '1 command' : `${count} commands`;
}

function noMatchLabel(query: string): string {
  return `No commands found for "${query}"`;
}

/** The registry's available commands, read again whenever a command is (un)registered. */
function useAvailableCommands(): Command[] {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const unsubscribe = commandRegistry.subscribe(() => setVersion((v) => v + 1));
    return () => {
      unsubscribe();
    };
  }, []);
  // Read on every render: a few dozen commands, and `when` follows the open file.
  return commandRegistry.available();
}

const close = () => workspaceStore.getState().setPaletteOpen(false);

function run(command: Command) {
  // Close first, so focus is back where it was and the command sees the page as the person
  // does (a dialog it opens returns focus there too); then run.
  flushSync(close);
  commandRegistry.run(command.id, 'palette').catch((error: unknown) => {
    console.error(`Command "${command.id}" failed`, error);
  });
}

export default function PaletteDialog() {
  const commands = useAvailableCommands();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const results = filterCommands(commands, query);
  const index = results.length === 0 ? -1 : Math.min(selected, results.length - 1);
  const current = results[index];

  useLayoutEffect(() => {
    const option = optionRefs.current[index];
    if (option && typeof option.scrollIntoView === 'function') {
      option.scrollIntoView({ block: 'nearest' });
    }
  }, [index]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const n = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (n === 0) return;
      // Wraps around: down from the last goes to the first, up from the first to the last.
      setSelected(event.key === 'ArrowDown' ? (index + 1) % n : (index - 1 + n) % n);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      if (n === 0) return;
      setSelected(Math.max(0, Math.min(n - 1, index + (event.key === 'PageDown' ? 8 : -8))));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) run(current);
    } else if (event.key.toLowerCase() === 'k' && (isMac ? event.metaKey : event.ctrlKey)) {
      event.preventDefault(); // already open; keep the browser's own Ctrl+K away
    }
  };

  const trimmed = query.trim();
  return (
    <Modal
      aria-label="Command palette"
      className="palette"
      placement="top"
      initialFocus={inputRef}
      onClose={close}
    >
      <div className="palette-search">
        <Search size={16} aria-hidden="true" className="palette-search-icon" />
        <input
          ref={inputRef}
          className="palette-input"
          type="text"
          role="combobox"
          aria-label="Search commands"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? listId : undefined}
          aria-activedescendant={current ? optionId(index) : undefined}
          placeholder="Type to search commands"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className={results.length > 0 ? 'palette-count' : 'palette-empty'} role="status">
        {results.length > 0 || trimmed === '' ? countLabel(results.length) : noMatchLabel(trimmed)}
      </p>
      {results.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Commands" className="palette-list">
          {results.map((command, i) => {
            // Every binding: a browser keeps Ctrl+N and Ctrl+T, so their Alt twin must show.
            const keys = (command.keys ?? []).map((k) => formatBinding(k, isMac)).join(' / ');
            return (
              // Keyboard use goes through the combobox (aria-activedescendant); the mouse
              // handlers only mirror it.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={command.id}
                ref={(el) => {
                  optionRefs.current[i] = el;
                }}
                id={optionId(i)}
                role="option"
                aria-selected={i === index}
                // Named by all it shows (title, description, category, keys), so a user of
                // speech input can say what they see.
                aria-labelledby={`${optionId(i)}-title ${optionId(i)}-description ${optionId(i)}-meta`}
                className="palette-option"
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (i !== index) setSelected(i);
                }}
                onClick={() => run(command)}
              >
                <span id={`${optionId(i)}-title`} className="palette-title">
                  <Highlighted text={command.title} query={trimmed} />
                </span>{' '}
                <span id={`${optionId(i)}-description`} className="palette-description">
                  {command.description}
                </span>{' '}
                <span id={`${optionId(i)}-meta`} className="palette-meta">
                  <span className="palette-category">{CATEGORY_LABEL[command.category]}</span>
                  {keys && (
                    <>
                      {' '}
                      <kbd className="palette-key">{keys}</kbd>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
