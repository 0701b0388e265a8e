/**
 * The editor's AI row: the AI Assistant and Auto-Correct switches,
 * Optimize Code and Auto-Fix (each disabled when it cannot run), background monitoring, and the
 * code-quality bar (complexity %, maintainability %, suggestion count).
 */
import { useStore } from 'zustand';
import { Sparkles, Wand2 } from 'lucide-react';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorAiStore } from '../../state/editor-ai-store';
import { editorStatsStore } from '../../state/editor-stats-store';
import { CommandButton } from '../../ui/CommandButton';

const pct = (n: number) => `${Math.round(n * 100)}%`;

function Switch({
  label,
  checked,
  onChange,
  hint,
  tip,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  hint: string;
  tip?: string;
}) {
  return (
    <label className="ai-switch" title={hint} data-tip={tip}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

export function AiToolbar({ fileId }: { fileId: string }) {
  const settings = useStore(aiSettingsStore);
  const optimizing = useStore(editorAiStore, (s) => s.optimizing);
  const fixing = useStore(editorAiStore, (s) => s.fixing);
  const quality = useStore(editorAiStore, (s) => (s.quality?.fileId === fileId ? s.quality : null));
  const hasWords = useStore(editorStatsStore, (s) => s.words !== 0);

  return (
    <div className="ai-toolbar" role="toolbar" aria-label="AI tools">
      <Switch
        label="AI Assistant"
        checked={settings.aiEnabled}
        onChange={(aiEnabled) => settings.set({ aiEnabled })}
        hint="Completion as you type, the quality bar and Optimize Code"
      />
      <Switch
        label="Auto-Correct"
        checked={settings.autoCorrect}
        onChange={(autoCorrect) => settings.set({ autoCorrect })}
        hint="Select code to get corrections for it"
        tip="auto-correct"
      />
      <CommandButton
        id="ai.optimize"
        className="btn"
        disabled={!settings.aiEnabled || optimizing}
        tooltip={(key) =>
          settings.aiEnabled
            ? `Optimize Code (${key})`
            : 'Turn the AI Assistant on to optimise code'
        }
      >
        <Sparkles size={14} aria-hidden="true" /> {optimizing ? 'Optimizing…' : 'Optimize Code'}
      </CommandButton>
      <CommandButton
        id="ai.autoFix"
        className="btn"
        disabled={!settings.autoFixEnabled || !hasWords || fixing}
        tooltip={(key) =>
          hasWords ? `Auto-Fix (${key} in the editor)` : 'Write some code to auto-fix'
        }
      >
        <Wand2 size={14} aria-hidden="true" /> {fixing ? 'Fixing…' : 'Auto-Fix'}
      </CommandButton>
      <Switch
        label="Monitor"
        checked={settings.monitoring}
        onChange={(monitoring) => settings.set({ monitoring })}
        hint="Check the file every 10 seconds and apply only fixes that are more than 95% sure"
      />
      <span className="ai-quality" role="status" aria-label="Code quality" aria-live="off">
        {!settings.aiEnabled || !quality ? null : quality.tooLarge ? (
          <span className="ai-quality-item">Not measured: file over 5 MB</span>
        ) : (
          <>
            <span className="ai-quality-item" title="Non-blank lines / 100, capped at 100%">
              Complexity <Meter value={quality.complexity} />
              <strong>{pct(quality.complexity)}</strong>
            </span>
            <span
              className="ai-quality-item"
              title="From function length, nesting depth, comments and repeated lines"
            >
              Maintainability <Meter value={quality.maintainability} />
              <strong>{pct(quality.maintainability)}</strong>
            </span>
            <span className="ai-quality-item">
              <strong>{quality.suggestions}</strong>{' '}
              {quality.suggestions === 1 ? 'suggestion' : 'suggestions'}
            </span>
          </>
        )}
      </span>
    </div>
  );
}

function Meter({ value }: { value: number }) {
  return (
    <span className="ai-meter" aria-hidden="true">
      <span style={{ width: `${Math.round(Math.max(0, Math.min(1, value)) * 100)}%` }} />
    </span>
  );
}
