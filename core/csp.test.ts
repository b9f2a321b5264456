import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts, pageCsp, scriptHashSources } from "./csp.ts";

describe("page CSP by hash", () => {
  const html = `<html><head><script async src="/a.js"></script><script>one()</script></head>
<body><script type="module">import("/b.js")</script><script>one()</script></body></html>`;

  it("finds the inline scripts and leaves out those with a src", () => {
    expect(inlineScripts(html)).toEqual(["one()", 'import("/b.js")', "one()"]);
  });

  it("hashes each distinct inline script with SHA-256", () => {
    const base64 = (t: string) => createHash("sha256").update(t).digest("base64");
    const sha = (t: string) => `'sha256-${base64(t)}'`;
    expect(scriptHashSources(html, base64)).toEqual([sha("one()"), sha('import("/b.js")')]);
  });

  it("puts the hashes in script-src, with no unsafe-inline scripts", () => {
    const csp = pageCsp({ scriptHashes: ["'sha256-x'"], admin: false, analytics: false });
    expect(csp).toContain("script-src 'self' 'sha256-x';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
