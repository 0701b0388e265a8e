/**
 * The xterm.js widget inside the terminal panel. One widget serves every session: the
 * controller redraws it from the active session's transcript.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { terminalsStore } from '../../state/terminals-store';
import { workspaceStore } from '../../state/workspace-store';
import { TerminalController } from './terminal-controller';

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

  return <div ref={hostRef} className="terminal-xterm" />;
}
