/**
 * No answer of this site sends a visitor elsewhere, and no address it cannot read is a 500: the
 * redirect forms an attacker would link to, for English, French and Russian browsers, and the
 * malformed or climbing paths on every family of address (pages in each language, the API,
 * /assets, /media). Serves the production build: `npm run build` first.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePathOf } from "../../core/local-path.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { startTestServer } from "../testing/test-server.ts";
import { requestTargetProblem } from "./request-target.ts";

/** A GET of exactly `target`, as sent (fetch would normalize it first), without following. */
function rawGet(base: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; location?: string; type?: string }>((resolve, reject) => {
    http
      .get({ hostname, port, path: target, headers }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            type: res.headers["content-type"],
          }),
        );
      })
      .on("error", reject);
  });
}

const BROWSERS = {
  en: "en-GB,en;q=0.9",
  fr: "fr-FR,fr;q=0.9",
  ru: "ru-RU,ru;q=0.9",
};

const OTHER_SITES = [
  "//evil.example/",
  "/\\evil.example/",
  "///evil.example/",
  "//evil.example/blog",
  "/\\/evil.example/",
  "\\\\evil.example/",
  "//evil.example/?next=/",
  "/%2F%2Fevil.example/",
  "/%2Fevil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%09/evil.example/",
  "/fr//evil.example/",
  "/ru/%2F%2Fevil.example/",
  "/blog//evil.example/",
  "/language/fr?next=//evil.example/",
  "/language/ru?next=/%5Cevil.example/",
  "/language/fr?next=%2F%2Fevil.example%2F",
  "/language/ru?next=https://evil.example/",
  "/language/en?next=/\\evil.example/",
  "/admin/login?to=//evil.example/",
  "/admin/login?to=/admin/..//evil.example/",
  "/fr/donate",
  "/ru/blog",
];

const MALFORMED = ["/%FF", "/%", "/%E0%A4%A", "/%C0%AF", "/%%%%%%%%%%", "/..%2f..%2fpackage.json"];
const FAMILIES = ["", "/fr", "/ru", "/api/v1", "/assets", "/media", "/media/gallery-images"];

describe("request targets, read alone", () => {
  it("moves a path that would read as another host to one leading slash", () => {
    expect(requestTargetProblem("//evil.example/a?b=1")).toEqual({
      kind: "move",
      location: "/evil.example/a?b=1",
    });
    expect(requestTargetProblem("/\\evil.example/")).toEqual({
      kind: "move",
      location: "/evil.example/",
    });
    expect(requestTargetProblem("/blog/a-story?page=2")).toBeNull();
    expect(requestTargetProblem("/ru/%D0%B8%D1%81%D1%82%D0%BE%D1%80%D0%B8%D0%B8")).toBeNull();
  });

  it("refuses what does not decode, climbs, or holds control characters, saying why", () => {
    expect(requestTargetProblem("/%FF")).toMatchObject({ message: /percent-encoding/ });
    expect(requestTargetProblem("/assets/..%2fx")).toMatchObject({ message: /"\.\."/ });
    expect(requestTargetProblem("/a%00b")).toMatchObject({ message: /control character/ });
    expect(requestTargetProblem("/blog?q=%1b")).toMatchObject({ message: /"q"/ });
    expect(requestTargetProblem("http://evil.example/")).toMatchObject({ kind: "refuse" });
  });

  it("turns any redirect target into a path of this site", () => {
    expect(sitePathOf("/fr/histoires?x=1")).toBe("/fr/histoires?x=1");
    expect(sitePathOf("//evil.example/blog")).toBe("/evil.example/blog");
    expect(sitePathOf("/\\\\evil.example")).toBe("/evil.example");
    expect(sitePathOf("/\r\n/evil.example")).toBe("/evil.example");
    expect(sitePathOf("https://evil.example/")).toBe("/");
    expect(sitePathOf("javascript:alert(1)", "/admin")).toBe("/admin");
  });
});

describe.each(await databaseKinds())("request targets on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { ssr: true });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.cleanup();
  });

  it.each(Object.entries(BROWSERS))(
    "sends a %s browser only to paths of this site",
    async (_, language) => {
      for (const target of OTHER_SITES) {
        const res = await rawGet(server.url, target, { "accept-language": language });
        expect(res.status, target).toBeLessThan(500);
        if (res.location === undefined) continue;
        expect(res.location, target).toMatch(/^\/(?![/\\])/);
        expect(new URL(res.location, server.url).origin, target).toBe(server.url);
        // One hop further must stay on the site too.
        const next = await rawGet(server.url, res.location, { "accept-language": language });
        expect(next.status, `${target} → ${res.location}`).toBeLessThan(500);
        if (next.location) expect(next.location, target).toMatch(/^\/(?![/\\])/);
      }
    },
  );

  it("answers malformed and climbing paths with 400 on every family of address", async () => {
    for (const family of FAMILIES) {
      for (const path of MALFORMED) {
        for (const language of Object.values(BROWSERS)) {
          const target = `${family}${path}`;
          const res = await rawGet(server.url, target, { "accept-language": language });
          expect(res.status, target).toBe(400);
          expect(res.type, target).toMatch(family === "/api/v1" ? /json/ : /text\/plain/);
        }
      }
    }
    const traversal = await rawGet(server.url, "/assets/..%2f..%2f..%2fpackage.json");
    expect(traversal.status).toBe(400);
    const plain = await rawGet(server.url, "/assets/../../package.json");
    expect([400, 404]).toContain(plain.status);
  });
});
