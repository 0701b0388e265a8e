/**
 * Commands of the welcome screen, the header, Focus Mode and beginner guidance, registered once:
 * Focus Mode (Ctrl/Cmd+Shift+F), tips and tour, the Quick Actions' sample files and API docs links,
 * the start-backend flow and setup guide, and the info toasts of the Security, Auto-Fix and Chat
 * entries of the header's More Options menu.
 */
import type { Command } from '../core/commands/command';
import { aiEngine } from '../workers/ai-instance';
import { activeEntry, filesStore } from '../state/files-store';
import { editorService } from '../state/editor-service';
import { languageStore } from '../state/language-store';
import { toast } from '../state/toasts-store';
import { refuseBinaryFile } from '../state/binary-guard';
import { workspaceStore } from '../state/workspace-store';
import { toggleFocusMode } from '../features/focus-mode/focus-mode';
import { startTour } from '../features/tips/tour';
import { SAMPLE_FILES } from '../features/welcome/samples';
import { createFirstFile } from '../features/welcome/Welcome';
import {
  API_DOCS_URL,
  LOCAL_API_DOCS_URL,
  createSampleFile,
  openInNewTab,
  sampleCommandId,
  setupStore,
  startBackend,
} from '../features/welcome/welcome-actions';

const pct = (n: number) => `${Math.round(n * 100)}%`;

/**
 * Quantum analysis (Ctrl/Cmd+Shift+Q): the quality analysis of the open file (complexity,
 * maintainability, advice) by the app's AI provider (the server while connected, else the engine in
 * this browser's AI worker), shown as a toast of the 'quantum' category. A failure is logged and
 * shows nothing.
 */
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

export function workspaceCommands(): Command[] {
  return [
    {
      id: 'ai.quantumAnalysis',
      title: 'Quantum Analysis',
      description: 'Analyse the open file: complexity, maintainability and advice',
      category: 'ai',
      // Chrome keeps Ctrl+Shift+Q (quit) for itself: Alt+Shift+Q reaches the page.
      keys: ['mod+shift+q', 'alt+shift+q'],
      inEditor: true,
      when: () => activeEntry(filesStore.getState()) !== undefined,
      run: runQuantumAnalysis,
    },
    {
      id: 'view.toggleFocusMode',
      title: 'Toggle Focus Mode',
      description:
        'Hide the sidebar, terminal and AI drawer to leave only the code, or restore them',
      category: 'view',
      keys: ['mod+shift+f'],
      run: toggleFocusMode,
    },
    {
      id: 'help.toggleTips',
      title: 'Toggle Beginner Tips',
      description:
        'Show or hide the explanations that appear when you point at a part of the screen',
      category: 'help',
      run: () => {
        const { tipsOn, setTipsOn } = workspaceStore.getState();
        setTipsOn(!tipsOn);
      },
    },
    {
      id: 'help.startTour',
      title: 'Take the Tour',
      description: 'A short walk through the main areas; it resumes where you left it',
      category: 'help',
      run: startTour,
    },
    {
      id: 'welcome.createFirstFile',
      title: 'Create First File',
      description: 'Create hello-world.js, a first program to run and change',
      category: 'file',
      run: createFirstFile,
    },
    ...SAMPLE_FILES.map((sample): Command => ({
      id: sampleCommandId(sample.name),
      title: `Create Sample: ${sample.name}`,
      description: `${sample.label}: a runnable, commented file`,
      category: 'file',
      run: () => createSampleFile(sample.name),
    })),
    {
      id: 'help.openApiDocs',
      title: 'Open API Docs',
      description: 'The API documentation of the server this page came from, in a new tab',
      category: 'help',
      run: () => openInNewTab(API_DOCS_URL),
    },
    {
      id: 'help.openLocalApiDocs',
      title: 'Open Local API Docs (port 8000)',
      description: 'The API documentation of a server started with npm start, in a new tab',
      category: 'help',
      run: () => openInNewTab(LOCAL_API_DOCS_URL),
    },
    {
      id: 'backend.start',
      title: 'One-Click Start Backend',
      description: 'Connect to the project server, or show how to start it',
      category: 'settings',
      run: () => startBackend(),
    },
    {
      id: 'help.setupGuide',
      title: 'Open Setup Guide',
      description: 'Five steps to run the editor with its own server',
      category: 'help',
      run: () => setupStore.getState().setGuideOpen(true),
    },
    {
      id: 'help.securityInfo',
      title: 'Security Panel',
      description: 'Where the security features are',
      category: 'help',
      run: () =>
        void toast({
          type: 'info',
          title: 'Security Panel',
          message: 'Security features integrated into AI drawer',
        }),
    },
    {
      id: 'help.autoFixInfo',
      title: 'Auto-Fix Info',
      description: 'Where the auto-fix features are',
      category: 'help',
      run: () =>
        void toast({
          type: 'info',
          title: 'Auto-Fix',
          message: 'Auto-fix features integrated into editor',
        }),
    },
    {
      id: 'help.chatInfo',
      title: 'Chat',
      description: 'About chat',
      category: 'help',
      run: () => void toast({ type: 'info', title: 'Chat', message: 'Chat features coming soon' }),
    },
  ];
}

/**
 * On the first visit: turns beginner tips on and records the visit; the welcome screen then
 * offers the tour.
 */
export function startGuidance(): void {
  workspaceStore.getState().initGuidance();
}
