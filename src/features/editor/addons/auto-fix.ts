/**
 * Auto-fix: the engine's fix of the shown file applied as one undoable edit, 'Auto-fixed: …'
 * for 3 s, and the diff of what changed and why. While monitoring is on (with auto-fix), the
 * file is checked periodically and a safe fix (fixed, confidence above 0.9) is applied the same
 * way. A fix is applied only to the text it was made for. Failures are logged only.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import { aiEngine } from '../../../workers/ai-instance';
import { editorAiStore } from '../../../state/editor-ai-store';
import { toast } from '../../../state/toasts-store';
import { shouldApplyPeriodicResult, startMonitoring, type Monitor } from '../../../core/ai/monitor';
import type { AutoFixResult } from '../../../core/ai/types';
import type { AiAddonDeps, EditorAddon } from './addon';

/** The auto-fix message shows for 3 s. */
const AUTO_FIX_TOAST_MS = 3000;

export interface AutoFix extends EditorAddon {
  run(): Promise<void>;
  /** Starts or stops monitoring after its switches changed. */
  syncMonitoring(): void;
}

export interface AutoFixDeps extends Omit<AiAddonDeps, 'enabled'> {
  fileId(): string | null;
  fileName(id: string): string;
  /** The shown file's language id ('javascript'), for the diff view. */
  languageId(): string;
  autoFixEnabled(): boolean;
  monitoring(): boolean;
}

/** What the fix left for the user, first problem named with its line ('' when nothing). */
function stillForYou(result: AutoFixResult): string {
  const left = result.remaining ?? [];
  const first = left[0];
  if (!first) return '';
  const more = left.length > 1 ? ` and ${left.length - 1} more` : '';
  return `Still for you: ${first.message}${first.line ? ` (line ${first.line})` : ''}${more}. `;
}

export function startAutoFix(
  editor: MonacoEditor.IStandaloneCodeEditor,
  deps: AutoFixDeps,
): AutoFix {
  const store = () => editorAiStore.getState();

  function applyFix(before: string, result: AutoFixResult, periodic: boolean): boolean {
    const model = editor.getModel();
    const id = deps.fileId();
    if (!model || !id || model.getValue() !== before) return false;
    editor.pushUndoStop();
    editor.executeEdits('ai-auto-fix', [
      { range: model.getFullModelRange(), text: result.fixed_code },
    ]);
    editor.pushUndoStop();
    store().setLastFix({
      fileId: id,
      fileName: deps.fileName(id),
      language: deps.languageId(),
      before,
      after: result.fixed_code,
      result,
    });
    toast({
      type: 'success',
      category: 'ai',
      title: `Auto-fixed: ${result.fixes_applied.join('; ')}`,
      message: `${periodic ? 'Background check. ' : ''}${
        result.manual_review_needed ? 'Please review this change. ' : ''
      }${stillForYou(result)}Ctrl/⌘+Z in the editor undoes it.`,
      duration: AUTO_FIX_TOAST_MS,
      action: { label: 'Show changes', handler: () => store().setDiffOpen(true) },
    });
    return true;
  }

  async function run(): Promise<void> {
    const model = editor.getModel();
    if (!model || !deps.autoFixEnabled() || store().fixing) return;
    const before = model.getValue();
    if (before.trim() === '') return; // disabled for empty content
    store().setBusy({ fixing: true });
    try {
      const result = await aiEngine().autoFix(before, deps.language());
      deps.noteProvider(result.provider);
      if (result.fixed && result.fixed_code !== before) {
        if (!applyFix(before, result, false)) {
          toast({
            type: 'info',
            category: 'ai',
            title: 'Not applied',
            message: 'The code changed while the fix was being made. Run Auto-Fix again.',
          });
        }
      } else {
        const left = result.remaining?.length ?? 0;
        toast({
          type: 'info',
          category: 'ai',
          title: 'Nothing to fix',
          message:
            left > 0
              ? `${left} ${left === 1 ? 'problem needs' : 'problems need'} your attention: ${result.remaining
                  ?.slice(0, 2)
                  .map((r) => r.message)
                  .join('; ')}`
              : 'No automatic fix applies to this code.',
        });
      }
    } catch (error) {
      console.warn('Auto-fix failed', error); // logged only
    } finally {
      store().setBusy({ fixing: false });
    }
  }

  let monitor: Monitor | null = null;
  function syncMonitoring(): void {
    const on = deps.monitoring() && deps.autoFixEnabled();
    if (on && !monitor) {
      monitor = startMonitoring({
        read: () => {
          const model = editor.getModel();
          if (!model || !deps.autoFixEnabled()) return undefined;
          const code = model.getValue();
          return code.trim() ? { code, language: deps.language() } : undefined;
        },
        fix: (code, language, signal) => aiEngine().autoFix(code, language, {}, { signal }),
        onResult: (result, code) => {
          // A periodic result applies only when fixed and above 0.9.
          if (shouldApplyPeriodicResult(result)) applyFix(code, result, true);
        },
      });
    } else if (!on && monitor) {
      monitor.stop();
      monitor = null;
    }
  }
  syncMonitoring();

  return {
    run,
    syncMonitoring,
    dispose() {
      monitor?.stop();
      monitor = null;
      store().setBusy({ fixing: false });
    },
  };
}
