// The editor's commands: the AI actions on the open file, quantum analysis, and the choices
// offered when another tab changed the open file.
import type { Contribution } from '../../ui/contribution';
import { aiEditorCommands } from './ai-commands';
import { conflictCommands } from './conflict-commands';
import { quantumAnalysisCommand } from './quantum-analysis';

export const editorContribution: Contribution = {
  commands: () => [...conflictCommands(), ...aiEditorCommands(), quantumAnalysisCommand],
};
