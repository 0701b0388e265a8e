import { File, FileCode2, FileJson, FileText, Folder, FolderOpen, Image } from 'lucide-react';
import type { FileEntry } from '../../core/files/file-entry';

const CODE =
  /\.(js|jsx|ts|tsx|mjs|cjs|py|java|c|h|cpp|hpp|cc|rs|go|php|rb|swift|kt|scala|html|css|scss|sass|less|sql|sh|ps1|vue|svelte|r|lua|pl|hs|clj|erl|ex|exs|dart|fs|ml|asm|vhd|v|m|tex|xml|yaml|yml|toml)$/i;

export function FileIcon({ entry, open }: { entry: FileEntry; open: boolean }) {
  const props = { size: 16, 'aria-hidden': true, className: 'file-icon' } as const;
  if (entry.type === 'folder') return open ? <FolderOpen {...props} /> : <Folder {...props} />;
  if (/\.json$/i.test(entry.name)) return <FileJson {...props} />;
  if (/\.(md|txt|rst)$/i.test(entry.name)) return <FileText {...props} />;
  if (/\.(png|jpe?g|gif|svg|webp)$/i.test(entry.name)) return <Image {...props} />;
  if (CODE.test(entry.name) || /^(Dockerfile|Makefile)$/.test(entry.name))
    return <FileCode2 {...props} />;
  return <File {...props} />;
}
