/** The Content-Security-Policy of an HTML page (set by app/entry.server.tsx with its nonce). */
const ANALYTICS_SCRIPT_HOST = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT_HOSTS = "https://www.google-analytics.com https://*.google-analytics.com";

/** The Content-Security-Policy of an HTML page. */
export function pageCsp(options: { nonce: string; admin: boolean; analytics: boolean }) {
  const script = [
    `'self'`,
    `'nonce-${options.nonce}'`,
    ...(options.analytics ? [ANALYTICS_SCRIPT_HOST] : []),
  ];
  const connect = [`'self'`, ...(options.analytics ? [ANALYTICS_CONNECT_HOSTS] : [])];
  return [
    `default-src 'self'`,
    `script-src ${script.join(" ")}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self'`,
    `connect-src ${connect.join(" ")}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${options.admin ? "'none'" : "'self'"}`,
  ].join("; ");
}
