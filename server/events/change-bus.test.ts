import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, PG_URL, postgresAvailable } from "../testing/databases.ts";
import {
  type ChangeBus,
  channelFor,
  createLocalChangeBus,
  createPostgresChangeBus,
} from "./change-bus.ts";

const hasPostgres = await postgresAvailable();

/** Resolves when `bus` hears `wanted` from another process. */
const heardFrom = (bus: ChangeBus, wanted: string) =>
  new Promise<void>((resolve) => {
    const stop = bus.subscribe((topic, origin) => {
      if (topic !== wanted || origin !== "remote") return;
      stop();
      resolve();
    });
  });

describe("change bus", () => {
  it("delivers locally at once, keeps going past a failing listener, and unsubscribes", () => {
    const bus = createLocalChangeBus();
    const heard: string[] = [];
    bus.subscribe(() => {
      throw new Error("broken listener");
    });
    const stop = bus.subscribe((topic, origin) => heard.push(`${topic}:${origin}`));
    bus.publish("settings");
    stop();
    bus.publish("content");
    expect(heard).toEqual(["settings:local"]);
  });

  it("names one channel per schema, within PostgreSQL's 63 bytes", () => {
    expect(channelFor("public")).toBe("foundation_changes_public");
    expect(channelFor("x".repeat(100))).toHaveLength(63);
    expect(channelFor('we"ird')).toBe("foundation_changes_we_ird");
  });

  describe.runIf(hasPostgres)("on PostgreSQL", () => {
    const buses: ChangeBus[] = [];
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const bus of buses) await bus.close();
      for (const cleanup of cleanups) await cleanup();
    });

    it("reaches another process's bus on the same schema, and only that schema", async () => {
      const one = await createTestDatabase("postgres");
      const other = await createTestDatabase("postgres");
      cleanups.push(one.cleanup, other.cleanup);
      const a = await createPostgresChangeBus({ url: PG_URL, schema: one.pgSchema });
      const b = await createPostgresChangeBus({ url: PG_URL, schema: one.pgSchema });
      const elsewhere = await createPostgresChangeBus({ url: PG_URL, schema: other.pgSchema });
      buses.push(a, b, elsewhere);
      const heardA: string[] = [];
      const heardElsewhere: string[] = [];
      a.subscribe((topic, origin) => heardA.push(`${topic}:${origin}`));
      elsewhere.subscribe((topic, origin) => heardElsewhere.push(`${topic}:${origin}`));
      const heardB = new Promise<string>((resolve) =>
        b.subscribe((topic, origin) => resolve(`${topic}:${origin}`)),
      );
      a.publish("settings");
      expect(await heardB).toBe("settings:remote");
      // PostgreSQL hands each listener its notifications in commit order: once `a` and `elsewhere`
      // hear a marker sent after `a`'s notification, they have been handed that one too (had they
      // been listening to it).
      const marker = await createPostgresChangeBus({ url: PG_URL, schema: other.pgSchema });
      buses.push(marker);
      const markersHeard = Promise.all([heardFrom(a, "after"), heardFrom(elsewhere, "after")]);
      b.publish("after");
      marker.publish("after");
      await markersHeard;
      expect(heardA).toEqual(["settings:local", "after:remote"]);
      expect(heardElsewhere).toEqual(["after:remote"]);

      // A command-line tool publishes and closes at once: the notification still goes out.
      const tool = await createPostgresChangeBus({ url: PG_URL, schema: one.pgSchema });
      const heardAll = new Promise<string>((resolve) =>
        b.subscribe((topic, origin) => topic === "*" && resolve(`${topic}:${origin}`)),
      );
      tool.publish("*");
      await tool.close();
      expect(await heardAll).toBe("*:remote");
    });

    it("sends a burst of changes one after the other, in order, with no pg deprecation", async () => {
      const db = await createTestDatabase("postgres");
      cleanups.push(db.cleanup);
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on("warning", onWarning);
      try {
        const a = await createPostgresChangeBus({ url: PG_URL, schema: db.pgSchema });
        const b = await createPostgresChangeBus({ url: PG_URL, schema: db.pgSchema });
        buses.push(a, b);
        const topics = Array.from({ length: 20 }, (_, i) => `topic-${i}`);
        const heard: string[] = [];
        const all = new Promise<void>((resolve) =>
          b.subscribe((topic) => {
            heard.push(topic);
            if (heard.length === topics.length) resolve();
          }),
        );
        for (const topic of topics) a.publish(topic);
        await all;
        expect(heard).toEqual(topics);
        await new Promise((r) => setImmediate(r));
        expect(warnings.filter((m) => /pg@9/.test(m))).toEqual([]);
      } finally {
        process.off("warning", onWarning);
      }
    });
  });
});
