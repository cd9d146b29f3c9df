/**
 * The small server-rendered pages of payments: the simulator's PayPal pages and the shop's own answer when the
 * buyer comes back from PayPal and something needs saying. No scripts; one inline style block.
 */
import type { FastifyReply } from 'fastify';

/** Sends one of these pages with its status and policy; the shell's origin is where its forms may lead. */
export async function sendPaymentPage(
  reply: FastifyReply,
  status: number,
  html: string,
  shellUrl: string,
): Promise<void> {
  await reply
    .status(status)
    .header('content-security-policy', paymentPageCsp(new URL(shellUrl).origin))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The pages may only submit to the simulator and be redirected to the shell's return pages; no scripts
 * at all, and the one inline style block is the only inline content allowed.
 */
export function paymentPageCsp(shellOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${shellOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function problemPage(
  title: string,
  problem: string,
  backUrl?: string,
  backLabel = 'Back to the shop',
): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(backLabel)}</a></p>` : '';
  return page(title, `<p role="alert">${escapeHtml(problem)}</p>${back}`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
    .note { background: #fff4ce; padding: .75rem; border-radius: .5rem; }
    dt { font-weight: 600; margin-top: .75rem; }
    dd { margin: 0; }
    .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
    button { font-size: 1rem; padding: .6rem 1.2rem; border-radius: 2rem; border: 0; background: #0070ba; color: #fff; cursor: pointer; }
    button.secondary { background: #e6e6e6; color: #1a1a1a; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    ${body}
  </main>
</body>
</html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
