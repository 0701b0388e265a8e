/**
 * The editor's AI actions for commands and buttons: they reach the AI controller of the one
 * editor once Monaco has loaded, and report whether they can run now.
 */
import type { AiController } from './ai-controller';
import { activeEntry, filesStore } from '../../state/files-store';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorAiStore } from '../../state/editor-ai-store';
import { editorStatsStore } from '../../state/editor-stats-store';
import { refuseBinaryFile } from '../../state/binary-guard';

let current: AiController | null = null;

export function setAiController(controller: AiController | null): void {
  current = controller;
}

/** From the live editor's figures (the stored content lags typing by up to a second). */
const hasContent = () =>
  activeEntry(filesStore.getState()) !== undefined && editorStatsStore.getState().words !== 0;

/** Optimize is disabled while busy or with the AI off. */
export function canOptimize(): boolean {
  return (
    current !== null &&
    activeEntry(filesStore.getState()) !== undefined &&
    aiSettingsStore.getState().aiEnabled &&
    !editorAiStore.getState().optimizing
  );
}

/** Auto-fix is disabled when auto-fix is off or the content is empty. */
export function canAutoFix(): boolean {
  return (
    current !== null &&
    aiSettingsStore.getState().autoFixEnabled &&
    hasContent() &&
    !editorAiStore.getState().fixing
  );
}

export function canTriggerCompletion(): boolean {
  return (
    current !== null &&
    aiSettingsStore.getState().aiEnabled &&
    activeEntry(filesStore.getState()) !== undefined
  );
}

export const runOptimize = () =>
  refuseBinaryFile('Optimize Code') ? undefined : current?.optimize();
export const runAutoFix = () => (refuseBinaryFile('Auto-Fix') ? undefined : current?.autoFix());
export const triggerCompletion = () =>
  refuseBinaryFile('AI completion') ? undefined : current?.triggerCompletion();
