/**
 * Actions on text (Run, the AI actions, the language picker, documentation) do nothing to a
 * binary file such as an image, and say why instead of working on an empty text.
 */
import { isBinaryEntry } from '../core/files/binary';
import { activeEntry, filesStore } from './files-store';
import { toast } from './toasts-store';

/** The reason `action` cannot work on a file named `name`, in a few plain words. */
export function binaryRefusal(action: string, name: string): string {
  return `${action} works on text, and ${name} is a binary file (an image, a sound or other data). Open a code or text file and try again.`;
}

/** True when the open file is binary: then it says so and the caller does nothing. */
export function refuseBinaryFile(action: string): boolean {
  const entry = activeEntry(filesStore.getState());
  if (!isBinaryEntry(entry)) return false;
  toast({
    id: 'binary-file-refusal', // one notice however often the key is pressed
    type: 'info',
    title: `${action}: not for ${entry.name}`,
    message: binaryRefusal(action, entry.name),
  });
  return true;
}
