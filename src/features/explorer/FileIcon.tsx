/**
 * The explorer's icons. A row draws its icons as background images of its ::before box (a
 * folder's chevron and icon are two of them; explorer.css, row-list.ts): a large tree renders
 * rows on every scroll, search key and opened folder, and an `<svg><use>` per icon was two
 * elements and a cloned shadow tree for the browser to style and lay out.
 *
 * The images are lucide's icons, drawn once in a hidden sprite and turned into data URLs in the
 * colour the sprite inherits (the theme's muted text colour), in a style sheet of their own:
 * SVGs at first, bitmaps once the editor is editable and the page idle. They are made again when
 * the theme or high contrast changes.
 */
import { memo, useLayoutEffect, useRef } from 'react';
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
import { fileIconKind, isMakeFileName } from '../../core/languages/registry';
import { startUpDone } from '../editor';

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

/** The attributes of <html> that change the theme's colours (app/App.tsx, accessibility). */
const THEME_ATTRIBUTES = ['data-theme', 'data-high-contrast'];

/** The size each icon is drawn at (explorer.css: a chevron's box is 14px, a type icon's 16px). */
const sizeOf = (name: string) => (name.startsWith('chevron-') ? 14 : 16);

/** The chevron drawn before a folder's icon, open or closed. */
const CHEVRONS: Partial<Record<string, string>> = {
  folder: 'chevron-right',
  'folder-open': 'chevron-down',
};

/**
 * The style sheet's text: each icon's image for the sprite's copy, and for the rows' ::before
 * box (explorer.css) by the row's `icon-<name>` class, a folder's after its chevron.
 */
const rulesOf = (images: ReadonlyMap<string, string>) => {
  const url = (name: string) => `url("${images.get(name) ?? ''}")`;
  const rules = [...images.keys()].map(
    (name) => `.file-icon.icon-${name}{background-image:${url(name)}}`,
  );
  for (const name of images.keys()) {
    if (name.startsWith('chevron-')) continue;
    const chevron = CHEVRONS[name];
    const both = chevron ? `${url(chevron)},${url(name)}` : url(name);
    rules.push(`.explorer-row.icon-${name}::before{background-image:${both}}`);
  }
  return rules.join('\n');
};

/**
 * An SVG image drawn at `pixels` square as a PNG data URL, or null where the browser cannot draw
 * one. A bitmap is cheaper to paint than an SVG image, which counts when a folder opens many rows
 * at once.
 */
async function bitmapOf(svgUrl: string, pixels: number): Promise<string | null> {
  const image = document.createElement('img');
  if (typeof image.decode !== 'function') return null;
  image.src = svgUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0, pixels, pixels);
  return canvas.toDataURL('image/png');
}

/**
 * Writes a style sheet with a rule for each `.icon-<name>` class. Memoised: it has no props, so
 * a search key or a folder opened does not render its icons again.
 *
 * The rules first hold SVG images, so the first frame has its icons. When the page is idle they
 * are drawn as bitmaps at the screen's pixel ratio, and drawn again when that ratio changes (a
 * zoom, another screen).
 */
export const IconSprite = memo(function IconSprite() {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    const sprite = ref.current;
    if (!sprite) return;
    // Rules with the images written out, not custom properties: a var() holding a data URL is
    // substituted and parsed again for every element that uses it.
    const style = document.createElement('style');
    document.head.append(style);
    let colour = '';
    let svgs = new Map<string, string>();
    /** Counts the drawings started: only the latest may write its rules. */
    let drawing = 0;
    let cancelLater = () => {};
    const drawBitmaps = async () => {
      const mine = ++drawing;
      const scale = window.devicePixelRatio || 1;
      const bitmaps = new Map<string, string>();
      try {
        for (const [name, url] of svgs) {
          const png = await bitmapOf(url, Math.round(sizeOf(name) * scale));
          if (!png || mine !== drawing) return;
          bitmaps.set(name, png);
        }
      } catch {
        return; // the SVG images stay
      }
      style.textContent = rulesOf(bitmaps);
    };
    /** The SVG images now, the bitmaps once the page is idle; a drawing under way is dropped. */
    const showImages = () => {
      drawing++;
      style.textContent = rulesOf(svgs);
      cancelLater();
      let cancelled = false;
      let cancelWait = () => {};
      cancelLater = () => {
        cancelled = true;
        cancelWait();
      };
      // Not before the editor is editable: drawing them is idle work the start-up can use.
      void startUpDone.then(() => {
        if (cancelled) return;
        if (typeof requestIdleCallback === 'function') {
          const id = requestIdleCallback(() => void drawBitmaps(), { timeout: 2000 });
          cancelWait = () => cancelIdleCallback(id);
        } else {
          const id = window.setTimeout(() => void drawBitmaps(), 200);
          cancelWait = () => window.clearTimeout(id);
        }
      });
    };
    const writeRules = () => {
      const now = getComputedStyle(sprite).color;
      if (now === colour) return;
      colour = now;
      const serializer = new XMLSerializer();
      svgs = new Map();
      for (const group of sprite.querySelectorAll<SVGGElement>('g[data-icon]')) {
        const icon = group.firstElementChild;
        if (!icon || !group.dataset.icon) continue;
        const svg = serializer.serializeToString(icon).replaceAll('currentColor', colour);
        svgs.set(group.dataset.icon, `data:image/svg+xml,${encodeURIComponent(svg)}`);
      }
      showImages();
    };
    writeRules();
    // The colour follows the theme; React does not render the sprite again when it changes.
    const observer = new MutationObserver(writeRules);
    observer.observe(document.documentElement, { attributeFilter: THEME_ATTRIBUTES });
    // The bitmaps follow the pixel ratio: a query for the current one reports when it changes.
    let ratio: MediaQueryList | null = null;
    const onRatio = () => {
      watchRatio();
      showImages();
    };
    const watchRatio = () => {
      ratio?.removeEventListener('change', onRatio);
      ratio = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`) ?? null;
      ratio?.addEventListener('change', onRatio);
    };
    watchRatio();
    return () => {
      drawing++;
      cancelLater();
      ratio?.removeEventListener('change', onRatio);
      observer.disconnect();
      style.remove();
    };
  }, []);
  // Each image is also used once here, out of sight, so the browser has read it before a row
  // first shows it: reading an SVG image slows the frame that first needs it.
  return (
    <span aria-hidden="true" className="explorer-sprite">
      <svg ref={ref} width="0" height="0">
        {Object.entries(ICONS).map(([name, Icon]) => (
          <g key={name} data-icon={name}>
            <Icon size={16} />
          </g>
        ))}
      </svg>
      {Object.keys(ICONS).map((name) => (
        <span key={name} className={`file-icon icon-${name}`} />
      ))}
    </span>
  );
});

/** Images first (an .svg is XML too), then the language table's icon for the name. */
export function fileIconName(entry: FileEntry, open: boolean): IconName {
  if (entry.type === 'folder') return open ? 'folder-open' : 'folder';
  if (/\.(png|jpe?g|gif|svg|webp)$/i.test(entry.name)) return 'image';
  if (/\.rst$/i.test(entry.name)) return 'text';
  if (isMakeFileName(entry.name)) return 'code';
  return fileIconKind(entry.name) ?? 'file';
}
