/**
 * Rate limits count in fixed windows of the clock (server/security/rate-limit.ts): requests that
 * straddle a window's end (a run crossing a minute, ten minutes or an hour) start a new count half-way,
 * and a test that counts to the limit would then fail by the clock alone.
 */
import { vi } from "vitest";

/** Runs `fn` with `Date.now()` held where it is now, so all its requests fall in one window. */
export async function withClockStill<T>(fn: () => Promise<T>): Promise<T> {
  const now = vi.spyOn(Date, "now").mockReturnValue(Date.now());
  try {
    return await fn();
  } finally {
    now.mockRestore();
  }
}
