/**
 * The admin's banner while the site's address is still the default (decision 0037), on the real
 * server with the production build: shown to an admin who opens the admin from another address, not
 * on this machine, not once PUBLIC_URL or the Site URL is set.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

/** GET as a browser that reached the site under `host` (Node's fetch will not send another Host). */
function pageAs(server: RunningServer, host: string, path: string, cookie: string) {
  const { port } = new URL(server.url);
  return new Promise<string>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host, cookie } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

describe("the Site URL banner", () => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.cleanup();
  });

  async function signedIn(env: Record<string, string> = {}) {
    const server = await startTestServer(database, { ssr: true, env, settingsCacheMs: 0 });
    servers.push(server);
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    return { server, admin };
  }
  const BANNER = 'data-testid="site-url-banner"';

  it("warns an admin on a public address while the address is the default, until it is set", async () => {
    const { server, admin } = await signedIn();
    const away = await pageAs(server, "foundation.example", "/admin", admin.cookieHeader);
    expect(away).toContain(BANNER);
    expect(away).toContain("E-mailed links point to http://localhost:3000");
    // On this machine (the demo) the default is the right address.
    expect(await pageAs(server, "localhost:3000", "/admin", admin.cookieHeader)).not.toContain(
      BANNER,
    );
    const { json } = await admin.get("/api/v1/settings");
    const settings = (json as { settings: { general: Record<string, unknown> } }).settings;
    const put = await admin.put("/api/v1/settings", {
      ...settings,
      general: { ...settings.general, siteUrl: "https://foundation.example" },
    });
    expect(put.status, put.text).toBe(200);
    expect(await pageAs(server, "foundation.example", "/admin", admin.cookieHeader)).not.toContain(
      BANNER,
    );
  });

  it("says nothing when PUBLIC_URL is set, and shows it as the Site URL", async () => {
    const { server, admin } = await signedIn({ PUBLIC_URL: "https://foundation.example" });
    const { json } = await admin.get("/api/v1/settings");
    const settings = (json as { settings: { general: Record<string, unknown> } }).settings;
    await admin.put("/api/v1/settings", {
      ...settings,
      general: { ...settings.general, siteUrl: "http://localhost:3000" },
    });
    const page = await pageAs(server, "foundation.example", "/admin/settings", admin.cookieHeader);
    expect(page).not.toContain(BANNER);
    expect(page).toMatch(
      /<input[^>]*value="https:\/\/foundation\.example"[^>]*readOnly|<input[^>]*readonly[^>]*value="https:\/\/foundation\.example"/i,
    );
  });
});
