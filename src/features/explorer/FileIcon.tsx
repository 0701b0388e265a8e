/**
 * The explorer's icons. Each is drawn once, as a symbol in a hidden sprite that the explorer
 * renders, and each row shows it with a two-element `<svg><use>`: a large tree renders rows on
 * every scroll and search, and a full icon component per row was a third of that work.
 * `currentColor` in a symbol follows the row's colour, as the icons did before.
 */
import { memo } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  ChevronDown,
  ChevronRight,
  File,
  FileCode2,
  FileJson,
  FileText,
  Folder,
  FolderOpen,
  Image,
} from 'lucide-react';
import type { FileEntry } from '../../core/files/file-entry';

const ICONS = {
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  file: File,
  code: FileCode2,
  json: FileJson,
  text: FileText,
  folder: Folder,
  'folder-open': FolderOpen,
  image: Image,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

const symbolId = (name: IconName) => `explorer-icon-${name}`;

/**
 * The symbols the rows point at; rendered once, by the explorer, out of sight. Memoised: it has
 * no props, so a search key or a folder opened does not render its nine icons again.
 */
export const IconSprite = memo(function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="explorer-sprite">
      <defs>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <symbol key={name} id={symbolId(name as IconName)} viewBox="0 0 24 24">
            <Icon size={24} />
          </symbol>
        ))}
      </defs>
    </svg>
  );
});

export function Icon({
  name,
  size,
  className,
}: {
  name: IconName;
  size: number;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

const CODE =
  /\.(js|jsx|ts|tsx|mjs|cjs|py|java|c|h|cpp|hpp|cc|rs|go|php|rb|swift|kt|scala|html|css|scss|sass|less|sql|sh|ps1|vue|svelte|r|lua|pl|hs|clj|erl|ex|exs|dart|fs|ml|asm|vhd|v|m|tex|xml|yaml|yml|toml)$/i;

export function fileIconName(entry: FileEntry, open: boolean): IconName {
  if (entry.type === 'folder') return open ? 'folder-open' : 'folder';
  if (/\.json$/i.test(entry.name)) return 'json';
  if (/\.(md|txt|rst)$/i.test(entry.name)) return 'text';
  if (/\.(png|jpe?g|gif|svg|webp)$/i.test(entry.name)) return 'image';
  if (CODE.test(entry.name) || /^(Dockerfile|Makefile)$/.test(entry.name)) return 'code';
  return 'file';
}

export function FileIcon({ entry, open }: { entry: FileEntry; open: boolean }) {
  return <Icon name={fileIconName(entry, open)} size={16} className="file-icon" />;
}
