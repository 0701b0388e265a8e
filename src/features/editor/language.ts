/**
 * The Monaco language for a file name, from the extensions and file names Monaco's own
 * language contributions declare. (The full language registry of SPEC §3 replaces this.)
 */
import type { Monaco } from './monaco';

export function languageForName(monaco: Monaco, name: string): string {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const ext = dot >= 0 ? lower.slice(dot) : '';
  for (const lang of monaco.languages.getLanguages()) {
    if (lang.filenames?.some((f) => f.toLowerCase() === lower)) return lang.id;
  }
  if (ext) {
    for (const lang of monaco.languages.getLanguages()) {
      if (lang.extensions?.some((e) => e.toLowerCase() === ext)) return lang.id;
    }
  }
  return 'plaintext';
}
