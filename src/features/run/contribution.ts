/**
 * Running code, registered once: Run File (F5, Ctrl/Cmd+Enter, the ▶ button), Run Selection
 * (Shift+Enter in the editor while text is selected), Stop (Shift+F5, the ■ button, Ctrl+C in
 * the Run tab), Explain This Error, the HTML preview and the Run tab. The runner's code loads
 * on first use, not with the app.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { editorService } from '../../state/editor-service';
import { activeEntry, filesStore } from '../../state/files-store';
import { runOutput, runStore } from '../../state/run-store';
import { applyRunErrorFix, runErrorFix } from '../../state/run-error-fix';
import { terminalsStore } from '../../state/terminals-store';
import { refuseBinaryFile } from '../../state/binary-guard';

const controller = () => import('./run-controller');

const hasFile = () => activeEntry(filesStore.getState()) !== undefined;
const running = () => runStore.getState().status !== 'idle';
const hasSelection = () => {
  const selection = editorService.readSelection();
  const active = activeEntry(filesStore.getState());
  return !!selection && !!active && selection.fileId === active.id && selection.text.trim() !== '';
};

export function runCommands(): Command[] {
  return [
    {
      id: 'run.file',
      title: 'Run File',
      description:
        'Run the open file in the browser (JavaScript, TypeScript, Python, SQL, Lua; HTML opens a preview)',
      category: 'run',
      keys: ['f5', 'mod+enter'],
      inEditor: true,
      when: hasFile,
      run: async () => {
        if (refuseBinaryFile('Run File')) return;
        await (await controller()).runActiveFile();
      },
    },
    {
      id: 'run.selection',
      title: 'Run Selection',
      description: 'Run only the selected lines of the open file',
      category: 'run',
      keys: ['shift+enter'],
      editorOnly: true,
      when: hasSelection,
      run: async () => (await controller()).runActiveFile({ selection: true }),
    },
    {
      id: 'run.stop',
      title: 'Stop Run',
      description: 'Stop the running program at once',
      category: 'run',
      keys: ['shift+f5'],
      inEditor: true,
      when: running,
      run: async () => void (await controller()).stopRun('user'),
    },
    {
      id: 'run.explainError',
      title: 'Explain This Error',
      description: "Ask the AI Assist tab to explain the last run's error",
      category: 'run',
      when: () => runStore.getState().lastError !== null,
      run: async () => (await import('./explain-error')).explainLastError(),
    },
    {
      id: 'run.applyErrorFix',
      title: 'Apply the Suggested Fix',
      description:
        "Make the change the last run's error explanation names in the open file (one undo step)",
      category: 'run',
      when: () => {
        const fix = runErrorFix();
        return fix !== null && fix.fileId === filesStore.getState().activeId;
      },
      run: () => {
        applyRunErrorFix();
      },
    },
    {
      id: 'run.showOutput',
      title: 'Show Run Output',
      description: 'Show the Run tab of the terminal panel',
      category: 'run',
      run: () => {
        runStore.getState().showTab(true);
        terminalsStore.getState().openPanel(false);
      },
    },
    {
      id: 'run.clearOutput',
      title: 'Clear Run Output',
      description: 'Empty the Run tab',
      category: 'run',
      when: () => runStore.getState().tabOpen,
      run: () => runOutput.clear(),
    },
    {
      id: 'run.closePreview',
      title: 'Close Preview',
      description: 'Close the live preview of the HTML file',
      category: 'run',
      when: () => runStore.getState().previewFileId !== null,
      run: () => runStore.setState({ previewFileId: null }),
    },
  ];
}

export const runContribution: Contribution = { commands: runCommands };
