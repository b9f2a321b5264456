/** The committed sprite is what `npm run icons` makes from icon-names.ts and lucide's data. */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { FILLED_ICONS, renderSprite, SPRITE_FILE } from "../../../scripts/icon-sprite.ts";
import { BRAND_MARKS } from "./brand-marks.ts";
import { ICON_NAMES } from "./icon-names.ts";

describe("icon sprite", () => {
  it("is up to date with icon-names.ts: run `npm run icons` when this fails", async () => {
    expect(await readFile(SPRITE_FILE, "utf8")).toBe(await renderSprite());
  });

  it("has one view per name, filled variant and brand mark, each in a cell of its own", async () => {
    const sprite = await renderSprite();
    expect(sprite).toContain(
      'fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
    );
    const views = [...sprite.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 24 24"\/>/g)];
    const filled = FILLED_ICONS.map((name) => `${name}-filled`);
    const all = [...ICON_NAMES, ...filled, ...Object.keys(BRAND_MARKS)];
    expect(views.map((m) => m[1])).toEqual(all);
    expect(views.map((m) => Number(m[2]))).toEqual(all.map((_, i) => i * 32));
    expect(new Set(all).size).toBe(all.length);
  });

  it("fails on a name lucide does not have", async () => {
    await expect(renderSprite(["no-such-icon"])).rejects.toThrow();
  });
});
