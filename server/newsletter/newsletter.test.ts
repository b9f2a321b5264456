/**
 * The newsletter through the real server and a real SMTP server on loopback, on both engines: a
 * story sent to subscribers in English, French and Russian, each in their language, with the
 * unsubscribe headers of RFC 2369/8058 and a text part; the one-click POST; the fallback line; one
 * send however often staff click; pause and resume; the per-minute pace; an interrupted message
 * not sent again; and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";
import { headerOf, partsOf } from "../testing/smtp-inbox.ts";
import { ApiClient } from "../testing/test-server.ts";

const STORY = {
  title: { en: "A school in Kpalimé", fr: "Une école à Kpalimé", ru: "Школа в Кпалиме" },
  excerpt: {
    en: "Forty pupils start the year.",
    fr: "Quarante élèves font leur rentrée.",
    ru: "Сорок учеников начинают учебный год.",
  },
  content: {
    en: '<p>The <a href="/projects">new classroom</a> opened.</p>',
    fr: '<p>La <a href="/fr/projets">nouvelle classe</a> est ouverte.</p>',
    ru: '<p>Открылся <a href="/ru/proekty">новый класс</a>.</p>',
  },
  author: { en: "Ama Mensah" },
  status: "published",
};
const ENGLISH_ONLY = {
  title: { en: "Match day in Accra" },
  excerpt: { en: "The under-14 cup final." },
  content: { en: "<p>Two goals in the last minute.</p>" },
  author: { en: "Kofi Owusu" },
  status: "published",
};

describe.each(await databaseKinds())("newsletter on %s", (kind) => {
  let site: NewsletterSite;
  let database: NewsletterSite["database"];
  let server: NewsletterSite["server"];
  let smtp: NewsletterSite["smtp"];
  let admin: NewsletterSite["admin"];
  let storyId = 0;
  let englishOnlyId = 0;
  let draftId = 0;
  let round = 0;
  /** Three confirmed subscribers (en, fr, ru) of this test, one pending, one who left. */
  async function audience() {
    round++;
    const at = (who: string) => `${who}.${round}@example.org`;
    await site.subscribers([
      { email: at("en"), locale: "en" },
      { email: at("fr"), locale: "fr" },
      { email: at("ru"), locale: "ru" },
      { email: at("pending"), locale: "fr", state: "pending" },
      { email: at("left"), locale: "ru", state: "unsubscribed" },
    ]);
    return { en: at("en"), fr: at("fr"), ru: at("ru"), pending: at("pending"), left: at("left") };
  }
  async function issueFor(id: number) {
    const res = await admin.post("/api/v1/newsletter/issues", {
      kind: "story",
      storyType: "blogPosts",
      storyId: id,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.id as number;
  }
  const send = (id: number) => admin.post(`/api/v1/newsletter/issues/${id}/send`, {});
  const issue = async (id: number) => (await admin.get(`/api/v1/newsletter/issues/${id}`)).json;
  const run = () => server.services.newsletterSender.run();
  async function setPace(perMinute: number) {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    settings.integrations.newsletterPerMinute = perMinute;
    expect((await admin.put("/api/v1/settings", settings)).status).toBe(200);
  }

  beforeAll(async () => {
    site = await startNewsletterSite(kind);
    ({ database, server, smtp, admin } = site);
    await setPace(1000);
    storyId = (await admin.post("/api/v1/blog-posts", STORY)).json.id as number;
    englishOnlyId = (await admin.post("/api/v1/blog-posts", ENGLISH_ONLY)).json.id as number;
    draftId = (await admin.post("/api/v1/blog-posts", { ...ENGLISH_ONLY, status: "draft" })).json
      .id as number;
  });
  afterAll(() => site?.close());

  it("sends a story to each confirmed subscriber in their language, with unsubscribe headers and a text part", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    const sending = await send(id);
    expect(sending.status, sending.text).toBe(200);
    expect(sending.json).toMatchObject({ status: "sending", counts: { queued: 3 } });
    expect(await run()).toBe(3);

    for (const [locale, address] of [
      ["en", who.en],
      ["fr", who.fr],
      ["ru", who.ru],
    ] as const) {
      const mails = smtp.to(address);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail.subject).toBe(STORY.title[locale]);
      const parts = partsOf(mail);
      expect(parts["text/plain"]).toContain(STORY.excerpt[locale]);
      expect(parts["text/html"]).toContain(`lang="${locale}"`);
      expect(parts["text/html"]).toContain(STORY.excerpt[locale]);
      // Links made absolute for a mail client, on the story's page in the reader's language.
      expect(parts["text/html"]).toContain('href="https://site.test/');
      const unsubscribe = headerOf(mail, "List-Unsubscribe");
      expect(unsubscribe).toMatch(
        new RegExp(
          `^<https://site\\.test/api/v1/newsletter/unsubscribe\\?token=[\\w%-]{20,}&lang=${locale}>, <mailto:[^>]+\\?subject=unsubscribe>$`,
        ),
      );
      expect(headerOf(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    }
    expect(smtp.to(who.pending)).toHaveLength(0);
    expect(smtp.to(who.left)).toHaveLength(0);
    expect(await issue(id)).toMatchObject({
      status: "sent",
      title: STORY.title,
      counts: { queued: 0, sending: 0, sent: 3, failed: 0, skipped: 0 },
    });
  });

  it("unsubscribes at once on the one-click POST; opening the link only shows the page", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    await send(id);
    await run();
    const header = headerOf(smtp.to(who.fr)[0], "List-Unsubscribe");
    const url = new URL(/^<([^>]+)>/.exec(header)?.[1] ?? "");
    const local = `${server.url}${url.pathname}${url.search}`;

    const opened = await fetch(local, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/fr\/[^?]+\?token=/);
    const row = () =>
      database.db
        .selectFrom("submissions")
        .select(["status", "confirmedAt"])
        .where("email", "=", who.fr)
        .executeTakeFirstOrThrow();
    expect((await row()).confirmedAt).not.toBeNull();

    // As a mailbox provider sends it: no cookie, no Origin, the RFC 8058 body.
    const clicked = await fetch(local, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);
    expect(await row()).toMatchObject({ status: "archived", confirmedAt: null });

    const forged = await fetch(
      `${server.url}/api/v1/newsletter/unsubscribe?token=not-a-token-of-anyone`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(forged.status).toBe(404);

    // The next issue skips nobody and sends the one who left nothing.
    const next = await issueFor(storyId);
    expect((await send(next)).json).toMatchObject({ counts: { queued: 2 } });
    await run();
    expect(smtp.to(who.fr)).toHaveLength(1);
  });

  it("sends a story not yet translated in English, with a line saying so in the reader's language", async () => {
    const who = await audience();
    await send(await issueFor(englishOnlyId));
    await run();
    const fr = partsOf(smtp.to(who.fr)[0]);
    expect(smtp.to(who.fr)[0].subject).toBe(ENGLISH_ONLY.title.en);
    expect(fr["text/plain"]).toContain("pas encore disponible dans votre langue");
    expect(fr["text/plain"]).toContain("le voici en anglais");
    expect(fr["text/html"]).toContain('lang="en"');
    const ru = partsOf(smtp.to(who.ru)[0]);
    expect(ru["text/plain"]).toContain("поэтому письмо на английском языке");
    const en = partsOf(smtp.to(who.en)[0]);
    expect(en["text/plain"]).not.toContain("not yet available");
  });

  it("sends an issue once when staff click Send five times at once", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const refusal = answers.find((a) => a.status === 409);
    expect(refusal?.json.error?.details?.reason).toBe("issueNotDraft");
    await Promise.all([run(), run(), run()]);
    expect(smtp.to(who.en)).toHaveLength(1);
    expect(smtp.to(who.ru)).toHaveLength(1);
    expect((await issue(id)).counts).toMatchObject({ sent: 3 });
  });

  it("pauses and resumes a send", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    await send(id);
    expect((await admin.post(`/api/v1/newsletter/issues/${id}/pause`, {})).json).toMatchObject({
      status: "paused",
    });
    expect(await run()).toBe(0);
    expect(smtp.to(who.en)).toHaveLength(0);
    expect((await admin.post(`/api/v1/newsletter/issues/${id}/pause`, {})).status).toBe(409);
    const resumed = await admin.post(`/api/v1/newsletter/issues/${id}/resume`, {});
    expect(resumed.json).toMatchObject({ status: "sending" });
    expect(await run()).toBe(3);
    expect((await issue(id)).status).toBe("sent");
  });

  it("keeps to the messages per minute of Settings", async () => {
    await audience();
    // What the earlier tests sent this minute counts too: the pace is measured in the database.
    const before = await database.db
      .selectFrom("newsletterRecipients")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await setPace(Number(before.n) + 2);
    const id = await issueFor(storyId);
    await send(id);
    expect(await run()).toBe(2);
    expect(await issue(id)).toMatchObject({ status: "sending", counts: { sent: 2, queued: 1 } });
    await setPace(1000);
    expect(await run()).toBe(1);
  });

  it("does not send again a message interrupted with the mail server, and says so", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    await send(id);
    // As a process killed while its message was with the mail server leaves it, three minutes ago.
    await database.db
      .updateTable("newsletterRecipients")
      .set({ status: "sending", claimedAt: new Date(Date.now() - 3 * 60_000).toISOString() })
      .where("issueId", "=", id)
      .where("email", "=", who.ru)
      .execute();
    expect(await run()).toBe(2);
    expect(smtp.to(who.ru)).toHaveLength(0);
    const done = await issue(id);
    expect(done).toMatchObject({ status: "sent", counts: { sent: 2, failed: 1 } });
    // The issue's page says who a send reaches now (confirmed, not left), who it did not, and why.
    expect(done.audience).toEqual({ en: 1, fr: 1, ru: 1 });
    expect(done.problems).toEqual([
      {
        email: who.ru,
        locale: "ru",
        status: "failed",
        error: expect.stringMatching(/^Interrupted/),
      },
    ]);
  });

  it("sends a test to the given address only, marked as a test, in the language asked", async () => {
    const who = await audience();
    const id = await issueFor(storyId);
    const res = await admin.post(`/api/v1/newsletter/issues/${id}/test`, {
      email: "editor@example.org",
      locale: "ru",
    });
    expect(res.status, res.text).toBe(200);
    const mails = smtp.to("editor@example.org");
    expect(mails.at(-1)?.subject).toBe(`[Проверка] ${STORY.title.ru}`);
    expect(smtp.to(who.en)).toHaveLength(0);
    expect((await issue(id)).status).toBe("draft");
    const bad = await admin.post(`/api/v1/newsletter/issues/${id}/test`, { email: "nobody" });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.email).toMatch(/e-mail address/);
  });

  it("refuses a draft story, bad input, an unknown issue, visitors and authors", async () => {
    const draft = await admin.post("/api/v1/newsletter/issues", {
      kind: "story",
      storyType: "blogPosts",
      storyId: draftId,
    });
    expect(draft.status).toBe(409);
    expect(draft.json.error?.details?.reason).toBe("storyNotPublished");
    const bad = await admin.post("/api/v1/newsletter/issues", { kind: "story", storyType: "x" });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.storyType).toMatch(/storyType must be one of/);
    expect((await admin.get("/api/v1/newsletter/issues/999999")).status).toBe(404);
    const visitor = new ApiClient(server.url);
    expect((await visitor.get("/api/v1/newsletter/issues")).status).toBe(401);
    expect((await visitor.post("/api/v1/newsletter/issues", { kind: "story" })).status).toBe(401);
    const list = await admin.get("/api/v1/newsletter/issues");
    expect(list.status).toBe(200);
    expect(list.json.audience).toEqual({ en: 1, fr: 1, ru: 1 });
  });
});
