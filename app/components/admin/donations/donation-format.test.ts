import { describe, expect, it } from "vitest";
import { formatMoney, formatWait, monthStart, overdueMinutes } from "./donation-format.ts";

describe("money and waiting times on the Donations screen", () => {
  it("writes an amount in its currency's minor units and the admin's language", () => {
    expect(formatMoney(123450, "EUR", "en")).toBe("€1,234.50");
    expect(formatMoney(25000, "XOF", "fr")).toBe("25\u202f000\u00a0F\u202fCFA");
    expect(formatMoney(50000, "RUB", "ru")).toBe("500,00\u00a0₽");
  });

  it("flags a pending payment only once it has waited more than an hour", () => {
    const now = "2026-05-10T12:00:00.000Z";
    const gift = (status: "pending" | "paid", createdAt: string) => ({ status, createdAt });
    expect(overdueMinutes(gift("pending", "2026-05-10T09:00:00.000Z"), now)).toBe(180);
    expect(overdueMinutes(gift("pending", "2026-05-10T11:30:00.000Z"), now)).toBeNull();
    expect(overdueMinutes(gift("paid", "2026-05-01T09:00:00.000Z"), now)).toBeNull();
  });

  it("says a wait in hours, then in days", () => {
    expect(formatWait(185, "en")).toBe("3\u00a0hours");
    expect(formatWait(185, "ru")).toBe("3\u00a0часа");
    expect(formatWait(3 * 24 * 60, "fr")).toBe("3\u00a0jours");
  });

  it("starts the month on its first day", () => {
    expect(monthStart("2026-05-10T12:00:00.000Z")).toBe("2026-05-01");
  });
});
