/**
 * The one place untrusted HTML is made safe: Markdown and AI output become HTML through `marked`,
 * then DOMPurify removes scripts, event handlers, `javascript:` links and anything else that could
 * run. Nothing else in the app may set inner HTML.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** Renders Markdown (from a file or the AI) as sanitised HTML. */
export function SafeMarkdown({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div
      className={className}
      // The only inner HTML of the app, and it is sanitised just above.
      // eslint-disable-next-line no-restricted-syntax
      dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(markdown) }}
    />
  );
}
