/**
 * The `data:` URLs of the project's pictures, sounds, videos and fonts, by project path, for the
 * live preview: its frame has an opaque origin and cannot fetch them. Each file is read once
 * per version (its Blob), however often the preview is rebuilt.
 */
import { isBinaryEntry, mimeTypeOf } from '../../core/files/binary';
import { filesStore } from '../../state/files-store';

const read = new WeakMap<Blob, Promise<string>>();

function dataUrlOf(blob: Blob, name: string): Promise<string> {
  let url = read.get(blob);
  if (!url) {
    const typed = blob.type ? blob : new Blob([blob], { type: mimeTypeOf(name) });
    url = new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error(`${name} could not be read`));
      reader.readAsDataURL(typed);
    });
    read.set(blob, url);
  }
  return url;
}

/** Every binary file of the project that could be read, as a `data:` URL by path ('/a/b.png'). */
export async function projectMedia(): Promise<Map<string, string>> {
  const binary = filesStore.getState().entries.filter(isBinaryEntry);
  const urls = await Promise.all(binary.map((e) => dataUrlOf(e.blob, e.name).catch(() => null)));
  const media = new Map<string, string>();
  binary.forEach((e, i) => {
    const url = urls[i];
    if (url) media.set(e.path, url);
  });
  return media;
}
