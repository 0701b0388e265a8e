/**
 * The editor header's ▶ Run button, ■ Stop while a program runs, and Step Through beside them.
 * Each runs a command, so the keys, the palette and the buttons do one thing.
 */
import { useStore } from 'zustand';
import { Footprints, Play, Square } from 'lucide-react';
import { runStore } from '../../state/run-store';
import { CommandButton } from '../../ui/CommandButton';

export function RunButton() {
  const status = useStore(runStore, (s) => s.status);
  return (
    <>
      {status !== 'idle' ? (
        <CommandButton
          id="run.stop"
          className="btn run-stop"
          aria-label="Stop Run"
          tooltip={(key) =>
            key ? `Stop the running program (${key})` : 'Stop the running program'
          }
        >
          <Square size={13} aria-hidden="true" /> <span className="run-button-label">Stop</span>
        </CommandButton>
      ) : (
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
      )}
      <CommandButton
        id="debug.stepThrough"
        className="btn"
        aria-label="Step Through"
        tooltip={(_key, title, keys) =>
          `${title}: run the program recorded, paused on its first line, to step forwards and back${
            keys.length > 0 ? ` (${keys.join(' or ')})` : ''
          }`
        }
      >
        <Footprints size={14} aria-hidden="true" />{' '}
        <span className="run-button-label">Step Through</span>
      </CommandButton>
    </>
  );
}
