/** The five visitor forms over the JSON API, and the admin inbox API, on both engines. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmissionKind } from "../../core/submissions.ts";
import { VALID } from "../testing/submission-fixtures.ts";
import { withClockStill } from "../testing/clock.ts";
import { SUBMIT_RATE } from "./submissions.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";

describe.each(await databaseKinds())("submissions on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    visitor = new ApiClient(server.url);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it.each(Object.keys(VALID) as SubmissionKind[])(
    "%s: 201 for a valid body, and the admin list total grows by one",
    async (type) => {
      const before = await admin.get(`/api/v1/submissions?type=${type}`);
      expect(before.status).toBe(200);
      const res = await visitor.post(`/api/v1/forms/${type}`, VALID[type]);
      expect(res.status, res.text).toBe(201);
      expect(res.json.ok).toBe(true);
      const after = await admin.get(`/api/v1/submissions?type=${type}`);
      expect(after.json.total).toBe(Number(before.json.total) + 1);
      expect(after.json.items?.[0]?.kind).toBe(type);
      expect(after.json.items?.[0]?.status).toBe("new");
    },
  );

  it("records the visitor's language, and a donation's reference as a pledge", async () => {
    const list = await admin.get("/api/v1/submissions?type=volunteer");
    const item = list.json.items?.[0] as unknown as {
      locale: string;
      data: Record<string, unknown>;
    };
    expect(item.locale).toBe("ru");
    expect(item.data.firstName).toBe("Анна");
    const donations = await admin.get("/api/v1/submissions?type=donation");
    const d = donations.json.items?.[0] as unknown as {
      reference: string;
      data: Record<string, unknown>;
    };
    expect(d.reference).toMatch(/^DON-[A-Z2-9]{8}$/);
    const gift = await admin.get(`/api/v1/donations?q=${d.reference}`);
    expect(gift.json.items).toMatchObject([{ reference: d.reference, status: "pledged" }]);
    expect(d.data).toMatchObject({ amount: 50, currency: "USD", frequency: "monthly" });
  });

  it("refuses other content types (415) and malformed bodies (400), storing nothing", async () => {
    const before = (await admin.get("/api/v1/submissions")).json.total;
    const text = await fetch(`${server.url}/api/v1/forms/contact`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=x",
    });
    expect(text.status).toBe(415);
    const form = await fetch(`${server.url}/api/v1/forms/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x&email=a@b.c&message=hi",
    });
    expect(form.status).toBe(415);
    const broken = await visitor.request("POST", "/api/v1/forms/contact", "{not json");
    expect(broken.status).toBe(400);
    const array = await visitor.post("/api/v1/forms/volunteer", [1, 2]);
    expect(array.status).toBe(400);
    const missing = await visitor.post("/api/v1/forms/volunteer", { email: "nope" });
    expect(missing.status).toBe(400);
    expect(missing.json.error?.fields).toMatchObject({
      firstName: "required",
      email: "email",
      terms: "terms",
    });
    const unknown = await visitor.post("/api/v1/forms/raffle", {});
    expect(unknown.status).toBe(404);
    expect((await admin.get("/api/v1/submissions")).json.total).toBe(before);
  });

  it("refuses a filled honeypot plainly", async () => {
    const res = await visitor.post("/api/v1/forms/contact", {
      ...VALID.contact,
      homepage: "http://spam.example",
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(/automated/);
    expect(res.json.error?.fields).toEqual({ form: "spam" });
  });

  it("keeps visitors and plain users out of the inbox", async () => {
    for (const path of [
      "/api/v1/submissions",
      "/api/v1/submissions/counts",
      "/api/v1/submissions/1",
      "/api/v1/submissions/export.csv?type=volunteer",
    ]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.text, path).not.toContain("Анна");
    }
    expect((await visitor.put("/api/v1/submissions/1", { status: "done" })).status).toBe(401);
    expect((await visitor.delete("/api/v1/submissions/1")).status).toBe(401);
  });

  it("exports a kind as CSV: text/csv, UTF-8 with BOM, Cyrillic intact, formulas defused", async () => {
    await visitor.post("/api/v1/forms/volunteer", {
      ...VALID.volunteer,
      email: "formula@example.org",
      experience: '=HYPERLINK("http://evil")',
    });
    const res = await fetch(`${server.url}/api/v1/submissions/export.csv?type=volunteer`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toContain('"firstName"');
    expect(text).toContain('"Анна"');
    expect(text).toContain('"Москва, Россия"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const bad = await admin.get("/api/v1/submissions/export.csv?type=nope");
    expect(bad.status).toBe(400);
  });

  it("lets the admin triage: counts, status, notes, search, dates, detail, delete", async () => {
    const counts = await admin.get("/api/v1/submissions/counts");
    expect(counts.json.contact).toMatchObject({ unread: 1 });
    const list = await admin.get("/api/v1/submissions?type=contact");
    const id = Number(list.json.items?.[0]?.id);
    const put = await admin.put(`/api/v1/submissions/${id}`, {
      status: "in_progress",
      notes: "Called back on Monday",
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ status: "in_progress", notes: "Called back on Monday" });
    expect((await admin.put(`/api/v1/submissions/${id}`, { status: "lost" })).status).toBe(400);
    expect((await admin.put(`/api/v1/submissions/${id}`, { kind: "partner" })).status).toBe(400);
    const after = await admin.get("/api/v1/submissions/counts");
    expect(after.json.contact).toMatchObject({ unread: 0, total: 1 });
    const found = await admin.get(`/api/v1/submissions?q=${encodeURIComponent("monday")}`);
    expect(found.json.items?.map((i) => i.id)).toEqual([id]);
    const byName = await admin.get(`/api/v1/submissions?q=${encodeURIComponent("анна")}`);
    expect(Number(byName.json.total)).toBeGreaterThanOrEqual(1);
    expect((await admin.get("/api/v1/submissions?q=100%25")).json.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await admin.get(`/api/v1/submissions?from=${today}&to=${today}`);
    expect(Number(dated.json.total)).toBeGreaterThan(0);
    expect((await admin.get("/api/v1/submissions?from=2000-01-01&to=2000-01-02")).json.total).toBe(
      0,
    );
    expect((await admin.get("/api/v1/submissions?from=yesterday")).status).toBe(400);
    expect((await admin.get(`/api/v1/submissions/${id}`)).json.id).toBe(id);
    expect((await admin.delete(`/api/v1/submissions/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/v1/submissions/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/submissions/${id}`)).status).toBe(404);
    expect((await admin.get("/api/v1/submissions/abc")).status).toBe(400);
  });

  it("newsletter: signing up twice neither duplicates nor tells", async () => {
    const first = await visitor.post("/api/v1/forms/newsletter", { email: "Twice@Example.org" });
    const second = await visitor.post("/api/v1/forms/newsletter", { email: "twice@example.org" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const found = await admin.get("/api/v1/submissions?type=newsletter&q=twice");
    expect(found.json.total).toBe(1);
  });

  it("limits submissions per address", async () => {
    const statuses: number[] = [];
    await withClockStill(async () => {
      for (let i = 0; i <= SUBMIT_RATE.limit; i++) {
        const email = `p${i}@x.example`;
        statuses.push(
          (await visitor.post("/api/v1/forms/partner", { ...VALID.partner, email })).status,
        );
      }
    });
    expect(statuses.at(-1)).toBe(429);
  });

  it("purges unconfirmed newsletter sign-ups after 7 days and everything past retention", async () => {
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    const deleted = await server.services.submissions.purgeExpired(0, later);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect((await admin.get("/api/v1/submissions?type=newsletter")).json.total).toBe(0);
    const total = Number((await admin.get("/api/v1/submissions")).json.total);
    expect(total).toBeGreaterThan(0);
    const future = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await server.services.submissions.purgeExpired(12, future)).toBe(total);
  });
});
