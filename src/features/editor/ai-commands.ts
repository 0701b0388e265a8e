/**
 * The editor's AI commands (optimise, auto-fix, completion, the AI switches): the palette, the
 * keyboard and the editor header's buttons run these.
 */
import type { Command } from '../../core/commands/command';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { activeEntry, filesStore } from '../../state/files-store';
import {
  canAutoFix,
  canOptimize,
  canTriggerCompletion,
  runAutoFix,
  runOptimize,
  triggerCompletion,
} from './ai-actions';

const toggle = (key: 'aiEnabled' | 'autoCorrect' | 'monitoring') => () =>
  aiSettingsStore.getState().set({ [key]: !aiSettingsStore.getState()[key] });

export function aiEditorCommands(): Command[] {
  return [
    {
      id: 'ai.optimize',
      title: 'Optimize Code',
      description: 'Suggest faster or clearer code for the open file',
      category: 'ai',
      keys: ['mod+i'],
      inEditor: true,
      when: canOptimize,
      run: () => void runOptimize(),
    },
    {
      id: 'ai.autoFix',
      title: 'Auto-Fix',
      description: 'Fix common mistakes in the open file and show what changed',
      category: 'ai',
      keys: ['mod+shift+f'],
      editorOnly: true,
      when: canAutoFix,
      run: () => void runAutoFix(),
    },
    {
      id: 'ai.triggerCompletion',
      title: 'Suggest Completion',
      description: 'Ask the AI for grey ghost text at the cursor now (Tab accepts it)',
      category: 'ai',
      keys: ['alt+\\'],
      inEditor: true,
      when: canTriggerCompletion,
      run: () => triggerCompletion(),
    },
    {
      id: 'ai.toggleAssistant',
      title: 'Toggle AI Assistant',
      description: 'Turn AI completion, the quality bar and optimisation on or off',
      category: 'ai',
      run: toggle('aiEnabled'),
    },
    {
      id: 'ai.toggleAutoCorrect',
      title: 'Toggle Auto-Correct',
      description: 'Turn corrections for selected code on or off',
      category: 'ai',
      run: toggle('autoCorrect'),
    },
    {
      id: 'ai.toggleMonitoring',
      title: 'Toggle Auto-Fix Monitoring',
      description: 'Check the open file every 10 s and apply only very confident fixes',
      category: 'ai',
      when: () => activeEntry(filesStore.getState()) !== undefined,
      run: toggle('monitoring'),
    },
  ];
}
