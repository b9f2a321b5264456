/**
 * Where the site sends a visitor (a redirect, a `next=` page) is a path of this site, never another
 * origin: "//evil.example/" and "/\evil.example/" are read by browsers as another host, and a
 * scheme ("https:", "javascript:") leaves the site too.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A page of this site to go on to: a path, never another origin ("//host", "/\\host"). */
export const isLocalPath = (next: string) => /^\/(?![/\\])/.test(next) && !/[\r\n]/.test(next);

/**
 * Any target as a path of this site: a run of leading slashes or backslashes becomes one "/"
 * ("//evil.example/blog" → "/evil.example/blog"), control characters are dropped, and a target
 * that is not a path at all (a scheme, a bare word) gives `fallback`.
 */
export function sitePathOf(target: string, fallback = "/"): string {
  const cleaned = target.replace(CONTROL, "");
  if (isLocalPath(cleaned)) return cleaned;
  if (!/^[/\\]/.test(cleaned)) return fallback;
  return `/${cleaned.replace(/^[/\\]+/, "")}`;
}
