// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './sanitize';

describe('markdownToSafeHtml', () => {
  it('renders Markdown', () => {
    const html = markdownToSafeHtml('# Title\n\n`code` and **bold**');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<strong>bold</strong>');
  });

  it('removes scripts, handlers and javascript: links', () => {
    const html = markdownToSafeHtml('<script>alert(1)</script><img src="x" onerror="alert(2)">');
    expect(html).toContain('<img src="x">');
    expect(html).not.toMatch(/<script|onerror/i);
    const link = markdownToSafeHtml(
      'A [link](javascript:alert(3)) and [another](https://example.org).',
    );
    expect(link).not.toMatch(/href="javascript:/i);
    expect(link).toContain('href="https://example.org"');
  });
});
