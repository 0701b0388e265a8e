/**
 * The welcome screen's commands: the first file, the Quick Actions' sample files and API docs
 * links, the start-backend flow and the setup guide.
 */
import type { Command } from '../../core/commands/command';
import type { Contribution } from '../../ui/contribution';
import { SAMPLE_FILES } from './samples';
import { createFirstFile } from './Welcome';
import {
  API_DOCS_URL,
  LOCAL_API_DOCS_URL,
  createSampleFile,
  openInNewTab,
  sampleCommandId,
  setupStore,
  startBackend,
} from './welcome-actions';

export const welcomeContribution: Contribution = {
  commands: () => [
    {
      id: 'welcome.createFirstFile',
      title: 'Create First File',
      description: 'Choose Python or JavaScript and a name: a first program to run and change',
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
  ],
};
