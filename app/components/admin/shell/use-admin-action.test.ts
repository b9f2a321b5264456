import { describe, expect, it, vi } from "vitest";
import { failureAsAnswer } from "./use-admin-action.ts";

describe("failureAsAnswer", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("passes the action's own answer through", async () => {
    const answer = { ok: false as const, status: 400, message: "Title is required", fields: {} };
    expect(await failureAsAnswer(async () => answer)).toBe(answer);
  });

  it("answers status 0 when the request never reached the server (fetch's TypeError)", async () => {
    const answer = await failureAsAnswer(() => fetch("http://127.0.0.1:1/admin/blog"));
    expect(answer).toEqual({ ok: false, status: 0, message: "", fields: {} });
  });

  it("answers 500 with a message, not 'unreachable', when the server failed", async () => {
    const answer = await failureAsAnswer(async () => {
      throw new Error("Unexpected Server Error");
    });
    expect(answer).toMatchObject({ ok: false, status: 500, fields: {} });
  });
});
