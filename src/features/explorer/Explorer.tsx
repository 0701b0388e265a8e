/**
 * The file explorer: 'Files' header with a new file / new folder menu, a search box, the tree with
 * type icons and modified dots, a context menu with Rename and Delete, and both empty states.
 * Keyboard: arrows move, Enter opens, F2 renames, Delete deletes, Shift+F10 or the context-menu key
 * opens the menu.
 */
import { useMediaQuery } from '../../ui/use-media-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { filesStore } from '../../state/files-store';
import { workspaceStore } from '../../state/workspace-store';
import { MenuButton, ContextMenu, type MenuItem } from '../../ui/Menu';
import { parentPath, type FileEntry } from '../../core/files/file-entry';
import { createRowBuilder, type TreeRow, type TreeRows } from './tree-rows';
import { fileIconName, IconSprite } from './FileIcon';
import { createRowList, type RowList, type RowView } from './row-list';
import { commandRegistry } from '../../state/commands';
import {
  CommandButton,
  useCommandMenu,
  useCommandMenuItems,
  type CommandMenuEntry,
} from '../../ui/CommandButton';
import { DROP_HINT, droppedItems, importDropped, importProgress } from './transfer-actions';
import { DiskLinkNote, SaveToDiskButton } from './DiskLink';
import './explorer.css';

/** Every row is this tall (explorer.css `.explorer-row`), which is what lets the tree window. */
/** A row's height: 26 px, or 44 px for a finger on a touch screen (the CSS reads the same). */
const ROW_HEIGHT = 26;
const TOUCH_ROW_HEIGHT = 44;
/** Above this many rows only those in view (and OVERSCAN either side) are in the DOM. */
const WINDOW_ABOVE = 200;
const OVERSCAN = 6;

// The same elements on every render, so a search keystroke does not render these again.
const NEW_ICON = <Plus size={16} aria-hidden="true" />;
const SEARCH_ICON = <Search size={14} aria-hidden="true" className="explorer-search-icon" />;
const NEW_ITEMS: readonly CommandMenuEntry[] = [
  { id: 'new-file', label: 'New File…', commandId: 'file.new' },
  { id: 'new-folder', label: 'New Folder…', commandId: 'file.newFolder' },
];

const IMPORT_ICON = <Upload size={16} aria-hidden="true" />;
const DOWNLOAD_ICON = <Download size={16} aria-hidden="true" />;
const IMPORT_ITEMS: readonly CommandMenuEntry[] = [
  { id: 'open-folder', label: 'Open Folder…', commandId: 'file.openFolder' },
  { id: 'import-files', label: 'Import Files…', commandId: 'file.importFiles' },
  { id: 'import-zip', label: 'Import Zip…', commandId: 'file.importZip' },
];

/** Whether a drag carries files from the computer (not text or a link). */
const carriesFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');

interface MenuState {
  x: number;
  y: number;
  entry: FileEntry;
}

export function Explorer() {
  const entries = useStore(filesStore, (s) => s.entries);
  const activeId = useStore(filesStore, (s) => s.activeId);
  const expanded = useStore(filesStore, (s) => s.expanded);
  const [query, setQuery] = useState('');
  const rowHeight = useMediaQuery('(pointer: coarse)') ? TOUCH_ROW_HEIGHT : ROW_HEIGHT;
  const newItems = useCommandMenuItems(NEW_ITEMS);
  const importItems = useCommandMenuItems(IMPORT_ITEMS);
  const commandMenu = useCommandMenu();
  const [focusId, setFocusId] = useState<string | null>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [dropping, setDropping] = useState(false);
  const progress = useStore(importProgress);
  const treeRef = useRef<HTMLUListElement>(null);
  /** The rows' elements (row-list.ts), for the tree element they were made in. */
  const rowList = useRef<{ tree: HTMLUListElement; list: RowList } | null>(null);
  /** The tree's scroll container: the list inside it is as tall as all its rows. */
  const scrollRef = useRef<HTMLDivElement>(null);
  const [rowsOf] = useState(createRowBuilder);
  const rows = useMemo(() => rowsOf(entries, expanded, query), [rowsOf, entries, expanded, query]);
  const [view, setView] = useState({ top: 0, height: 800 });
  /**
   * The tree's scroll position and height as last reported by a scroll event or the resize
   * observer, when the page's layout was up to date; null until the first report.
   */
  const seen = useRef<{ top: number; height: number } | null>(null);
  const windowedRef = useRef(false);

  // The tree's scroll position and height decide which rows of a large tree are rendered. Both
  // are followed while there are files to show, in events that run after a layout, so reading
  // them costs nothing; the view (state) follows the height always, the scroll position only
  // while the tree windows.
  const windowed = rows.length > WINDOW_ABOVE;
  const hasFiles = entries.length > 0;
  // A tree that has just become large (a folder expanded) takes the last reported position and
  // height: reading them now would lay the page out in the middle of this commit, and again for
  // the frame. (Before the effect below, which reads windowedRef when the scroll box appears.)
  useLayoutEffect(() => {
    windowedRef.current = windowed;
    if (windowed) showSeen(seen.current, setView);
  }, [windowed]);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const measure = () => {
      seen.current = { top: scroller.scrollTop, height: scroller.clientHeight || 800 };
    };
    const onScroll = () => {
      measure();
      if (windowedRef.current) showSeen(seen.current, setView);
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            measure();
            showSeen(seen.current, setView);
          });
    scroller.addEventListener('scroll', onScroll, { passive: true });
    observer?.observe(scroller);
    // A tree that windows from its first render needs its view for this very frame: no report
    // has come yet, so it is read now (a layout of the page, once, when the scroll box appears).
    if (windowedRef.current) {
      measure();
      showSeen(seen.current, setView);
    }
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      seen.current = null;
    };
  }, [hasFiles]);

  const first = windowed ? Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN) : 0;
  const last = windowed
    ? Math.min(rows.length, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN)
    : rows.length;

  // The row that takes Tab into the tree: the one last focused, else the open file's, else the
  // first.
  const focusIndex = focusId === null ? -1 : rows.indexOf(focusId);
  const activeIndex = focusIndex < 0 && activeId !== null ? rows.indexOf(activeId) : -1;
  const currentIndex = focusIndex >= 0 ? focusIndex : activeIndex >= 0 ? activeIndex : 0;

  const focusRow = (id: string) => {
    setFocusId(id);
    const find = () => rowList.current?.list.elementOf(id) ?? null;
    // Focus at once when the row is on screen, so the next key press lands on it; a row that
    // appears only after this render (a folder just expanded) is focused on the next frame.
    let row = find();
    const scroller = scrollRef.current;
    const index = rows.indexOf(id);
    if (!row && scroller && windowed && index >= 0) {
      // A large tree renders only the rows in view: bring this one in, render, then focus.
      scroller.scrollTop = Math.max(0, index * rowHeight - scroller.clientHeight / 2);
      // Read back: the browser keeps the position within the list's height.
      const top = scroller.scrollTop;
      flushSync(() => setView({ top, height: scroller.clientHeight || 800 }));
      row = find();
    }
    if (row) row.focus();
    else requestAnimationFrame(() => find()?.focus());
  };

  const activate = (entry: FileEntry) => {
    if (entry.type === 'folder') {
      filesStore.getState().toggleFolder(entry.id);
    } else {
      filesStore.getState().open(entry.id);
      if (window.matchMedia('(max-width: 767px)').matches) {
        workspaceStore.getState().setSidebarCollapsed(true);
      }
    }
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number, rowElement: HTMLElement) => {
    const row = rows.at(index);
    if (!row) return;
    const { entry } = row;
    const move = (i: number) => {
      const target = rows.at(Math.max(0, Math.min(rows.length - 1, i)));
      if (target) focusRow(target.entry.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (entry.type === 'folder' && !row.expanded) filesStore.getState().toggleFolder(entry.id);
        else if (entry.type === 'folder') move(index + 1);
        break;
      case 'ArrowLeft':
        if (entry.type === 'folder' && row.expanded && query === '') {
          filesStore.getState().toggleFolder(entry.id);
        } else {
          const up = parentPath(entry.path);
          const parent = filesStore.getState().entries.find((e) => e.path === up);
          if (parent && rows.indexOf(parent.id) >= 0) focusRow(parent.id);
        }
        break;
      case 'Enter':
      case ' ':
        activate(entry);
        break;
      case 'F2':
        void commandRegistry.run('file.rename', 'keyboard', { id: entry.id });
        break;
      case 'Delete':
        void commandRegistry.run('file.delete', 'keyboard', { id: entry.id });
        break;
      case 'ContextMenu':
        openMenuAtRow(rowElement, entry);
        break;
      case 'F10':
        if (!event.shiftKey) return;
        openMenuAtRow(rowElement, entry);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const openMenuAtRow = (el: HTMLElement, entry: FileEntry) => {
    const rect = el.getBoundingClientRect();
    setMenu({ x: rect.left + 24, y: rect.bottom, entry });
  };

  // The rows in view, drawn by row-list.ts after each render (in the commit, so a row is there
  // to focus as soon as the render that brings it in is done). The row that takes Tab into the
  // tree is the current one, or the first rendered when the current one is scrolled out.
  const shown = rowsIn(rows, first, last);
  const views: RowView[] = shown.map((row, offset) => {
    const { entry } = row;
    const index = first + offset;
    return {
      id: entry.id,
      name: entry.name,
      path: entry.path,
      level: row.level,
      posInSet: row.posInSet,
      setSize: row.setSize,
      expanded: entry.type === 'folder' ? row.expanded : null,
      modified: entry.modified,
      active: entry.id === activeId,
      tabbable:
        index === currentIndex || (offset === 0 && (currentIndex < first || currentIndex >= last)),
      icon: fileIconName(entry, row.expanded),
    };
  });
  useLayoutEffect(() => {
    const tree = treeRef.current;
    if (!tree) {
      rowList.current = null;
      return;
    }
    if (rowList.current?.tree !== tree) rowList.current = { tree, list: createRowList(tree) };
    rowList.current.list.render(views);
  });
  /** The shown row an event happened in: its entry, index and element. */
  const rowAt = (target: EventTarget) => {
    const id = rowList.current?.list.idOf(target);
    const offset = id ? shown.findIndex((row) => row.entry.id === id) : -1;
    const element = id ? rowList.current?.list.elementOf(id) : null;
    const row = shown[offset];
    return row && element ? { entry: row.entry, index: first + offset, element } : null;
  };

  const menuItems = (entry: FileEntry): MenuItem[] => {
    const folder = { folder: entry.path };
    const file = { id: entry.id };
    const open: MenuItem = { id: 'open', label: 'Open', onSelect: () => activate(entry) };
    const items = commandMenu([
      ...(entry.type === 'folder'
        ? [
            ...NEW_ITEMS.map((item) => ({ ...item, args: folder, hint: '' })),
            {
              id: 'download',
              label: 'Download as Zip',
              commandId: 'file.downloadZip',
              args: folder,
            },
          ]
        : [{ id: 'download', label: 'Download', commandId: 'file.download', args: file }]),
      // The explorer's own keys, not the commands' (Alt+R renames the open file).
      { id: 'rename', label: 'Rename…', hint: 'F2', commandId: 'file.rename', args: file },
      { id: 'delete', label: 'Delete…', hint: 'Del', commandId: 'file.delete', args: file },
    ]);
    return entry.type === 'folder' ? items : [open, ...items];
  };

  // The search box keeps its own value (the query follows it) and is the same element on every
  // render, so React never renders it again: it sets an input's type, name and value each time
  // it does, which slows every key typed in the search.
  const searchBox = useMemo(
    () => (
      <input
        type="search"
        aria-label="Search files"
        placeholder="Search files"
        onChange={(e) => setQuery(e.target.value)}
      />
    ),
    [],
  );

  return (
    <nav
      className={`explorer${dropping ? ' is-dropping' : ''}`}
      aria-label="File explorer"
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        // Into the folder dropped on (or the folder of the file dropped on), else the root.
        const hit = rowAt(event.target);
        const target = !hit
          ? '/'
          : hit.entry.type === 'folder'
            ? hit.entry.path
            : parentPath(hit.entry.path);
        void importDropped(droppedItems(event.dataTransfer), target);
      }}
    >
      <IconSprite />
      <div className="explorer-header">
        <h2 className="explorer-title">Files</h2>
        <div className="explorer-actions">
          {/* First: the tip for the explorer opens on it and Tab goes on into the tip. */}
          <MenuButton label="New file or folder" icon={NEW_ICON} items={newItems} />
          <MenuButton label="Import files or a folder" icon={IMPORT_ICON} items={importItems} />
          <CommandButton
            id="file.downloadZip"
            className="icon-btn"
            aria-label="Download Project as Zip"
          >
            {DOWNLOAD_ICON}
          </CommandButton>
          <SaveToDiskButton />
        </div>
      </div>
      <DiskLinkNote />
      {progress && (
        <div className="explorer-progress">
          <progress aria-label="Importing files" max={progress.total} value={progress.done} />
          <span role="status">
            Importing {progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')}{' '}
            files…
          </span>
        </div>
      )}
      {dropping && (
        <p className="explorer-drop-hint" aria-hidden="true">
          {DROP_HINT}
        </p>
      )}
      <div className="explorer-search">
        {SEARCH_ICON}
        {searchBox}
      </div>
      {entries.length === 0 ? (
        <div className="explorer-empty">
          <p className="explorer-empty-title">No files yet</p>
          <p>Create your first file to get started</p>
          <p>{DROP_HINT}</p>
          <CommandButton id="file.new" className="btn btn-primary">
            New File
          </CommandButton>
        </div>
      ) : (
        // The scroll box stays while a search matches nothing, so its last reported height and
        // position still hold when the rows come back.
        <div className="explorer-scroll" ref={scrollRef}>
          {rows.length === 0 ? (
            <div className="explorer-empty" role="status">
              <p className="explorer-empty-title">No files match your search</p>
              <p>Try a different search term</p>
            </div>
          ) : (
            <ul
              className="explorer-tree"
              role="tree"
              aria-label="Files"
              ref={treeRef}
              onClick={(event) => {
                const hit = rowAt(event.target);
                if (!hit) return;
                setFocusId(hit.entry.id);
                activate(hit.entry);
              }}
              onContextMenu={(event) => {
                const hit = rowAt(event.target);
                if (!hit) return;
                event.preventDefault();
                setFocusId(hit.entry.id);
                setMenu({ x: event.clientX, y: event.clientY, entry: hit.entry });
              }}
              onKeyDown={(event) => {
                const hit = rowAt(event.target);
                if (hit) onKeyDown(event, hit.index, hit.element);
              }}
              style={
                windowed
                  ? {
                      paddingTop: first * rowHeight,
                      paddingBottom: 12 + (rows.length - last) * rowHeight,
                    }
                  : undefined
              }
            />
          )}
        </div>
      )}
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label={`Actions for ${menu.entry.name}`}
          items={menuItems(menu.entry)}
          onClose={() => {
            const id = menu.entry.id;
            setMenu(null);
            if (filesStore.getState().entries.some((e) => e.id === id)) focusRow(id);
          }}
        />
      )}
    </nav>
  );
}

/** Makes the view what was last seen of the tree; the same view again renders nothing. */
function showSeen(
  seen: { top: number; height: number } | null,
  setView: (
    update: (v: { top: number; height: number }) => { top: number; height: number },
  ) => void,
): void {
  if (!seen) return;
  setView((v) => (v.top === seen.top && v.height === seen.height ? v : seen));
}

/** The rows from `first` up to `last`, made for this render. */
function rowsIn(rows: TreeRows, first: number, last: number): TreeRow[] {
  const shown: TreeRow[] = [];
  for (let i = first; i < last; i++) {
    const row = rows.at(i);
    if (row) shown.push(row);
  }
  return shown;
}
