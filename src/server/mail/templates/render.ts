import escapeHtml from 'escape-html';
import { detailRows, type DetailRow } from './details.ts';
import type { MailContext, RenderedMail } from './mail-context.ts';
import { wording } from './wording.ts';

/**
 * One message in both parts. Every value in the HTML part goes through escape-html: names and notes are
 * typed by clients and must arrive as text, never as markup.
 */
export function renderMail(ctx: MailContext): RenderedMail {
  const words = wording(ctx);
  const rows = detailRows(ctx);
  return {
    subject: words.subject,
    text: renderText(words.heading, words.intro, rows, ctx),
    html: renderHtml(words.heading, words.intro, rows, ctx),
  };
}

function renderText(heading: string, intro: string[], rows: DetailRow[], ctx: MailContext): string {
  const lines = [heading, '', ...intro, '', ...rows.map((r) => `${r.label}: ${r.value}`)];
  const map = rows.find((r) => r.label === 'Address')?.href;
  if (map) lines.push(`Map: ${map}`);
  if (ctx.policyText) lines.push('', `${POLICY_HEADING}: ${ctx.policyText}`);
  if (ctx.manageUrl) lines.push('', `See, move or cancel your booking: ${ctx.manageUrl}`);
  lines.push('', `${ctx.salon.name}${ctx.salon.phone ? ` · ${ctx.salon.phone}` : ''}`);
  return `${lines.join('\n')}\n`;
}

const e = (value: string) => escapeHtml(value);
const POLICY_HEADING = 'Cancellation and no-show policy';

function htmlRow({ label, value, href }: DetailRow): string {
  const shown = href ? `<a href="${e(href)}">${e(value)}</a>` : e(value);
  return `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;font-weight:normal">${e(label)}</th><td style="padding:4px 0">${shown}</td></tr>`;
}

function renderHtml(heading: string, intro: string[], rows: DetailRow[], ctx: MailContext): string {
  const table = `<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${rows.map(htmlRow).join('\n')}
</table>`;
  const policy = ctx.policyText ? `\n<p><strong>${POLICY_HEADING}</strong><br>${e(ctx.policyText)}</p>` : '';
  return mailPage({
    heading,
    paragraphs: intro,
    after: table + policy,
    button: ctx.manageUrl ? { href: ctx.manageUrl, label: 'See, move or cancel your booking' } : undefined,
    footer: `${ctx.salon.name}${ctx.salon.phone ? ` · ${ctx.salon.phone}` : ''}`,
  });
}

export interface MailPage {
  heading: string;
  paragraphs: string[];
  /** markup placed after the paragraphs (already escaped) */
  after?: string;
  button?: { href: string; label: string };
  footer: string;
}

/** The HTML part every message shares: a heading, paragraphs, an optional button and the salon's line. */
export function mailPage({ heading, paragraphs, after = '', button, footer }: MailPage): string {
  const link = button
    ? `<p><a href="${e(button.href)}" style="display:inline-block;padding:10px 16px;background:#1c1917;color:#fff;border-radius:6px;text-decoration:none">${e(button.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(heading)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1917;background:#f5f5f4;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(heading)}</h1>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
${after}
${link}
<p style="color:#57534e;font-size:13px">${e(footer)}</p>
</div>
</body>
</html>
`;
}
