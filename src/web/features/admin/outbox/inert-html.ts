/** Elements that run code, pull in styles or other documents, or submit anywhere. */
const DROPPED = 'script, noscript, style, link, meta, base, iframe, frame, frameset, object, embed, form';
/** Inline styles and event handlers inside one tag. */
const ACTIVE_ATTRIBUTE = /(\s)(style|on[a-z]+)(\s*=)/gi;
const MARK = 'data-inert-';

/**
 * The message's HTML with everything active taken out, for the preview frame. The frame is sandboxed anyway,
 * but it (and any parsing in this page) comes under the site's Content-Security-Policy, which refuses each
 * script, handler and inline style with a console error. So the attributes are renamed in the tags' text
 * before anything parses them, then dropped with the active elements: a quiet preview and a second line of
 * defence. It is unstyled: it shows what the message says, not how a mail program dresses it.
 */
export function inertHtml(html: string): string {
  const renamed = html.replace(/<[^>]*>/g, (tag) => tag.replace(ACTIVE_ATTRIBUTE, `$1${MARK}$2$3`));
  // A <template>'s content is an inert document: nothing in it loads or runs while we work on it.
  const template = document.createElement('template');
  template.innerHTML = renamed;
  const doc = template.content;
  for (const element of doc.querySelectorAll(DROPPED)) element.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (name.startsWith(MARK) || name.startsWith('on') || name === 'style') element.removeAttribute(name);
    }
  }
  // Serialised from the template: moving the nodes into this page's document would start their loads.
  return `<!doctype html><html><body>${template.innerHTML}</body></html>`;
}
