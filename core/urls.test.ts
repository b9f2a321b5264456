import { describe, expect, it } from "vitest";
import { galleryItemInput } from "./schemas.ts";
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
    const r = galleryItemInput.safeParse({
      src: "javascript:alert(1)",
      title: "t",
      description: "d",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["src"]);
  });
});
