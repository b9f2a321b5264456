/**
 * "Something changed" signals between the parts of one process and, on PostgreSQL, between every
 * process on the same database: settings caches and page caches subscribe, services publish after
 * their write is committed. On PostgreSQL a dedicated client LISTENs on a channel named after the
 * schema and publications go out with NOTIFY, so other processes hear them within milliseconds.
 * The payload is only the topic: subscribers drop what they cached and re-read the database.
 */
import crypto from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";
import { applicationNameFor } from "../db/index.ts";

/** What changed; "*" means anything may have (e.g. after a lost connection). */
export type ChangeTopic = "settings" | "content" | "*" | (string & {});

export type ChangeListener = (topic: ChangeTopic, origin: "local" | "remote") => void;

export interface ChangeBus {
  /** Tells every subscriber here at once, and every other process shortly after. */
  publish(topic: ChangeTopic): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

function createListeners(log?: Logger) {
  const listeners = new Set<ChangeListener>();
  return {
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver(topic: ChangeTopic, origin: "local" | "remote") {
      for (const listener of listeners) {
        try {
          listener(topic, origin);
        } catch (err) {
          log?.error({ err, topic }, "change listener failed");
        }
      }
    },
  };
}

/** One process (SQLite, or no database at all): delivery is a function call. */
export function createLocalChangeBus(log?: Logger): ChangeBus {
  const listeners = createListeners(log);
  return {
    publish: (topic) => listeners.deliver(topic, "local"),
    subscribe: listeners.subscribe,
    close: async () => {},
  };
}

export interface PostgresBusOptions {
  url: string;
  /** The schema the site lives in (tests use one per run); the channel is named after it. */
  schema?: string;
  log?: Logger;
  /** Wait before reconnecting a lost listening connection. */
  retryMs?: number;
}

/** The channel for a schema: an identifier of at most 63 bytes. */
export function channelFor(schema: string) {
  return `foundation_changes_${schema.replace(/[^a-z0-9_]/gi, "_")}`.slice(0, 63);
}

export async function createPostgresChangeBus(options: PostgresBusOptions): Promise<ChangeBus> {
  const { log } = options;
  const listeners = createListeners(log);
  const processId = crypto.randomUUID();
  let client: pg.Client | undefined;
  let channel = "";
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The notifications, sent one after the other: pg deprecates a query sent while one runs. */
  let sending: Promise<void> = Promise.resolve();
  /** Topics published while the listening connection was down, sent once it is back. */
  const unsent = new Set<ChangeTopic>();

  async function connect() {
    const c = new pg.Client({
      connectionString: options.url,
      application_name: applicationNameFor(options.schema),
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // Heard from the start: an "error" without a listener would end the process.
    c.on("error", (err) => {
      if (client !== c) return;
      log?.error({ err }, "change bus connection lost; reconnecting");
      reconnectSoon();
    });
    c.on("end", () => {
      if (client === c) reconnectSoon();
    });
    try {
      await c.connect();
    } catch (err) {
      quiet(c);
      throw err;
    }
    const { rows } = await c.query<{ schema: string }>("select current_schema() as schema");
    channel = channelFor(rows[0]?.schema ?? "public");
    c.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      try {
        const { topic, from } = JSON.parse(message.payload) as { topic: string; from: string };
        if (from !== processId) listeners.deliver(topic, "remote");
      } catch {
        log?.warn({ payload: message.payload }, "ignored a malformed change notification");
      }
    });
    await c.query(`listen "${channel}"`);
    client = c;
    // What was published here while the connection was down goes out now.
    for (const topic of unsent) send(topic);
    unsent.clear();
  }

  function send(topic: ChangeTopic) {
    const payload = JSON.stringify({ topic, from: processId });
    sending = sending.then(() => {
      if (!client) return void unsent.add(topic);
      return client.query("select pg_notify($1, $2)", [channel, payload]).then(
        () => {},
        (err: unknown) => {
          log?.error({ err, topic }, "change notification not sent; sent again on reconnect");
          unsent.add(topic);
        },
      );
    });
  }

  function reconnectSoon() {
    quiet(client)
      ?.end()
      .catch(() => {});
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        // Notifications sent while we were away are lost: everything may have changed.
        .then(() => listeners.deliver("*", "remote"))
        .catch(() => reconnectSoon());
    }, options.retryMs ?? 1000);
  }

  await connect();

  return {
    publish(topic) {
      listeners.deliver(topic, "local");
      send(topic);
    },
    subscribe: listeners.subscribe,
    /** Sends what was published, then stops listening. */
    async close() {
      closed = true;
      await sending;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await quiet(c)
        ?.end()
        .catch(() => {});
    },
  };
}

/** Stops listening to a client that is being let go (an "error" without a listener would throw). */
function quiet(client: pg.Client | undefined) {
  client?.removeAllListeners();
  client?.on("error", () => {});
  return client;
}
