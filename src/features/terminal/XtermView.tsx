/**
 * The xterm.js widget inside the terminal panel. One widget serves every session: the
 * controller redraws it from the active session's transcript.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { terminalsStore } from '../../state/terminals-store';
import { workspaceStore } from '../../state/workspace-store';
import { activeSession } from '../../state/terminals-store';
import { toast } from '../../state/toasts-store';
import { ContextMenu, type MenuItem } from '../../ui/Menu';
import { formatBinding } from '../../core/commands/keys';
import { isMac } from '../../state/commands';
import { TerminalController } from './terminal-controller';

const COPY_REFUSED =
  'The browser did not allow writing to the clipboard: select the text and press Ctrl+C.';
const PASTE_REFUSED =
  'The browser did not allow reading the clipboard from a menu: press Ctrl+V in the terminal instead.';

export function XtermView({ describedBy }: { describedBy: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<TerminalController | null>(null);
  const theme = useStore(workspaceStore, (s) => s.theme);
  const focusRequest = useStore(terminalsStore, (s) => s.focusRequest);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const controller = new TerminalController(host, workspaceStore.getState().theme);
    controller.textarea?.setAttribute('aria-describedby', describedBy);
    controllerRef.current = controller;
    return () => {
      controllerRef.current = null;
      controller.dispose();
    };
  }, [describedBy]);

  useEffect(() => {
    controllerRef.current?.setTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (focusRequest > 0) controllerRef.current?.focus();
  }, [focusRequest]);

  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const items = (): MenuItem[] => {
    const controller = controllerRef.current;
    if (!controller) return [];
    return [
      {
        id: 'copy',
        label: 'Copy',
        hint: formatBinding('mod+c', isMac),
        disabled: !controller.hasSelection(),
        onSelect: () =>
          void controller.copySelection().then((ok) => {
            if (!ok) toast({ type: 'error', title: 'Copy refused', message: COPY_REFUSED });
          }),
      },
      {
        id: 'paste',
        label: 'Paste',
        hint: formatBinding('mod+v', isMac),
        onSelect: () =>
          void navigator.clipboard
            .readText()
            .then((text) => controller.paste(text))
            .catch(() => toast({ type: 'info', title: 'Paste', message: PASTE_REFUSED })),
      },
      { id: 'select-all', label: 'Select All', onSelect: () => controller.selectAll() },
      {
        id: 'clear',
        label: 'Clear Terminal',
        onSelect: () => {
          const session = activeSession(terminalsStore.getState());
          if (session) terminalsStore.getState().clear(session.id);
          controller.focus();
        },
      },
    ];
  };

  return (
    <>
      <div
        ref={hostRef}
        className="terminal-xterm"
        onContextMenu={(event) => {
          event.preventDefault();
          // The context-menu key and Shift+F10 give no pointer position: open at the top left.
          const rect = event.currentTarget.getBoundingClientRect();
          const fromKeyboard = event.clientX === 0 && event.clientY === 0;
          setMenu(
            fromKeyboard
              ? { x: rect.left + 16, y: rect.top + 16 }
              : { x: event.clientX, y: event.clientY },
          );
        }}
      />
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label="Terminal actions"
          items={items()}
          onClose={() => setMenu(null)}
        />
      )}
    </>
  );
}
