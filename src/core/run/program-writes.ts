/**
 * The files a program writes into the project are checked like an import: each at most
 * IMPORT_LIMITS.fileBytes, at most IMPORT_LIMITS.files of them in one run and
 * IMPORT_LIMITS.totalBytes together. A write past a limit is refused with a line the Run tab
 * shows, once per limit, so a program writing thousands of files or one huge one never fills
 * browser storage past what it can save, nor the Run tab with the same warning.
 */
import { IMPORT_LIMITS } from '../files/transfer';

type Limit = 'size' | 'count' | 'total' | 'empty' | 'folder' | 'outside';

export interface ProgramWrites {
  /** Null when the write may go into the project; otherwise the line to show, or '' (said). */
  check(path: string, length: number): string | null;
  /** Whether this run wrote `path` (a file it made may go again without a word). */
  wrote(path: string): boolean;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The checks for one run. A file's size is its text's length, never more than its bytes. */
export function programWrites(
  limits: { files: number; fileBytes: number; totalBytes: number } = IMPORT_LIMITS,
): ProgramWrites {
  /** The size of each file this run wrote, by path. */
  const written = new Map<string, number>();
  let total = 0;
  const said = new Set<Limit>();
  const refuse = (limit: Limit, line: string) => {
    if (said.has(limit)) return '';
    said.add(limit);
    return line;
  };
  return {
    check(path, length) {
      if (path.trim() === '') {
        return refuse(
          'empty',
          'A file with no name was not saved in the project: the program wrote to an empty file name ("").',
        );
      }
      if (path.endsWith('/')) {
        return refuse(
          'folder',
          `${path} was not saved in the project: a file name cannot end in "/" (that names a folder).`,
        );
      }
      if (path.startsWith('/') || path.split('/').includes('..')) {
        return refuse('outside', `${path} was not saved: it is outside the project folder.`);
      }
      if (length > limits.fileBytes) {
        return refuse(
          'size',
          `${path} was not saved in the project: it holds ${megabytes(length)}, and a file can hold at most ${megabytes(limits.fileBytes)}. Your other files are safe.`,
        );
      }
      const before = written.get(path);
      if (before === undefined && written.size >= limits.files) {
        return refuse(
          'count',
          `${path} and the files after it were not saved in the project: one run can write at most ${limits.files.toLocaleString('en')} files.`,
        );
      }
      const next = total - (before ?? 0) + length;
      if (next > limits.totalBytes) {
        return refuse(
          'total',
          `${path} was not saved in the project: this run's files would hold more than ${megabytes(limits.totalBytes)} together.`,
        );
      }
      written.set(path, length);
      total = next;
      return null;
    },
    wrote: (path) => written.has(path),
  };
}
