/** The process guard: a stray rejection is logged and the process serves on; an exception drains, then exits 1. */
import { EventEmitter } from "node:events";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./observability/logger.ts";
import { withRequestId } from "./observability/request-ids.ts";
import { guardProcess } from "./process-guard.ts";

function recorded() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger("info", destination), lines };
}

function guarded(shutDown: () => Promise<void>) {
  const { log, lines } = recorded();
  const target = new EventEmitter();
  const exits: number[] = [];
  let exited!: () => void;
  const exitedOnce = new Promise<void>((resolve) => (exited = resolve));
  guardProcess({
    log,
    shutDown,
    shutDownTimeoutMs: 200,
    target,
    exit: (code) => {
      exits.push(code);
      exited();
    },
  });
  return { target, lines, exits, exitedOnce };
}

describe("process guard", () => {
  it("logs an unhandled rejection with its request id and does not stop the process", () => {
    let stopped = false;
    const { target, lines, exits } = guarded(async () => {
      stopped = true;
    });
    withRequestId("req-rejected-1", () =>
      target.emit("unhandledRejection", new Error("nobody awaited me")),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: "req-rejected-1" });
    expect(JSON.stringify(lines[0])).toContain("nobody awaited me");
    expect(stopped).toBe(false);
    expect(exits).toEqual([]);
  });

  it("logs an uncaught exception as fatal with its request id, drains, then exits 1, once", async () => {
    const order: string[] = [];
    const { target, lines, exits, exitedOnce } = guarded(async () => {
      order.push("drained");
    });
    withRequestId("req-crashed-1", () => target.emit("uncaughtException", new Error("boom")));
    target.emit("uncaughtException", new Error("again, while stopping"));
    await exitedOnce;
    expect(order).toEqual(["drained"]);
    expect(exits).toEqual([1]);
    expect(lines[0]).toMatchObject({ level: 60, reqId: "req-crashed-1" });
    expect(JSON.stringify(lines[0])).toContain("boom");
    expect(lines[1]).toMatchObject({ level: 60 });
  });

  it("exits 1 when the drain hangs past its limit", async () => {
    const { target, exits, exitedOnce } = guarded(() => new Promise<void>(() => {}));
    target.emit("uncaughtException", new Error("stuck"));
    await exitedOnce;
    expect(exits).toEqual([1]);
  });
});
