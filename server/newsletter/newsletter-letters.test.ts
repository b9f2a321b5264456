/**
 * Digests and appeals (issue 36) through the real server and a real SMTP server on loopback, on
 * both engines: the stories a digest may carry; a digest in the editor's order sent to subscribers
 * in English, French and Russian (a story not translated marked as such, a letter not written in
 * Russian sent in English with a line saying so); its web version; an appeal with its donate button
 * in the reader's language; a draft changed, and not once it is sent, however the requests race;
 * and the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";
import { headerOf, partsOf } from "../testing/smtp-inbox.ts";

const TRANSLATED = {
  title: { en: "A school in Kpalimé", fr: "Une école à Kpalimé", ru: "Школа в Кпалиме" },
  excerpt: {
    en: "Forty pupils start the year.",
    fr: "Quarante élèves font leur rentrée.",
    ru: "Сорок учеников начинают учебный год.",
  },
  content: { en: "<p>Body.</p>", fr: "<p>Texte.</p>", ru: "<p>Текст.</p>" },
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
const DIGEST_WORDS = {
  subject: { en: "Our month in stories", fr: "Notre mois en histoires", ru: "" },
  intro: {
    en: "Dear friends,\n\nHere is what happened.",
    fr: "Chers amis,\n\nVoici ce qui s’est passé.",
    ru: "",
  },
};
const APPEAL_WORDS = {
  subject: {
    en: "Help us open a second class",
    fr: "Aidez-nous à ouvrir une deuxième classe",
    ru: "Помогите открыть второй класс",
  },
  body: {
    en: "Forty more children are waiting.\n\nEvery gift counts.",
    fr: "Quarante enfants de plus attendent.\n\nChaque don compte.",
    ru: "Ещё сорок детей ждут.\n\nВажен каждый вклад.",
  },
};

describe.each(await databaseKinds())("digests and appeals on %s", (kind) => {
  let site: NewsletterSite;
  let translatedId = 0;
  let englishOnlyId = 0;
  let round = 0;
  async function audience() {
    round++;
    const at = (who: string) => `${who}.letters${round}@example.org`;
    await site.subscribers([
      { email: at("en"), locale: "en" },
      { email: at("fr"), locale: "fr" },
      { email: at("ru"), locale: "ru" },
    ]);
    return { en: at("en"), fr: at("fr"), ru: at("ru") };
  }
  const create = (body: object) => site.admin.post("/api/v1/newsletter/issues", body);
  const digest = (stories: object[]) => ({ kind: "digest", ...DIGEST_WORDS, stories });
  const send = (id: number) => site.admin.post(`/api/v1/newsletter/issues/${id}/send`, {});
  const run = () => site.server.services.newsletterSender.run();

  beforeAll(async () => {
    site = await startNewsletterSite(kind);
    const story = async (body: object) =>
      (await site.admin.post("/api/v1/blog-posts", body)).json.id as number;
    englishOnlyId = await story({ ...ENGLISH_ONLY, date: "2026-11-01" });
    translatedId = await story({ ...TRANSLATED, date: "2026-11-20" });
  });
  afterAll(() => site?.close());

  it("sends a digest in the editor's order, each reader in their language, and shows it in a browser", async () => {
    const offered = await site.admin.get("/api/v1/newsletter/issues/candidates");
    expect(offered.status, offered.text).toBe(200);
    const mine = (
      offered.json.stories as { id: number; type: string; sinceLast: boolean }[]
    ).filter((s) => s.type === "blogPosts" && [translatedId, englishOnlyId].includes(s.id));
    // Newest first, both newer than a last digest there has not been.
    expect(mine.map((s) => s.id)).toEqual([translatedId, englishOnlyId]);
    expect(mine.every((s) => s.sinceLast)).toBe(true);

    const who = await audience();
    // The editor's order: the older story first.
    const created = await create(
      digest([
        { type: "blogPosts", id: englishOnlyId },
        { type: "blogPosts", id: translatedId },
      ]),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({ kind: "digest", title: { en: DIGEST_WORDS.subject.en } });
    expect((await site.admin.get(`/newsletter/issues/${id}?lang=fr`)).status).toBe(404);
    expect((await send(id)).status).toBe(200);
    expect(await run()).toBe(3);

    const html = (address: string) => partsOf(site.smtp.to(address)[0])["text/html"];
    const fr = site.smtp.to(who.fr)[0];
    expect(fr.subject).toBe(DIGEST_WORDS.subject.fr);
    const frHtml = html(who.fr);
    expect(frHtml).toContain("Voici ce qui s’est passé.");
    expect(frHtml.indexOf(ENGLISH_ONLY.title.en)).toBeLessThan(frHtml.indexOf(TRANSLATED.title.fr));
    // The story not translated keeps its language, and the reader is told in theirs.
    expect(frHtml).toMatch(/<table[^>]*lang="en"[\s\S]*Match day in Accra/);
    expect(frHtml).toContain("En anglais");
    expect(frHtml).toContain('href="https://site.test/fr/histoires/');
    expect(partsOf(fr)["text/plain"]).toContain(TRANSLATED.excerpt.fr);
    expect(headerOf(fr, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // Not written in Russian: the letter in English, with a line in Russian saying so.
    const ru = site.smtp.to(who.ru)[0];
    expect(ru.subject).toBe(DIGEST_WORDS.subject.en);
    expect(html(who.ru)).toContain("Это письмо ещё не переведено на ваш язык");
    expect(html(who.ru)).toContain(TRANSLATED.title.ru);
    expect(site.smtp.to(who.en)[0].subject).toBe(DIGEST_WORDS.subject.en);

    // "View in the browser": the message as French readers got it, nobody's unsubscribe link.
    expect(frHtml).toContain(`href="https://site.test/newsletter/issues/${id}?lang=fr"`);
    const web = await fetch(`${site.server.url}/newsletter/issues/${id}?lang=fr`);
    expect(web.status).toBe(200);
    expect(web.headers.get("content-type")).toMatch(/^text\/html/);
    expect(web.headers.get("content-security-policy")).toMatch(/script-src|default-src 'none'/);
    const page = await web.text();
    expect(page).toContain(DIGEST_WORDS.subject.fr);
    expect(page).not.toContain("token=");
    expect(page).not.toContain("Se désabonner");

    const after = await site.admin.get("/api/v1/newsletter/issues/candidates");
    expect(after.json.lastDigestAt).toEqual(expect.any(String));
  });

  it("sends an appeal with a donate button to the donate page in the reader's language", async () => {
    const who = await audience();
    const created = await create({ kind: "appeal", ...APPEAL_WORDS });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as number;
    const test = await site.admin.post(`/api/v1/newsletter/issues/${id}/test`, {
      email: "editor@example.org",
      locale: "ru",
    });
    expect(test.status, test.text).toBe(200);
    const tried = site.smtp.to("editor@example.org").at(-1)!;
    expect(tried.subject).toBe(`[Проверка] ${APPEAL_WORDS.subject.ru}`);
    expect(partsOf(tried)["text/html"]).toMatch(
      /href="https:\/\/site\.test\/ru\/pozhertvovat"[^>]*>[\s\S]*Сделать пожертвование/,
    );
    expect(site.smtp.to(who.ru)).toHaveLength(0);

    expect((await send(id)).status).toBe(200);
    expect(await run()).toBe(3);
    const fr = partsOf(site.smtp.to(who.fr)[0]);
    expect(fr["text/plain"]).toContain("Chaque don compte.");
    expect(fr["text/html"]).toContain('href="https://site.test/fr/faire-un-don"');
  });

  it("changes a draft, and nothing once it is sent, however the requests race", async () => {
    await audience();
    const created = await create({ kind: "appeal", ...APPEAL_WORDS });
    const id = created.json.id as number;
    const changed = {
      kind: "appeal",
      subject: { ...APPEAL_WORDS.subject, en: "A second class for Kpalimé" },
      body: APPEAL_WORDS.body,
    };
    const put = await site.admin.put(`/api/v1/newsletter/issues/${id}`, changed);
    expect(put.status, put.text).toBe(200);
    expect((put.json.title as { en: string }).en).toBe("A second class for Kpalimé");
    const otherKind = await site.admin.put(
      `/api/v1/newsletter/issues/${id}`,
      digest([{ type: "blogPosts", id: translatedId }]),
    );
    expect(otherKind.status).toBe(409);
    expect(otherKind.json.error?.details?.reason).toBe("issueKindFixed");

    // Changes and the send at once: the send wins once, later changes are refused, and what was
    // sent is what is stored.
    const subjects = Array.from({ length: 5 }, (_, i) => `Version ${i}`);
    const answers = await Promise.all([
      ...subjects.map((en) =>
        site.admin.put(`/api/v1/newsletter/issues/${id}`, {
          ...changed,
          subject: { ...changed.subject, en },
        }),
      ),
      send(id),
    ]);
    expect(answers.at(-1)!.status).toBe(200);
    for (const a of answers.slice(0, -1)) expect([200, 409]).toContain(a.status);
    const stored = (await site.admin.get(`/api/v1/newsletter/issues/${id}`)).json;
    expect(stored.status).not.toBe("draft");
    await run();
    const late = await site.admin.put(`/api/v1/newsletter/issues/${id}`, changed);
    expect(late.status).toBe(409);
    expect(late.json.error?.details?.reason).toBe("issueNotDraft");
    const sentSubjects = new Set(
      site.smtp.mails
        .filter((m) => m.subject.startsWith("Version ") || m.subject === changed.subject.en)
        .map((m) => m.subject),
    );
    expect([...sentSubjects]).toEqual([(stored.title as { en: string }).en]);
  });

  it("refuses a digest without stories, twice the same story, an unpublished one, an appeal without English", async () => {
    const none = await create(digest([]));
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json.error)).toMatch(/Choose at least one story/);
    const twice = await create(
      digest([
        { type: "blogPosts", id: translatedId },
        { type: "blogPosts", id: translatedId },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.json.error)).toMatch(/chosen twice/);
    const draft = (
      await site.admin.post("/api/v1/blog-posts", { ...ENGLISH_ONLY, status: "draft" })
    ).json.id as number;
    const unpublished = await create(digest([{ type: "blogPosts", id: draft }]));
    expect(unpublished.status).toBe(409);
    expect(unpublished.json.error?.details).toMatchObject({
      reason: "digestStoryNotPublished",
      storyId: draft,
    });
    const noEnglish = await create({
      kind: "appeal",
      subject: { fr: "Aidez-nous" },
      body: APPEAL_WORDS.body,
    });
    expect(noEnglish.status).toBe(400);
    expect(JSON.stringify(noEnglish.json.error)).toMatch(/subject is required in English/);
    const unknown = await create({ kind: "poster" });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json.error)).toMatch(
      /kind must be one of: story, digest, appeal/,
    );
    // A story's issue has the story's own page: no web version.
    expect((await fetch(`${site.server.url}/newsletter/issues/999999`)).status).toBe(404);
  });
});
