import net from "node:net";
import { PG_URL } from "./databases.ts";

/** A TCP relay to PostgreSQL that can be cut (connections ended, new ones refused) and restored. */
export async function cuttableRelay() {
  const sockets = new Set<net.Socket>();
  const target = new URL(PG_URL);
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const url = new URL(PG_URL);
  url.port = String(port);
  return {
    url: url.toString(),
    /** Refuses new connections and ends the open ones. */
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
