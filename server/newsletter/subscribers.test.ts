/**
 * The newsletter's subscribers through the real server, on both engines (decision 0040): added by
 * staff only with consent, filtered and searched, their language changed, their address stopped by
 * hand (not sent to, not added back), erased (their data gone, the stop kept as a hash), and a CSV
 * import that takes the good rows and reports the others by line, previewed first, once however
 * many imports run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";
import { ApiClient } from "../testing/test-server.ts";
import { addressHash } from "./subscribers-service.ts";

type Subscriber = { id: number; email: string; locale: string; status: string; source: string };

describe.each(await databaseKinds())("newsletter subscribers on %s", (kind) => {
  let site: NewsletterSite;
  const api = () => site.admin;
  const list = async (query: string) =>
    (await api().get(`/api/v1/newsletter/subscribers?${query}`)).json as {
      items: Subscriber[];
      total: number;
    };
  const add = (email: string, locale = "en", consent: unknown = true) =>
    api().post("/api/v1/newsletter/subscribers", { email, locale, consent });
  const importCsv = (csv: string, dryRun = false) =>
    api().post("/api/v1/newsletter/subscribers/import", { csv, dryRun });

  beforeAll(async () => {
    site = await startNewsletterSite(kind);
  });
  afterAll(() => site?.close());

  it("adds a person only with consent, once, and finds them by address, state and language", async () => {
    const added = await add("Ama.Mensah@Example.org", "fr");
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({
      email: "ama.mensah@example.org",
      locale: "fr",
      status: "confirmed",
      source: "staff",
    });
    const noConsent = await add("kofi@example.org", "en", false);
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.error?.fields?.consent).toMatch(/agreed to receive/);
    const twice = await add("ama.mensah@example.org", "ru");
    expect(twice.status).toBe(409);
    expect(twice.json.error?.details?.reason).toBe("subscriberExists");

    await site.subscribers([
      { email: "pending.one@example.org", locale: "ru", state: "pending" },
      { email: "left.one@example.org", locale: "en", state: "unsubscribed" },
      { email: "ama.mensah@example.org", locale: "fr" },
    ]);
    expect((await list("status=pending")).items.map((s) => s.email)).toEqual([
      "pending.one@example.org",
    ]);
    expect((await list("status=unsubscribed")).items.map((s) => s.email)).toEqual([
      "left.one@example.org",
    ]);
    expect((await list("locale=fr&status=confirmed")).total).toBe(1);
    expect((await list("q=MENSAH")).items.map((s) => s.email)).toEqual(["ama.mensah@example.org"]);
    const bad = await api().get("/api/v1/newsletter/subscribers?status=happy");
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.status).toMatch(/status must be one of/);
    expect(
      (await new ApiClient(site.server.url).get("/api/v1/newsletter/subscribers")).status,
    ).toBe(401);
  });

  it("changes a language, and stops an address by hand: not sent to, not added back", async () => {
    await site.subscribers([{ email: "bounce.me@example.org", locale: "en" }]);
    const [one] = (await list("q=bounce.me")).items;
    const french = await api().put(`/api/v1/newsletter/subscribers/${one.id}`, { locale: "fr" });
    expect(french.status, french.text).toBe(200);
    expect(french.json.locale).toBe("fr");
    const stopped = await api().put(`/api/v1/newsletter/subscribers/${one.id}`, {
      status: "bounced",
    });
    expect(stopped.json.status).toBe("bounced");
    const audience = (await api().get("/api/v1/newsletter/issues")).json.audience;
    expect(audience).toEqual({ en: 0, fr: 0, ru: 0 });
    expect((await list("status=bounced")).items.map((s) => s.email)).toEqual([
      "bounce.me@example.org",
    ]);
    const again = await add("bounce.me@example.org");
    expect(again.status).toBe(409);
    expect(again.json.error?.details?.reason).toBe("subscriberSuppressed");
    const nothing = await api().put(`/api/v1/newsletter/subscribers/${one.id}`, {});
    expect(nothing.status).toBe(400);
  });

  it("erases a person: their row and address gone, the stop kept as a hash", async () => {
    await site.subscribers([{ email: "erase.me@example.org", locale: "ru" }]);
    const [one] = (await list("q=erase.me")).items;
    const erased = await api().delete(`/api/v1/newsletter/subscribers/${one.id}`);
    expect(erased.status, erased.text).toBe(200);
    expect((await list("q=erase.me")).total).toBe(0);
    const db = site.database.db;
    const stored = await db
      .selectFrom("submissions")
      .select("id")
      .where("email", "=", "erase.me@example.org")
      .execute();
    expect(stored).toEqual([]);
    const hash = await db
      .selectFrom("newsletterSuppressions")
      .selectAll()
      .where("emailHash", "=", addressHash("erase.me@example.org"))
      .executeTakeFirst();
    expect(hash).toMatchObject({ reason: "erased" });
    const entry = await db
      .selectFrom("auditLog")
      .select("details")
      .where("action", "=", "newsletter.subscriber-erase")
      .executeTakeFirstOrThrow();
    expect(entry.details).not.toContain("erase.me");
    expect((await add("erase.me@example.org")).status).toBe(409);
    expect((await api().delete(`/api/v1/newsletter/subscribers/${one.id}`)).status).toBe(404);
  });

  it("imports the good rows of a CSV and reports the others by line, previewed first", async () => {
    await site.subscribers([
      { email: "known@example.org", locale: "en" },
      { email: "stopped@example.org", locale: "en" },
    ]);
    const stopped = (await list("q=stopped")).items[0];
    expect((await api().delete(`/api/v1/newsletter/subscribers/${stopped.id}`)).status).toBe(200);
    const csv = [
      "Email;Langue;Consentement",
      "nouvelle@example.org;fr;oui",
      "not-an-address;fr;oui",
      "nouvelle@example.org;ru;oui",
      "sans.accord@example.org;fr;",
      "known@example.org;en;oui",
      "novyi@example.org;русский;да",
      "stopped@example.org;en;yes",
      "klingon@example.org;tlh;yes",
    ].join("\r\n");
    const preview = await importCsv(csv, true);
    expect(preview.status, preview.text).toBe(200);
    const expected = [
      { line: 2, email: "nouvelle@example.org", result: "added", locale: "fr" },
      { line: 3, email: "not-an-address", result: "error", error: "email" },
      { line: 4, email: "nouvelle@example.org", result: "error", error: "duplicate" },
      { line: 5, email: "sans.accord@example.org", result: "error", error: "consent" },
      { line: 6, email: "known@example.org", result: "known", locale: "en" },
      { line: 7, email: "novyi@example.org", result: "added", locale: "ru" },
      { line: 8, email: "stopped@example.org", result: "error", error: "suppressed" },
      { line: 9, email: "klingon@example.org", result: "error", error: "locale" },
    ];
    expect(preview.json).toMatchObject({ dryRun: true, added: 2, known: 1, errors: 5 });
    expect(preview.json.rows).toEqual(expected);
    // The preview wrote nothing: only the one known subscriber is on the list.
    expect((await list("")).total).toBe(1);

    // Three imports of the file at once: each good row goes in once.
    const runs = await Promise.all([importCsv(csv), importCsv(csv), importCsv(csv)]);
    for (const run of runs) expect(run.status, run.text).toBe(200);
    expect(runs.reduce((sum, r) => sum + (r.json.added as number), 0)).toBe(2);
    const imported = (await list("status=confirmed")).items.filter((s) => s.source === "import");
    expect(imported.map((s) => [s.email, s.locale]).sort()).toEqual([
      ["nouvelle@example.org", "fr"],
      ["novyi@example.org", "ru"],
    ]);
    const again = await importCsv(csv);
    expect(again.json).toMatchObject({ added: 0, known: 3, errors: 5 });

    const noConsentColumn = await importCsv("email,language\na@example.org,en");
    expect(noConsentColumn.status).toBe(400);
    expect(noConsentColumn.json.error?.message).toMatch(/email and consent/);
    expect((await importCsv("")).status).toBe(400);
  });
});
