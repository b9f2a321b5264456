import { describe, expect, it } from "vitest";
import { blogPosts, galleryItems } from "./content/index.ts";
import type { EntityDefinition } from "./content/define.ts";
import { createSchemaOf } from "./content/schemas.ts";

const schemaOf = (d: unknown) => createSchemaOf(d as EntityDefinition);
import { isSafeUrl } from "./urls.ts";

describe("stored URLs", () => {
  it.each(["/media/photo.jpg", "/", "https://example.org/a?b=c", "http://example.org"])(
    "accepts %s",
    (v) => expect(isSafeUrl(v)).toBe(true),
  );

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "vbscript:msgbox",
    "//evil.example/x.png",
    "/\\evil.example",
    "https:/\\evil.example",
    "ftp://example.org/file",
    "media/relative.jpg",
    "https://exa mple.org",
  ])("refuses %s", (v) => expect(isSafeUrl(v)).toBe(false));

  it("a gallery item with a javascript: source is refused with a message naming the field", () => {
    const r = schemaOf(galleryItems).safeParse({
      src: "javascript:alert(1)",
      title: "t",
      description: "d",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain("src");
  });

  it("an album image must be a site path or an http(s) URL", () => {
    const base = { title: "t", excerpt: "e", content: "c", author: "a" };
    const ok = schemaOf(blogPosts).safeParse({ ...base, images: ["/media/a.jpg"] });
    expect(ok.success).toBe(true);
    const bad = schemaOf(blogPosts).safeParse({ ...base, images: ["data:text/html,x"] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toContain("images.0");
  });
});
