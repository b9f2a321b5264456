import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/constants.ts";
import { numberFormat } from "~/lib/intl.ts";
import { formatLike } from "./counters.ts";

describe("a counting number is written like the server writes the final one", () => {
  for (const locale of LOCALES) {
    it(`in ${locale}, with and without a suffix`, () => {
      const server = (n: number, suffix: string) => `${numberFormat(locale).format(n)}${suffix}`;
      for (const [target, suffix] of [
        [250_000, "+"],
        [1500, ""],
        [500, "+"],
        [3, ""],
      ] as const) {
        const format = formatLike(server(target, suffix), suffix);
        for (const value of [0, 7, 42, 999, 1000, 1234, 99_999, target].filter((v) => v <= target))
          expect(format(value)).toBe(server(value, suffix));
      }
    });
  }
});
