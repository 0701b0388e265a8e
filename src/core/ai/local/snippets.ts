/**
 * Common snippets local completion offers: the trigger word a beginner types and the code it
 * expands to. Bodies are plain text (no snippet placeholders), so any editor can insert them.
 */
import type { LanguageKey } from '../language';

export interface Snippet {
  trigger: string;
  body: string;
  description: string;
}

const JS: Snippet[] = [
  {
    trigger: 'for',
    body: 'for (let i = 0; i < items.length; i++) {\n  \n}',
    description: 'Counting loop',
  },
  { trigger: 'forof', body: 'for (const item of items) {\n  \n}', description: 'Loop over values' },
  {
    trigger: 'function',
    body: 'function name(params) {\n  \n}',
    description: 'Function declaration',
  },
  { trigger: 'arrow', body: 'const name = (params) => {\n  \n};', description: 'Arrow function' },
  { trigger: 'if', body: 'if (condition) {\n  \n}', description: 'If statement' },
  { trigger: 'ifelse', body: 'if (condition) {\n  \n} else {\n  \n}', description: 'If / else' },
  {
    trigger: 'try',
    body: 'try {\n  \n} catch (error) {\n  console.error(error);\n}',
    description: 'Try / catch',
  },
  { trigger: 'class', body: 'class Name {\n  constructor() {\n    \n  }\n}', description: 'Class' },
  { trigger: 'clog', body: 'console.log();', description: 'Log to the console' },
  { trigger: 'import', body: "import { name } from 'module';", description: 'Import' },
  { trigger: 'async', body: 'async function name(params) {\n  \n}', description: 'Async function' },
  {
    trigger: 'fetch',
    body: 'const response = await fetch(url);\nconst data = await response.json();',
    description: 'Fetch JSON',
  },
];

const PYTHON: Snippet[] = [
  { trigger: 'def', body: 'def name(params):\n    pass', description: 'Function' },
  {
    trigger: 'class',
    body: 'class Name:\n    def __init__(self):\n        pass',
    description: 'Class',
  },
  { trigger: 'for', body: 'for item in items:\n    pass', description: 'Loop over items' },
  { trigger: 'if', body: 'if condition:\n    pass', description: 'If statement' },
  {
    trigger: 'try',
    body: 'try:\n    pass\nexcept Exception as error:\n    print(error)',
    description: 'Try / except',
  },
  {
    trigger: 'with',
    body: 'with open(path) as file:\n    content = file.read()',
    description: 'Open a file',
  },
  {
    trigger: 'main',
    body: "if __name__ == '__main__':\n    main()",
    description: 'Script entry point',
  },
];

const CSS: Snippet[] = [
  {
    trigger: 'flex',
    body: 'display: flex;\njustify-content: center;\nalign-items: center;',
    description: 'Centre with flexbox',
  },
  {
    trigger: 'grid',
    body: 'display: grid;\ngrid-template-columns: repeat(3, 1fr);\ngap: 1rem;',
    description: 'Three-column grid',
  },
  {
    trigger: '@media',
    body: '@media (max-width: 768px) {\n  \n}',
    description: 'Mobile breakpoint',
  },
];

const HTML: Snippet[] = [
  {
    trigger: 'html',
    body: '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Title</title>\n  </head>\n  <body>\n    \n  </body>\n</html>',
    description: 'HTML page',
  },
  {
    trigger: 'link',
    body: '<link rel="stylesheet" href="style.css" />',
    description: 'Stylesheet link',
  },
  { trigger: 'script', body: '<script src="script.js"></script>', description: 'Script tag' },
];

export function snippetsFor(key: LanguageKey): readonly Snippet[] {
  switch (key) {
    case 'javascript':
    case 'jsx':
    case 'typescript':
    case 'tsx':
      return JS;
    case 'python':
      return PYTHON;
    case 'css':
    case 'scss':
    case 'less':
      return CSS;
    case 'html':
      return HTML;
    default:
      return [];
  }
}
