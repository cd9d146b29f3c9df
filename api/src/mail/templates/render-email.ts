/** One e-mail as sent: the subject and the same content as plain text and as HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What every e-mail of the shop says, in the order it says it; values are raw text, escaped here. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows (the order's details, a message's fields). */
  details?: Array<[label: string, value: string]>;
  /** A multi-line quotation, such as the text of a contact message. */
  quote?: string;
  action?: { label: string; url: string };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value a customer or visitor typed reaches the HTML part only through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** `lang` is the language the content is written in, for the HTML part's `<html lang>`. */
export function renderEmail(content: EmailContent, lang = 'en'): RenderedEmail {
  // A subject is one header line, whatever a visitor typed into a name.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  return { subject, text: renderText(content), html: renderHtml({ ...content, subject }, lang) };
}

function renderText({ heading, paragraphs, details = [], quote, action }: EmailContent): string {
  const width = Math.max(0, ...details.map(([label]) => label.length));
  const blocks = [
    heading,
    ...paragraphs,
    details.map(([label, value]) => `${`${label}:`.padEnd(width + 1)} ${value}`).join('\n'),
    quote === undefined ? '' : quote.replace(/^/gm, '> '),
    action ? `${action.label}: ${action.url}` : '',
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

function renderHtml(
  { subject, heading, paragraphs, details = [], quote, action }: EmailContent,
  lang: string,
): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : '',
    quote === undefined
      ? ''
      : `<blockquote style="border-left:3px solid #ccc;margin:16px 0;padding-left:12px;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}
