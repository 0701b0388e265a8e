/**
 * The editor header's ▶ Run button, ■ Stop while a program runs. Both run commands, so the
 * keys, the palette and the button do one thing.
 */
import { useStore } from 'zustand';
import { Play, Square } from 'lucide-react';
import { formatBinding } from '../../core/commands/keys';
import { commandRegistry, isMac } from '../../state/commands';
import { runStore } from '../../state/run-store';

export function RunButton() {
  const status = useStore(runStore, (s) => s.status);
  if (status !== 'idle') {
    return (
      <button
        type="button"
        className="btn run-stop"
        aria-label="Stop Run"
        title={`Stop the running program (${formatBinding('shift+f5', isMac)})`}
        onClick={() => void commandRegistry.run('run.stop', 'button')}
      >
        <Square size={13} aria-hidden="true" /> <span className="run-button-label">Stop</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn run-button"
      aria-label="Run File"
      title={`Run File (F5 or ${formatBinding('mod+enter', isMac)}); Shift+Enter runs the selection`}
      onClick={() => void commandRegistry.run('run.file', 'button')}
    >
      <Play size={14} aria-hidden="true" /> <span className="run-button-label">Run</span>
    </button>
  );
}
