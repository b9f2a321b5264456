import { describe, expect, it } from "vitest";
import { createAvailability, isDatabaseUnavailable } from "./availability.ts";

const pgError = (code: string) => Object.assign(new Error("pg"), { code });

describe("database availability", () => {
  it("tells an unreachable database from a wrong query", () => {
    expect(isDatabaseUnavailable(pgError("57P01"))).toBe(true); // terminated by an operator
    expect(isDatabaseUnavailable(pgError("08006"))).toBe(true); // connection failure
    expect(isDatabaseUnavailable(pgError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("x", { cause: pgError("57P03") }))).toBe(true);
    expect(isDatabaseUnavailable(pgError("23505"))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(new Error("syntax error at or near"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("is down from the first outage error until the next success", () => {
    let now = 1000;
    const availability = createAvailability(() => now);
    availability.saw(pgError("23505"));
    expect(availability.down).toBe(false);
    availability.saw(pgError("ECONNREFUSED"));
    now = 2000;
    availability.saw(pgError("57P01"));
    expect(availability.down).toBe(true);
    expect(availability.downSince).toBe(1000);
    availability.saw();
    expect(availability.down).toBe(false);
    expect(availability.downSince).toBeNull();
    // A request that began before the last outage error may have failed for it.
    expect(availability.outageSeenSince(1500)).toBe(true);
    expect(availability.outageSeenSince(2001)).toBe(false);
  });
});
