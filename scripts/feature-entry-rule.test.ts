// The lint rule that keeps each feature's internals its own (eslint-rules/feature-entry.js).
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import featureEntry from '../eslint-rules/feature-entry.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

const at = (file: string) => `/repo/src/${file}`;

tester.run('feature-entry', featureEntry, {
  valid: [
    { filename: at('features/help/HelpPanel.tsx'), code: "import { x } from './help-data';" },
    { filename: at('features/help/HelpPanel.tsx'), code: "import { Run } from '../run';" },
    { filename: at('features/help/Help.tsx'), code: "import { Run } from '../run/index';" },
    { filename: at('app/App.tsx'), code: "import { Header } from '../features/header';" },
    {
      filename: at('app/contributions.ts'),
      code: "import { c } from '../features/help/contribution';",
    },
    { filename: at('main.tsx'), code: "import { A } from './features/error-protection';" },
    { filename: at('state/x.ts'), code: "import { y } from '../core/y';" },
  ],
  invalid: [
    {
      filename: at('features/help/HelpPanel.tsx'),
      code: "import { RunButton } from '../run/RunButton';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('features/help/HelpPanel.tsx'),
      code: "const m = import('../run/run-controller');",
      errors: [{ messageId: 'internal' }],
    },
    {
      // A feature's contribution is the app's to collect, not another feature's.
      filename: at('features/help/HelpPanel.tsx'),
      code: "import { c } from '../run/contribution';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('app/App.tsx'),
      code: "import { Header } from '../features/header/Header';",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('app/start.ts'),
      code: "const m = import('../features/run/run-controller');",
      errors: [{ messageId: 'internal' }],
    },
    {
      filename: at('main.tsx'),
      code: "import { A } from './features/error-protection/AppCrashBoundary';",
      errors: [{ messageId: 'internal' }],
    },
  ],
});
