/**
 * The editor header's ▶ Run button, ■ Stop while a program runs. Both run commands, so the
 * keys, the palette and the button do one thing.
 */
import { useStore } from 'zustand';
import { Play, Square } from 'lucide-react';
import { runStore } from '../../state/run-store';
import { CommandButton } from '../../ui/CommandButton';

export function RunButton() {
  const status = useStore(runStore, (s) => s.status);
  if (status !== 'idle') {
    return (
      <CommandButton
        id="run.stop"
        className="btn run-stop"
        aria-label="Stop Run"
        tooltip={(key) => `Stop the running program (${key})`}
      >
        <Square size={13} aria-hidden="true" /> <span className="run-button-label">Stop</span>
      </CommandButton>
    );
  }
  return (
    <CommandButton
      id="run.file"
      className="btn run-button"
      aria-label="Run File"
      tooltip={(_key, title, keys) =>
        `${title} (${keys.join(' or ')}); Shift+Enter runs the selection`
      }
    >
      <Play size={14} aria-hidden="true" /> <span className="run-button-label">Run</span>
    </CommandButton>
  );
}
