/** The committed sprite is what `npm run icons` makes from icon-names.ts and lucide's data. */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_FILE } from "../../../scripts/icon-sprite.ts";
import { BRAND_MARKS } from "./brand-marks.ts";
import { ICON_NAMES } from "./icon-names.ts";

describe("icon sprite", () => {
  it("is up to date with icon-names.ts: run `npm run icons` when this fails", async () => {
    expect(await readFile(SPRITE_FILE, "utf8")).toBe(await renderSprite());
  });

  it("has one symbol per name and brand mark, in lucide's stroke style", async () => {
    const sprite = await renderSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" ([^>]*)>/g)];
    expect(ids.map((m) => m[1])).toEqual([...ICON_NAMES, ...Object.keys(BRAND_MARKS)]);
    for (const [, , attributes] of ids) {
      expect(attributes).toBe(
        'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
      );
    }
    const all = [...ICON_NAMES, ...Object.keys(BRAND_MARKS)];
    expect(new Set(all).size).toBe(all.length);
  });

  it("fails on a name lucide does not have", async () => {
    await expect(renderSprite(["no-such-icon"])).rejects.toThrow();
  });
});
