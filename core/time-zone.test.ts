import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./time-zone.ts";

describe("site timezone conversions", () => {
  it("reads a wall-clock time in the timezone and stores UTC", () => {
    expect(fromLocalInput("2030-07-01T09:30", "Europe/Paris")).toBe("2030-07-01T07:30:00.000Z");
    expect(fromLocalInput("2030-01-15T09:30", "Europe/Paris")).toBe("2030-01-15T08:30:00.000Z");
    expect(fromLocalInput("2030-01-15T09:30", "UTC")).toBe("2030-01-15T09:30:00.000Z");
    expect(fromLocalInput("2030-01-15T23:00", "America/New_York")).toBe("2030-01-16T04:00:00.000Z");
    expect(fromLocalInput("", "UTC")).toBe("");
  });

  it("shows a stored instant in the timezone, and round-trips", () => {
    expect(toLocalInput("2030-07-01T07:30:00.000Z", "Europe/Paris")).toBe("2030-07-01T09:30");
    expect(toLocalInput("2030-01-16T04:00:00.000Z", "America/New_York")).toBe("2030-01-15T23:00");
    for (const zone of ["Asia/Kolkata", "Africa/Lagos", "Europe/Moscow", "UTC"]) {
      const iso = "2031-03-30T01:45:00.000Z";
      expect(fromLocalInput(toLocalInput(iso, zone), zone)).toBe(iso);
    }
  });
});
