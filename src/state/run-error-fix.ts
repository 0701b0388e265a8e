/**
 * The fix a failed run's explanation names (core/ai/hints.ts runErrorProblem), as a quick fix of
 * the file as it is now: while the error's marker stands (its line unchanged, core/ai/edits.ts
 * editIn), for the light bulb, the Run tab and the drawer. Applied as one undo step.
 */
import { editIn, editTitle, type Edit } from '../core/ai/edits';
import { runErrorProblem } from '../core/ai/hints';
import { editorService } from './editor-service';
import { findingsFor } from './hints-store';
import { runStore } from './run-store';

export interface RunErrorFix {
  fileId: string;
  /** "Change `nme` to `name`". */
  title: string;
  /** In the file's text now. */
  edit: Edit;
  /** The file's text now. */
  code: string;
}

/** The last run's fix for `fileId` (the shown file when left out), or null. */
export function runErrorFix(fileId?: string): RunErrorFix | null {
  const { lastError, marker } = runStore.getState();
  const id = fileId ?? marker?.fileId;
  if (!lastError || !marker || lastError.fileId !== id || marker.fileId !== id) return null;
  const code = editorService.readText(id);
  if (code === undefined) return null;
  const { edit } = runErrorProblem(
    lastError.error,
    lastError.explanation,
    lastError.source,
    findingsFor(lastError.source),
  );
  if (!edit) return null;
  const shift = marker.line - (lastError.error.location?.line ?? marker.line);
  const now = editIn(lastError.source, code, edit, shift);
  return now ? { fileId: id, title: editTitle(code, now), edit: now, code } : null;
}

/** Applies the last run's fix to its file; false when there is none for the text now. */
export function applyRunErrorFix(fileId?: string): boolean {
  const fix = runErrorFix(fileId);
  if (!fix) return false;
  editorService.applyEdit(fix.fileId, fix.edit);
  return true;
}
