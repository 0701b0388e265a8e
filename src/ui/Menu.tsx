/**
 * Menus (WAI-ARIA menu button pattern): `<MenuButton>` opens a menu under a button and
 * `<ContextMenu>` opens one at a point. Arrow keys move (wrapping), Home and End jump, a letter
 * jumps to the next item starting with it, Enter or Space chooses, Esc closes. A click outside
 * closes. The menu is kept inside the window. Focus goes back to the opener (the button, or
 * what had focus before a context menu) before an item's action runs, so a dialog that the
 * action opens returns focus there too.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusedElement } from './focus';
import './menu.css';

export interface MenuItem {
  id: string;
  label: string;
  /** Shown at the right, e.g. a shortcut ('F2'). */
  hint?: string;
  icon?: ReactNode;
  disabled?: boolean;
  onSelect: () => void;
}

/** Why a menu closed: an item was chosen, Esc/Tab, or a click or focus elsewhere. */
type CloseReason = 'chosen' | 'dismissed' | 'outside';

const MARGIN = 4;

/** Where a box of `size` goes near `point` so that it stays inside `viewport`. */
export function placeInside(
  point: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  flipAbove?: number,
): { left: number; top: number } {
  let top = point.y;
  if (top + size.height > viewport.height - MARGIN && flipAbove !== undefined) {
    top = flipAbove - size.height; // not enough room below the button: open above it
  }
  return {
    left: Math.max(MARGIN, Math.min(point.x, viewport.width - size.width - MARGIN)),
    top: Math.max(MARGIN, Math.min(top, viewport.height - size.height - MARGIN)),
  };
}

interface MenuListProps {
  items: readonly MenuItem[];
  label: string;
  /** Top-left corner wanted. */
  anchor: { x: number; y: number };
  /** When the menu does not fit below, its bottom goes here (the top of the button). */
  flipAbove?: number;
  /** 'first' or 'last' item gets focus on open. */
  start: 'first' | 'last';
  /** Presses on this element do not count as outside (the menu button toggles itself). */
  ownerRef?: RefObject<HTMLElement | null>;
  /** Shows `label` as a visible title above the items (and names the menu by it). */
  titled?: boolean;
  onClose: (reason: CloseReason) => void;
}

function enabledIndex(items: readonly MenuItem[], from: number, step: 1 | -1): number {
  const n = items.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + step * k) % n) + n) % n;
    if (!items[i]?.disabled) return i;
  }
  return -1;
}

function MenuList({
  items,
  label,
  anchor,
  flipAbove,
  start,
  ownerRef,
  titled,
  onClose,
}: MenuListProps) {
  const titleId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState(() =>
    start === 'first' ? enabledIndex(items, -1, 1) : enabledIndex(items, items.length, -1),
  );
  const [position, setPosition] = useState<CSSProperties>({
    left: anchor.x,
    top: anchor.y,
    visibility: 'hidden',
  });
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // Blur and click can both report the same close; the owner hears it once.
  const closedRef = useRef(false);
  const close = (reason: CloseReason) => {
    if (closedRef.current) return;
    closedRef.current = true;
    onCloseRef.current(reason);
  };
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  useLayoutEffect(() => {
    const el = menuRef.current;
    if (!el) return;
    const { width, height } = el.getBoundingClientRect();
    const { left, top } = placeInside(
      anchor,
      { width, height },
      { width: window.innerWidth, height: window.innerHeight },
      flipAbove,
    );
    setPosition({ left, top });
  }, [anchor, flipAbove]);

  // Also once the menu is placed: a `visibility: hidden` element cannot take focus, so focusing
  // before the first placement would leave focus on the opener (and Esc, arrows with it).
  const placed = position.visibility !== 'hidden';
  useLayoutEffect(() => {
    if (placed) (itemRefs.current[active] ?? menuRef.current)?.focus();
  }, [active, placed]);

  useEffect(() => {
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (!target || menuRef.current?.contains(target) || ownerRef?.current?.contains(target)) {
        return;
      }
      closeRef.current('outside');
    };
    const onResize = () => closeRef.current('outside');
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('resize', onResize);
    window.addEventListener('blur', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('blur', onResize);
    };
  }, [ownerRef]);

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    close('chosen');
    item.onSelect();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const { key } = event;
    if (key === 'ArrowDown') setActive((i) => enabledIndex(items, i, 1));
    else if (key === 'ArrowUp') setActive((i) => enabledIndex(items, i, -1));
    else if (key === 'Home') setActive(enabledIndex(items, -1, 1));
    else if (key === 'End') setActive(enabledIndex(items, items.length, -1));
    else if (key === 'Escape') close('dismissed');
    else if (key === 'Tab') {
      // Let Tab move on from the opener, as the menu button pattern asks.
      close('dismissed');
      return;
    } else if (key.length === 1 && /\S/.test(key) && !event.ctrlKey && !event.metaKey) {
      const lower = key.toLowerCase();
      const n = items.length;
      for (let k = 1; k <= n; k++) {
        const i = (active + k) % n;
        const item = items[i];
        if (item && !item.disabled && item.label.toLowerCase().startsWith(lower)) {
          setActive(i);
          break;
        }
      }
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const menuItems = items.map((item, i) => (
    <button
      key={item.id}
      ref={(el) => {
        itemRefs.current[i] = el;
      }}
      type="button"
      role="menuitem"
      tabIndex={i === active ? 0 : -1}
      aria-disabled={item.disabled || undefined}
      className="ui-menu-item"
      onClick={() => choose(item)}
      onMouseMove={() => {
        if (!item.disabled && i !== active) setActive(i);
      }}
    >
      <span className="ui-menu-icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="ui-menu-label">{item.label}</span>
      {item.hint && (
        <kbd className="ui-menu-hint" aria-hidden="true">
          {item.hint}
        </kbd>
      )}
    </button>
  ));

  // A titled menu is a box holding the title and the menu (a menu may hold only its items).
  return createPortal(
    <div
      ref={menuRef}
      role={titled ? undefined : 'menu'}
      aria-label={titled ? undefined : label}
      className="ui-menu"
      tabIndex={-1}
      style={position}
      data-ui-popup=""
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !menuRef.current?.contains(next) && !ownerRef?.current?.contains(next)) {
          close('outside');
        }
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      {titled ? (
        <>
          <div id={titleId} className="ui-menu-title">
            {label}
          </div>
          <div role="menu" aria-labelledby={titleId}>
            {menuItems}
          </div>
        </>
      ) : (
        menuItems
      )}
    </div>,
    document.body,
  );
}

export interface MenuButtonProps {
  /** The button's accessible name (and tooltip when it shows only an icon). */
  label: string;
  /** With an icon, the button shows only the icon; without, it shows the label. */
  icon?: ReactNode;
  items: readonly MenuItem[];
  /** Extra class for the button. */
  className?: string;
  /** The menu's own accessible name, when it differs from the button's (default: `label`). */
  menuLabel?: string;
  /** Show the menu's name as a visible title above its items. */
  titled?: boolean;
}

export function MenuButton({ label, icon, items, className, menuLabel, titled }: MenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [anchor, setAnchor] = useState({ x: 0, y: 0 });
  const [flipAbove, setFlipAbove] = useState<number | undefined>(undefined);

  const openMenu = (start: 'first' | 'last') => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) {
      setAnchor({ x: rect.left, y: rect.bottom + MARGIN });
      setFlipAbove(rect.top - MARGIN);
    }
    setOpen(start);
  };

  const close = (reason: CloseReason) => {
    // Focus back on the button first, so what the item opens can return focus here.
    if (reason !== 'outside') buttonRef.current?.focus();
    setOpen(false);
  };

  const base = icon ? 'icon-btn' : 'btn';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className ? `${base} ${className}` : base}
        aria-label={icon ? label : undefined}
        title={icon ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {icon ?? label}
      </button>
      {open && (
        <MenuList
          items={items}
          label={menuLabel ?? label}
          anchor={anchor}
          flipAbove={flipAbove}
          start={open}
          ownerRef={buttonRef}
          titled={titled}
          onClose={close}
        />
      )}
    </>
  );
}

export interface ContextMenuProps {
  /** Viewport coordinates (clientX / clientY). */
  x: number;
  y: number;
  items: readonly MenuItem[];
  onClose: () => void;
  /** The menu's accessible name, e.g. 'Actions for notes.txt'. */
  label?: string;
}

/** A menu at a point (right-click, Shift+F10 or the context-menu key), kept on screen. */
export function ContextMenu({ x, y, items, onClose, label = 'Context menu' }: ContextMenuProps) {
  // What had focus before the menu opened, to give it back before an item's action runs.
  const [returnTo] = useState(focusedElement);
  const anchor = useMemo(() => ({ x, y }), [x, y]);
  return (
    <MenuList
      items={items}
      label={label}
      anchor={anchor}
      start="first"
      onClose={(reason) => {
        if (reason !== 'outside' && returnTo?.isConnected) returnTo.focus();
        onClose();
      }}
    />
  );
}
