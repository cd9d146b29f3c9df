import { formatCents } from '../../orders/money';
import type { FormFields } from '../../http/body-parsers';
import { SIMULATOR_PATHS } from '../paypal-standard/paypal-endpoints';
import type { SimulatedCheckout } from './simulator.service';

/**
 * The pages may only submit to the simulator and be redirected to the shell's return pages; no scripts
 * at all, and the one inline style block is the only inline content allowed.
 */
export function simulatorCsp(shellOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${shellOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** PayPal's hosted page, reduced to what a test or a demo needs: what is bought, for how much, Pay or Cancel. */
export function checkoutPage(checkout: SimulatedCheckout, fields: FormFields): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const amount = `${formatCents(checkout.amountCents)} ${checkout.currency}`;
  return page(
    'PayPal checkout (simulator)',
    `<p class="note">Payment simulator: no money moves. Pay sends PayPal's notification to the shop.</p>
    <dl>
      <dt>Item</dt><dd data-testid="item">${escapeHtml(checkout.itemName)}</dd>
      <dt>Amount</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>
      <dt>Paid to</dt><dd>${escapeHtml(checkout.business)}</dd>
    </dl>
    <div class="actions">
      <form method="post" action="${SIMULATOR_PATHS.pay}">
      ${hidden}
        <button type="submit">Pay ${escapeHtml(amount)}</button>
      </form>
      <form method="post" action="${SIMULATOR_PATHS.cancel}">
      ${hidden}
        <button type="submit" class="secondary">Cancel</button>
      </form>
    </div>`,
  );
}

export function problemPage(title: string, problem: string, backUrl?: string): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the shop</a></p>` : '';
  return page(title, `<p role="alert">${escapeHtml(problem)}</p>${back}`);
}

function page(title: string, body: string): string {
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
