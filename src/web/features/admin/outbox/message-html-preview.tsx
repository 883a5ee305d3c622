import { useMemo } from 'react';
import { inertHtml } from './inert-html.ts';

/**
 * The HTML part, inert: `sandbox=""` gives the frame an opaque origin with no scripts, forms, pop-ups or
 * navigation of this page, since the client typed parts of it; and what would be refused is removed first.
 */
export function MessageHtmlPreview({ html, title }: { html: string; title: string }) {
  const inert = useMemo(() => inertHtml(html), [html]);
  return <iframe sandbox="" srcDoc={inert} title={title} className="h-96 w-full rounded-2xl border border-stone-200 bg-white" />;
}
