/** The admin writes dates and numbers as the staff member's language does (decision 0031). */
import { describe, expect, it } from "vitest";
import {
  adminNumberFormat,
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatDay,
  formatFileSize,
  formatUtc,
} from "./admin-format.ts";

const AT = "2026-11-27T14:05:00Z";

describe("admin dates and numbers", () => {
  it("writes English the British way: day before month, 24-hour clock", () => {
    expect(formatUtc(AT, "en")).toBe("27 Nov 2026, 14:05 UTC");
    expect(formatDay("2026-11-27", "en")).toBe("27 Nov 2026");
    expect(formatDateTime(AT, "en")).not.toMatch(/AM|PM|Nov 27/);
  });

  it("writes French and Russian as they do", () => {
    expect(formatDay("2026-11-27", "fr")).toBe("27 nov. 2026");
    expect(formatDay("2026-11-27", "ru")).toMatch(/^27 нояб\. 2026/);
    expect(adminNumberFormat("fr").format(1234)).toBe("1\u202f234");
    expect(adminNumberFormat("en").format(1234)).toBe("1,234");
  });

  it("writes a moment as the site's clocks show it, and file sizes in the language's units", () => {
    expect(formatDateTimeIn("2099-05-01T07:30:00Z", "en", "Africa/Lagos")).toBe(
      "1 May 2099, 08:30",
    );
    expect(formatDateTimeIn("2099-05-01T07:30:00Z", "fr", "Europe/Moscow")).toMatch(
      /^1 mai 2099,? (à )?10:30$/,
    );
    expect(formatFileSize(12_300, "en")).toBe("12\u00a0kB");
    expect(formatFileSize(12_300, "fr")).toBe("12\u202fko");
    expect(formatFileSize(12_300, "ru")).toBe("12\u00a0кБ");
    expect(formatFileSize(2_500_000, "fr")).toBe("2,4\u202fMo");
  });

  it("leaves what is not a date as it is", () => {
    expect(formatDate("soon", "fr")).toBe("soon");
    expect(formatDay("2026", "en")).toBe("2026");
  });
});
