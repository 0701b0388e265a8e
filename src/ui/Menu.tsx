/**
 * Accessible menus (WAI-ARIA menu button pattern): a button that opens a menu, and a context
 * menu at a point. Arrows, Home and End move, Enter or Space chooses, Esc and a click outside
 * close, and focus returns to where it was.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './menu.css';

export interface MenuItem {
  id: string;
  label: string;
  hint?: string;
  icon?: ReactNode;
  disabled?: boolean;
  onSelect: () => void;
}

interface MenuListProps {
  items: MenuItem[];
  label: string;
  onClose: (chosen: boolean) => void;
  /** Where the menu's top-left corner goes; it is moved to stay inside the window. */
  anchor: { x: number; y: number };
}

function MenuList({ items, label, onClose, anchor }: MenuListProps) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      items.findIndex((i) => !i.disabled),
    ),
  );
  const ownRef = useRef<HTMLUListElement>(null);
  const [style, setStyle] = useState<React.CSSProperties>({
    position: 'fixed',
    left: anchor.x,
    top: anchor.y,
  });

  useLayoutEffect(() => {
    const el = ownRef.current;
    if (!el) return;
    const { width, height } = el.getBoundingClientRect();
    setStyle({
      position: 'fixed',
      left: Math.max(4, Math.min(anchor.x, window.innerWidth - width - 4)),
      top: Math.max(4, Math.min(anchor.y, window.innerHeight - height - 4)),
    });
  }, [anchor.x, anchor.y]);

  useEffect(() => {
    ownRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[index]?.focus();
  }, [index]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!ownRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [onClose]);

  const move = (from: number, step: number) => {
    for (let n = 1; n <= items.length; n++) {
      const i = (from + step * n + items.length * n) % items.length;
      if (!items[i]?.disabled) return setIndex(i);
    }
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    onClose(true);
    item.onSelect();
  };

  return (
    <ul
      role="menu"
      aria-label={label}
      className="menu"
      style={style}
      ref={ownRef}
      onKeyDown={(event) => {
        const handled = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape', 'Tab'];
        if (!handled.includes(event.key)) return;
        event.preventDefault();
        if (event.key === 'ArrowDown') move(index, 1);
        if (event.key === 'ArrowUp') move(index, -1);
        if (event.key === 'Home') move(-1, 1);
        if (event.key === 'End') move(items.length, -1);
        if (event.key === 'Escape' || event.key === 'Tab') onClose(false);
      }}
    >
      {items.map((item, i) => (
        <li
          key={item.id}
          role="menuitem"
          tabIndex={i === index ? 0 : -1}
          aria-disabled={item.disabled || undefined}
          className="menu-item"
          onClick={() => choose(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(item);
            }
          }}
          onMouseEnter={() => !item.disabled && setIndex(i)}
        >
          {item.icon && (
            <span className="menu-icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <span className="menu-label">{item.label}</span>
          {item.hint && <kbd className="menu-hint">{item.hint}</kbd>}
        </li>
      ))}
    </ul>
  );
}

export function MenuButton({
  label,
  icon,
  items,
}: {
  label: string;
  icon?: ReactNode;
  items: MenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState({ x: 0, y: 0 });

  const openMenu = () => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (rect) setAnchor({ x: rect.left, y: rect.bottom + 4 });
    setOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={icon ? 'icon-btn' : 'btn'}
        aria-label={icon ? label : undefined}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        {icon ?? label}
      </button>
      {open && (
        <MenuList
          items={items}
          label={label}
          anchor={anchor}
          onClose={(chosen) => {
            setOpen(false);
            if (!chosen) buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** A menu at a point (right-click or Shift+F10), kept inside the window. */
export function ContextMenu({
  x,
  y,
  label,
  items,
  onClose,
}: {
  x: number;
  y: number;
  label: string;
  items: MenuItem[];
  onClose: () => void;
}) {
  return <MenuList items={items} label={label} anchor={{ x, y }} onClose={() => onClose()} />;
}
