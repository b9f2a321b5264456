/**
 * The Content-Security-Policy of an HTML page. Inline scripts are allowed by the SHA-256 hashes of
 * their text (docs/decisions/0007), so a rendered page and its policy can be cached and served
 * again as they are; set by app/entry.server.tsx.
 */
const ANALYTICS_SCRIPT_HOST = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT_HOSTS = "https://www.google-analytics.com https://*.google-analytics.com";

/** The policy of a page whose inline scripts have these hashes ('sha256-…' sources). */
export function pageCsp(options: { scriptHashes: string[]; admin: boolean; analytics: boolean }) {
  const script = [
    `'self'`,
    ...options.scriptHashes,
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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The text of every inline script of an HTML document (scripts with a src are left out). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * The 'sha256-…' sources of the distinct inline scripts of an HTML document. The hash function is
 * the caller's (core/ runs in the browser too): the server passes Node's synchronous SHA-256, with no
 * promise and thread-pool job per script on every rendered page as Web Crypto's digest has.
 */
export function scriptHashSources(html: string, sha256Base64: (text: string) => string): string[] {
  return [...new Set(inlineScripts(html))].map((text) => `'sha256-${sha256Base64(text)}'`);
}
