import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkIns from 'remark-ins';

/** Links may point to http(s) only (issue 11: no javascript:, data: or other schemes). */
export function safeUrl(url: string): string {
  const resolved = defaultUrlTransform(url);
  return /^https?:\/\//i.test(resolved) ? resolved : '';
}

/**
 * Condition content rendered from markdown, safely: raw HTML is never rendered (skipped, and the HTML tree is
 * sanitised once more), links are http(s) only and open in a new tab without referrer.
 */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown
        skipHtml
        remarkPlugins={[remarkIns]}
        rehypePlugins={[rehypeSanitize]}
        urlTransform={safeUrl}
        components={{ a: ({ href, children }) => (href ? <a href={href} target="_blank" rel="noopener noreferrer">{children}</a> : <span>{children}</span>) }}
      >
        {markdown}
      </ReactMarkdown>
    </div>
  );
}
