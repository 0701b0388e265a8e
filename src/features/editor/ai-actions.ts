/**
 * The editor's AI actions for commands and buttons: they reach the AI controller of the one
 * editor through the editor service, where it registers itself once Monaco has loaded, and
 * report whether they can run now.
 */
import { activeEntry, filesStore } from '../../state/files-store';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorAiStore } from '../../state/editor-ai-store';
import { editorStatsStore } from '../../state/editor-stats-store';
import { refuseBinaryFile } from '../../state/binary-guard';
import { editorService } from '../../state/editor-service';

const ai = () => editorService.ai();

/** From the live editor's figures (the stored content lags typing by up to a second). */
const hasContent = () =>
  activeEntry(filesStore.getState()) !== undefined && editorStatsStore.getState().words !== 0;

/** Optimize is disabled while busy or with the AI off. */
export function canOptimize(): boolean {
  return (
    ai() !== null &&
    activeEntry(filesStore.getState()) !== undefined &&
    aiSettingsStore.getState().aiEnabled &&
    !editorAiStore.getState().optimizing
  );
}

/** Auto-fix is disabled when auto-fix is off or the content is empty. */
export function canAutoFix(): boolean {
  return (
    ai() !== null &&
    aiSettingsStore.getState().autoFixEnabled &&
    hasContent() &&
    !editorAiStore.getState().fixing
  );
}

export function canTriggerCompletion(): boolean {
  return (
    ai() !== null &&
    aiSettingsStore.getState().aiEnabled &&
    activeEntry(filesStore.getState()) !== undefined
  );
}

export const runOptimize = () => (refuseBinaryFile('Optimize Code') ? undefined : ai()?.optimize());
export const runAutoFix = () => (refuseBinaryFile('Auto-Fix') ? undefined : ai()?.autoFix());
export const triggerCompletion = () =>
  refuseBinaryFile('AI completion') ? undefined : ai()?.triggerCompletion();
