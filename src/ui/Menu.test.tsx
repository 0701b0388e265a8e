// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContextMenu, MenuButton, placeInside, type MenuItem } from './Menu';

afterEach(cleanup);

const items = (onSelect = vi.fn()): MenuItem[] => [
  { id: 'new-file', label: 'New File…', onSelect: () => onSelect('new-file') },
  {
    id: 'new-folder',
    label: 'New Folder…',
    hint: 'Alt+Shift+N',
    onSelect: () => onSelect('new-folder'),
  },
  { id: 'locked', label: 'Locked', disabled: true, onSelect: () => onSelect('locked') },
  { id: 'delete', label: 'Delete…', onSelect: () => onSelect('delete') },
];

const focusedName = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  it('opens a menu on click with the first item focused and says it is expanded', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="New file or folder" icon={<span>+</span>} items={items()} />);
    const button = screen.getByRole('button', { name: 'New file or folder' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'New file or folder' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'New File…' }));
  });

  it('shows its name as a visible title above the items when titled, and keeps the keys', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <MenuButton
        label="Select Terminal Type"
        icon={<span>v</span>}
        items={items(onSelect)}
        titled
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select Terminal Type' }));
    const menu = screen.getByRole('menu', { name: 'Select Terminal Type' });
    expect(menu.previousElementSibling?.textContent).toBe('Select Terminal Type');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'New File…' }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('new-folder');
  });

  it('moves with arrows (wrapping, skipping disabled items), Home and End', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="Actions" items={items()} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toContain('Delete…');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toContain('New File…');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedName()).toContain('Delete…');
    await user.keyboard('{Home}');
    expect(focusedName()).toContain('New File…');
    await user.keyboard('{End}');
    expect(focusedName()).toContain('Delete…');
    await user.keyboard('n');
    expect(focusedName()).toContain('New File…');
  });

  it('Enter chooses: the menu closes, focus is back on the button, then the item runs', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn(() => {
      expect(screen.queryByRole('menu')).toBeTruthy(); // still rendering; focus already back
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }));
    });
    render(<MenuButton label="Actions" items={items(onSelect)} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('new-folder');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Esc closes and returns focus; disabled items do nothing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<MenuButton label="Actions" items={items(onSelect)} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Locked' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <MenuButton label="Actions" items={items()} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a second click on the button closes it', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="Actions" items={items()} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('ContextMenu', () => {
  it('opens at a point, chooses with Enter, and gives focus back first', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<button type="button">Row</button>);
    const row = screen.getByRole('button', { name: 'Row' });
    row.focus();
    render(
      <ContextMenu
        x={30}
        y={40}
        label="Actions for a.js"
        items={items(onSelect)}
        onClose={onClose}
      />,
    );
    const menu = screen.getByRole('menu', { name: 'Actions for a.js' });
    expect(menu.style.left).toBe('30px');
    expect(menu.style.top).toBe('40px');
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(row);
  });
});

describe('placeInside', () => {
  const viewport = { width: 800, height: 600 };
  const size = { width: 200, height: 150 };
  it('keeps a menu inside the window', () => {
    expect(placeInside({ x: 10, y: 10 }, size, viewport)).toEqual({ left: 10, top: 10 });
    expect(placeInside({ x: 750, y: 580 }, size, viewport)).toEqual({ left: 596, top: 446 });
    expect(placeInside({ x: -20, y: -5 }, size, viewport)).toEqual({ left: 4, top: 4 });
  });
  it('opens above its button when there is no room below', () => {
    expect(placeInside({ x: 10, y: 500 }, size, viewport, 470)).toEqual({ left: 10, top: 320 });
  });
});
