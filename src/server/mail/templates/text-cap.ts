import type { RenderedMail } from './mail-context.ts';
import { mailPage } from './render.ts';

export interface TextCapNotice {
  salonName: string;
  /** 'December 2026' */
  monthName: string;
  cap: number;
}

/** The owner's e-mail when the month's text limit is reached (issue 27, docs/decisions/0035): once a month. */
export function renderTextCapNotice({ salonName, monthName, cap }: TextCapNotice): RenderedMail {
  const heading = `Texts stopped: ${salonName} reached its limit for ${monthName}`;
  const paragraphs = [
    `Your salon has sent ${cap.toLocaleString('en-GB')} text message segments this month, the monthly limit in Settings. No more texts go out until the month ends; clients still get their e-mails, and reminders that could not be texted go by e-mail instead.`,
    'To send texts again this month, raise the limit under Settings → Text messages.',
  ];
  const text = `${[heading, '', ...paragraphs, '', salonName].join('\n')}\n`;
  return { subject: heading, text, html: mailPage({ heading, paragraphs, footer: salonName }) };
}
