import { describe, expect, it } from "vitest";
import { foregroundFor, safeCss, themeClass } from "./theme.ts";

describe("theme helpers", () => {
  it("picks a readable text colour for the primary colour", () => {
    expect(foregroundFor("#222222")).toBe("#ffffff");
    expect(foregroundFor("#ffee00")).toBe("#0f172a");
  });
  it("maps the theme setting to a class", () => {
    expect(themeClass("light")).toBe("");
    expect(themeClass("dark")).toBe("dark");
    expect(themeClass("auto")).toBe("auto");
  });
  it("keeps custom CSS from closing its style element", () => {
    const out = safeCss("a{color:red}</style><script>alert(1)</script>");
    expect(out).not.toMatch(/<\/style/i);
    expect(out).not.toContain("<");
  });
});
