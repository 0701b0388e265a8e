/**
 * The header's language picker: a button naming the open file's language that opens a popover with
 * a search box (name or extension), the Popular grid while the search is empty, and the full
 * scrollable list with LSP and AI badges.
 *
 * Keyboard: the search box keeps focus and drives one listbox (combobox pattern with
 * aria-activedescendant): ArrowUp/ArrowDown move through the Popular grid and the list
 * (wrapping), Home/End jump, Enter chooses, Esc closes and returns focus to the button.
 * Choosing sets the language for the open file only (stored with the file, so it survives a
 * reload); 'Detect automatically' returns the file to its name and content.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { ChevronDown, Search } from 'lucide-react';
import {
  languageById,
  POPULAR_IDS,
  searchLanguages,
  type LanguageDefinition,
} from '../../core/languages/registry';
import { activeEntry, filesStore } from '../../state/files-store';
import { isBinaryEntry } from '../../core/files/binary';
import { languageStore } from '../../state/language-store';
import './language-picker.css';

interface Option {
  key: string;
  /** null: detect automatically */
  languageId: string | null;
  label: string;
  group: 'auto' | 'popular' | 'all';
  language?: LanguageDefinition;
}

export function LanguagePicker() {
  const entry = useStore(filesStore, activeEntry);
  // A binary file (an image) has no language: the picker stays shut for it.
  const binary = isBinaryEntry(entry) ? entry : undefined;
  const active = binary ? undefined : entry;
  const current = useStore(languageStore, (s) => s.active);
  const open = useStore(languageStore, (s) => s.pickerOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const currentLanguage =
    active && current?.fileId === active.id
      ? languageById(current.detection.languageId)
      : undefined;

  // Closing a file closes the picker.
  useEffect(() => {
    if (!active && open) languageStore.getState().setPickerOpen(false);
  }, [active, open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id="language-picker-button"
        className="btn language-picker-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!active}
        aria-label={
          active
            ? `Language: ${currentLanguage?.name ?? 'Plain Text'}. Change the language of ${active.name}`
            : binary
              ? `Language (${binary.name} is a binary file: it has none)`
              : 'Language (open a file to choose its language)'
        }
        title={
          active
            ? 'Select the language of this file'
            : binary
              ? `${binary.name} is a binary file: it has no language`
              : 'Open a file to choose its language'
        }
        onClick={() => languageStore.getState().setPickerOpen(!open)}
      >
        <span className="language-picker-name">
          {active ? (currentLanguage?.name ?? 'Plain Text') : 'Language'}
        </span>
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && active && (
        <PickerPopover
          anchor={buttonRef}
          fileName={active.name}
          chosen={active.language}
          currentId={currentLanguage?.id}
          onClose={(refocus) => {
            languageStore.getState().setPickerOpen(false);
            if (refocus) buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

function PickerPopover({
  anchor,
  fileName,
  chosen,
  currentId,
  onClose,
}: {
  anchor: React.RefObject<HTMLButtonElement | null>;
  fileName: string;
  chosen: string | undefined;
  currentId: string | undefined;
  onClose: (refocus: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState(0);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const options = useMemo<Option[]>(() => {
    const result: Option[] = [];
    const trimmed = query.trim();
    if (chosen && !trimmed) {
      result.push({ key: 'auto', languageId: null, label: 'Detect automatically', group: 'auto' });
    }
    if (!trimmed) {
      for (const id of POPULAR_IDS) {
        const language = languageById(id);
        if (language) {
          result.push({
            key: `p-${id}`,
            languageId: id,
            label: language.name,
            group: 'popular',
            language,
          });
        }
      }
    }
    for (const language of searchLanguages(trimmed)) {
      result.push({
        key: `a-${language.id}`,
        languageId: language.id,
        label: language.name,
        group: 'all',
        language,
      });
    }
    return result;
  }, [query, chosen]);

  const activeIndex = options.length === 0 ? -1 : Math.min(index, options.length - 1);
  const optionId = (i: number) => `${baseId}-option-${i}`;

  useLayoutEffect(() => {
    const place = () => {
      const button = anchor.current?.getBoundingClientRect();
      const box = popoverRef.current?.getBoundingClientRect();
      if (!button || !box) return;
      const width = box.width;
      const left = Math.max(8, Math.min(button.left, window.innerWidth - width - 8));
      setPosition({ top: button.bottom + 4, left });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor]);

  // Focus once placed: a box still hidden while it is measured cannot take focus.
  const placed = position !== null;
  useEffect(() => {
    if (placed) inputRef.current?.focus();
  }, [placed]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popoverRef.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [anchor, onClose]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from a stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const choose = (option: Option | undefined) => {
    if (!option) return;
    languageStore.getState().chooseForActive(option.languageId);
    anchor.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const n = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n) setIndex((activeIndex + 1) % n);
        break;
      case 'ArrowUp':
        if (n) setIndex((activeIndex - 1 + n) % n);
        break;
      case 'Home':
        if (query) return; // the caret moves in the search text
        setIndex(0);
        break;
      case 'End':
        if (query) return;
        setIndex(n - 1);
        break;
      case 'PageDown':
        if (n) setIndex(Math.min(n - 1, activeIndex + 8));
        break;
      case 'PageUp':
        if (n) setIndex(Math.max(0, activeIndex - 8));
        break;
      case 'Enter':
        choose(options[activeIndex]);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const renderOption = (option: Option, i: number) => {
    const selected = option.languageId === null ? false : option.languageId === currentId;
    return (
      // The combobox pattern: focus stays in the search box, which handles the keys for the
      // options (aria-activedescendant); options only take the pointer.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === activeIndex}
        aria-current={selected ? 'true' : undefined}
        className={`language-option language-option-${option.group}${i === activeIndex ? ' is-active' : ''}${selected ? ' is-current' : ''}`}
        onPointerMove={() => {
          if (i !== activeIndex) setIndex(i);
        }}
        onClick={() => choose(option)}
      >
        <span className="language-option-name">{option.label}</span>
        {option.group === 'all' && option.language && (
          <>
            <span className="language-option-ext">
              {[
                ...option.language.extensions.slice(0, 3),
                ...(option.language.filenames?.slice(0, 1) ?? []),
              ].join(' ')}
            </span>
            <span className="language-option-badges">
              {option.language.hasLSP && (
                <span className="lang-badge lang-badge-lsp" title="Language server support">
                  LSP
                </span>
              )}
              {option.language.aiSupported && (
                <span className="lang-badge lang-badge-ai" title="AI help">
                  AI
                </span>
              )}
            </span>
          </>
        )}
        {option.group === 'auto' && (
          <span className="language-option-ext">from the file name and content</span>
        )}
      </div>
    );
  };

  const indexed = options.map((option, i) => ({ option, i }));
  const auto = indexed.filter((o) => o.option.group === 'auto');
  const popular = indexed.filter((o) => o.option.group === 'popular');
  const all = indexed.filter((o) => o.option.group === 'all');

  return createPortal(
    <div
      ref={popoverRef}
      className="language-picker"
      role="dialog"
      aria-label={`Select the language of ${fileName}`}
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
    >
      <div className="language-search">
        <Search size={14} aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${baseId}-listbox`}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          aria-label="Search languages by name or extension"
          placeholder="Search languages or extensions…"
          spellCheck={false}
          value={query}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setIndex(0);
          }}
        />
      </div>
      <div
        ref={listRef}
        id={`${baseId}-listbox`}
        role="listbox"
        aria-label="Languages"
        className="language-listbox"
      >
        {auto.length > 0 && (
          <div role="group" aria-label="Automatic">
            {auto.map(({ option, i }) => renderOption(option, i))}
          </div>
        )}
        {popular.length > 0 && (
          <div role="group" aria-labelledby={`${baseId}-popular`} className="language-popular">
            <div id={`${baseId}-popular`} className="language-group-title" role="presentation">
              Popular
            </div>
            <div className="language-grid">
              {popular.map(({ option, i }) => renderOption(option, i))}
            </div>
          </div>
        )}
        {all.length > 0 && (
          <div role="group" aria-labelledby={`${baseId}-all`}>
            <div id={`${baseId}-all`} className="language-group-title" role="presentation">
              {query.trim()
                ? `Matching languages (${all.length})`
                : `All languages (${all.length})`}
            </div>
            {all.map(({ option, i }) => renderOption(option, i))}
          </div>
        )}
      </div>
      {options.length === 0 && (
        <p className="language-empty" role="status">
          No languages match “{query.trim()}”. Try a name such as Python or an extension such as
          .rs.
        </p>
      )}
    </div>,
    document.body,
  );
}
