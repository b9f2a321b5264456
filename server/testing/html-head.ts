/**
 * What a rendered page says to browsers, crawlers and social sites, read from its HTML as elements
 * and attributes: attribute order, quoting, letter case and `/>` do not matter, entities are
 * decoded. A test asserts what the page says, not how the markup is spelled.
 */

export type Attributes = Record<string, string>;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text an HTML attribute value or text run stands for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== "#") return NAMED[code.toLowerCase()] ?? whole;
    const hex = code[1] === "x" || code[1] === "X";
    return String.fromCodePoint(hex ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}

/** The document without what browsers do not read as elements: scripts, styles, comments. */
const markupOf = (html: string) =>
  html.replace(/<!--[\s\S]*?-->/g, "").replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");

/** The attributes of every `<name …>` start tag, names in lower case. */
export function elements(html: string, name: string): Attributes[] {
  const tags = new RegExp(`<${name}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, "gi");
  return [...markupOf(html).matchAll(tags)].map(([, source]) => {
    const attributes: Attributes = {};
    for (const [, key, double, single, bare] of source.matchAll(
      /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
    )) {
      attributes[key.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
    }
    return attributes;
  });
}

/** The `content` of the `<meta>` named `key` (by `name` or `property`), if the page has one. */
export function metaContent(html: string, key: string): string | undefined {
  return elements(html, "meta").find((m) => m.name === key || m.property === key)?.content;
}

/** The `<link>` elements whose `rel` includes `rel`. */
export function links(html: string, rel: string): Attributes[] {
  return elements(html, "link").filter((l) => (l.rel ?? "").split(/\s+/).includes(rel));
}

/** The page's `<title>` text. */
export function titleOf(html: string): string | undefined {
  const title = /<title(?:\s[^>]*)?>([^<]*)<\/title\s*>/i.exec(markupOf(html))?.[1];
  return title === undefined ? undefined : decodeEntities(title);
}
