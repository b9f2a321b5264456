/**
 * The plumbing the fake providers share (payments, CDNs): a node:http server on 127.0.0.1 (a free port)
 * that records every request it gets, and small answer helpers.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body (JSON or form text), "" when there is none. */
  body: string;
}

export interface FakeRequest extends RecordedRequest {
  /** The body parsed as JSON, or {} when it is not JSON. */
  json: Record<string, unknown>;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void;

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handle: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      let json: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(recorded.body);
        if (parsed && typeof parsed === "object") json = parsed as Record<string, unknown>;
      } catch {
        // not JSON: the handler reads `body`
      }
      try {
        handle({ ...recorded, json }, res);
      } catch (err) {
        sendJson(res, 500, { message: (err as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/** The tiny page a fake checkout URL answers: an e2e test follows it, then settles the payment. */
export function sendCheckoutPage(res: ServerResponse, provider: string, id: string | undefined) {
  if (!id) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end("No such checkout");
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${provider} test checkout</title>` +
      `<h1>${provider} test checkout</h1><p data-payment="${id}">Payment ${id}</p></html>`,
  );
}

/** A short random id ("a1b2c3d4…"), for the ids a provider hands out. */
export const randomId = (bytes = 8) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
