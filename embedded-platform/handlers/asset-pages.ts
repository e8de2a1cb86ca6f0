function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page inside the game iframe: enough to see which game launched and with what. */
export function gamePageHtml(title: string, vendorName: string, query: URLSearchParams): string {
  const details = [...query.entries()].filter(([key]) => key !== 'ticket').map(([key, value]) => `<li><b>${escapeHtml(key)}</b>: ${escapeHtml(value)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)} — demo game</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:radial-gradient(circle at 30% 20%,#3b2a7a,#0d0b1f);color:#fff}main{text-align:center}h1{font-size:2.4rem;margin:0 0 .5rem}p{opacity:.8}ul{list-style:none;padding:0;opacity:.7;font-size:.9rem}.reels{font-size:3rem;letter-spacing:.5rem;margin:1.5rem 0}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(vendorName)} · demo game served by the embedded platform</p><div class="reels" aria-hidden="true">🍒 7 🔔</div><ul>${details}</ul></main></body></html>`;
}

/** Stand-ins for outside pages (customer service, social links, app downloads). */
export function infoPageHtml(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:3rem;color:#222}</style></head><body><h1>${escapeHtml(title)}</h1><p>This page stands in for an external service in mock mode.</p></body></html>`;
}

const APP_NAMES: Readonly<Record<string, string>> = { ios: 'Croupier for iPhone and iPad', android: 'Croupier for Android', lite: 'Croupier Lite (home-screen web app)' };

/** The page an app-download link or QR code opens (GET /wps/system/download): stands in for the app store. */
export function downloadPageHtml(app: string, version: string | undefined): string {
  const name = APP_NAMES[app];
  if (!name || !version) return '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(name)} ${escapeHtml(version)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#0d0b1f;color:#fff}main{max-width:28rem;padding:2rem;text-align:center}.badge{display:inline-block;margin-top:1rem;padding:.8rem 1.6rem;border-radius:.6rem;background:#f5c542;color:#111;font-weight:700;text-decoration:none}</style></head><body><main><h1>${escapeHtml(name)}</h1><p>Version <strong data-version>${escapeHtml(version)}</strong></p><p>This page stands in for the ${app === 'ios' ? 'App Store' : app === 'android' ? 'APK download' : 'home-screen install'} in mock mode: nothing is downloaded.</p><span class="badge" role="button" aria-disabled="true">Install</span></main></body></html>`;
}

/**
 * The channel's checkout page a REDIRECT deposit opens (GET /platform-assets/pay/<channel>): stands in
 * for the payment gateway. Nothing is charged; the link goes back to the site's deposit page.
 */
export function paymentPageHtml(query: URLSearchParams): string {
  const channel = query.get('channel') ?? 'Payment';
  const amount = Number(query.get('amount') ?? '');
  const shown = Number.isFinite(amount) ? `P ${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : '';
  const deposit = query.get('deposit') ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(channel)} checkout</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;color:#14213d}main{box-sizing:border-box;width:min(26rem,92vw);padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 10px 30px rgba(20,33,61,.12);text-align:center}h1{margin:0 0 .25rem;font-size:1.4rem}.amount{font-size:2rem;font-weight:800;margin:1rem 0 .25rem}.ref{color:#5b6785}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.6rem;background:#14213d;color:#fff;text-decoration:none;font-weight:700}</style></head><body><main><h1>${escapeHtml(channel)} checkout</h1><p class="ref">Croupier Gaming Services · deposit <span data-deposit>${escapeHtml(deposit)}</span></p><p class="amount" data-amount>${escapeHtml(shown)}</p><p>This page stands in for the ${escapeHtml(channel)} payment page in mock mode: nothing is charged.</p><a href="/?memberCentre=depositv2">Back to the site</a></main></body></html>`;
}
