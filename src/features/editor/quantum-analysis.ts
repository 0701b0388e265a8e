/**
 * Quantum analysis (Ctrl/Cmd+Shift+Q): the quality analysis of the open file (complexity,
 * maintainability, advice) by the app's AI provider (the server while connected, else the engine in
 * this browser's AI worker), shown as a toast of the 'quantum' category. A failure is logged and
 * shows nothing.
 */
import type { Command } from '../../core/commands/command';
import { aiEngine } from '../../workers/ai-instance';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorService } from '../../state/editor-service';
import { languageStore } from '../../state/language-store';
import { toast } from '../../state/toasts-store';
import { refuseBinaryFile } from '../../state/binary-guard';

const pct = (n: number) => `${Math.round(n * 100)}%`;

export async function runQuantumAnalysis(): Promise<void> {
  const entry = activeEntry(filesStore.getState());
  if (!entry || refuseBinaryFile('Quantum Analysis')) return;
  const content = editorService.readText(entry.id) ?? '';
  if (content.trim() === '') {
    toast({
      type: 'info',
      category: 'quantum',
      title: 'Quantum Analysis',
      message: `${entry.name} is empty: write some code to analyse first.`,
    });
    return;
  }
  const active = languageStore.getState().active;
  const language = active?.fileId === entry.id ? active.detection.languageId : 'plaintext';
  let result;
  try {
    result = await aiEngine().analyzeQuality(content, language);
  } catch (error) {
    console.warn('Quantum analysis failed', error);
    return;
  }
  const count = result.suggestions.length;
  const advice = count
    ? ` ${count} suggestion${count === 1 ? '' : 's'}: ${result.suggestions[0]}`
    : ' No suggestions.';
  toast({
    type: 'info',
    category: 'quantum',
    title: `Quantum Analysis: ${entry.name}`,
    message: `Complexity ${pct(result.complexity)}, maintainability ${pct(result.maintainability)}.${advice}`,
    duration: 10_000,
  });
}

export const quantumAnalysisCommand: Command = {
  id: 'ai.quantumAnalysis',
  title: 'Quantum Analysis',
  description: 'Analyse the open file: complexity, maintainability and advice',
  category: 'ai',
  // Chrome keeps Ctrl+Shift+Q (quit) for itself: Alt+Shift+Q reaches the page.
  keys: ['mod+shift+q', 'alt+shift+q'],
  inEditor: true,
  when: () => activeEntry(filesStore.getState()) !== undefined,
  run: runQuantumAnalysis,
};
