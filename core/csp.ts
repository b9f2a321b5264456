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

/** Where a script element starts (its name followed by a space, `>` or `/`), from `from` on. */
const SCRIPT_START = /<script\b/gi;
const SCRIPT_END = /<\/script>/gi;

/**
 * The text of every inline script of an HTML document (scripts with a src are left out): what
 * `/<script\b([^>]*)>([\s\S]*?)<\/script>/gi` finds, found by jumping from tag to tag (the
 * pattern tried at every character of the page was a tenth of a small page's render).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  SCRIPT_START.lastIndex = 0;
  for (let start = SCRIPT_START.exec(html); start; start = SCRIPT_START.exec(html)) {
    const close = html.indexOf(">", SCRIPT_START.lastIndex);
    if (close < 0) break;
    SCRIPT_END.lastIndex = close + 1;
    const end = SCRIPT_END.exec(html);
    if (!end) break;
    const attributes = html.slice(SCRIPT_START.lastIndex, close);
    if (!/\ssrc\s*=/i.test(attributes)) scripts.push(html.slice(close + 1, end.index));
    SCRIPT_START.lastIndex = SCRIPT_END.lastIndex;
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
