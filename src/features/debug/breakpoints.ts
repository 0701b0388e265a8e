/** The project's breakpoints as a recording names places: project paths without the slash. */
import type { FileEntry } from '../../core/files/file-entry';
import type { Breakpoint } from '../../core/run/recording';

export function projectBreakpoints(entries: readonly FileEntry[]): Breakpoint[] {
  const breakpoints: Breakpoint[] = [];
  for (const e of entries) {
    for (const line of e.breakpoints ?? []) breakpoints.push({ file: e.path.slice(1), line });
  }
  return breakpoints;
}
