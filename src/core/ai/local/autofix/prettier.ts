/**
 * Formatting with Prettier's standalone build and only the plugins a language needs, loaded on
 * first use. Options follow the editor (tab size 2 with spaces); everything else is
 * Prettier's default, the style most JavaScript projects a beginner meets use.
 */
import type { Plugin } from 'prettier';
import type { LanguageKey } from '../../language';

type Parser =
  'babel' | 'typescript' | 'css' | 'scss' | 'less' | 'html' | 'vue' | 'json' | 'markdown' | 'yaml';

export function prettierParser(key: LanguageKey): Parser | undefined {
  switch (key) {
    case 'javascript':
    case 'jsx':
      return 'babel';
    case 'typescript':
    case 'tsx':
      return 'typescript';
    case 'css':
    case 'scss':
    case 'less':
    case 'html':
    case 'vue':
    case 'json':
    case 'markdown':
    case 'yaml':
      return key;
    default:
      return undefined;
  }
}

async function pluginsFor(parser: Parser): Promise<Plugin[]> {
  switch (parser) {
    case 'babel':
    case 'json':
      return Promise.all([import('prettier/plugins/babel'), import('prettier/plugins/estree')]);
    case 'typescript':
      return Promise.all([
        import('prettier/plugins/typescript'),
        import('prettier/plugins/estree'),
      ]);
    case 'css':
    case 'scss':
    case 'less':
      return Promise.all([import('prettier/plugins/postcss')]);
    case 'html':
    case 'vue':
      return Promise.all([
        import('prettier/plugins/html'),
        import('prettier/plugins/postcss'),
        import('prettier/plugins/babel'),
        import('prettier/plugins/estree'),
      ]);
    case 'markdown':
      return Promise.all([import('prettier/plugins/markdown')]);
    case 'yaml':
      return Promise.all([import('prettier/plugins/yaml')]);
  }
}

/** The formatted text; rejects with Prettier's syntax error when the code does not parse. */
export async function prettierFormat(code: string, key: LanguageKey): Promise<string> {
  const parser = prettierParser(key);
  if (!parser) return code;
  const [{ format }, plugins] = await Promise.all([
    import('prettier/standalone'),
    pluginsFor(parser),
  ]);
  return format(code, { parser, plugins, tabWidth: 2, useTabs: false });
}
