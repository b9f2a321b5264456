/**
 * A story sent with its publication (issue 36 item 1), through the real server and a real SMTP
 * server on loopback, on both engines: a scheduled story can be tested before it is public; sent,
 * the issue waits (`scheduled`, nobody written to) until the scheduler publishes the story, then
 * goes to each confirmed subscriber once, however many senders run at that moment; staff can
 * cancel the wait; a story neither published nor scheduled is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../testing/databases.ts";
import { type NewsletterSite, startNewsletterSite } from "../testing/newsletter-fixtures.ts";
import { createNewsletterSender } from "./newsletter-sender.ts";

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const story = (title: string, extra: Record<string, unknown>) => ({
  title: { en: title, fr: `${title} (fr)`, ru: `${title} (ru)` },
  excerpt: { en: "Soon.", fr: "Bientôt.", ru: "Скоро." },
  content: { en: "<p>Body.</p>", fr: "<p>Texte.</p>", ru: "<p>Текст.</p>" },
  author: { en: "Ama Mensah" },
  ...extra,
});

describe.each(await databaseKinds())(
  "a newsletter sent with its story's publication on %s",
  (kind) => {
    let site: NewsletterSite;
    let round = 0;
    const admin = () => site.admin;
    const issue = async (id: number) => (await admin().get(`/api/v1/newsletter/issues/${id}`)).json;

    /** Three confirmed subscribers (en, fr, ru) of this test. */
    async function audience() {
      round++;
      const who = {
        en: `en.${round}@example.org`,
        fr: `fr.${round}@example.org`,
        ru: `ru.${round}@example.org`,
      };
      await site.subscribers(Object.entries(who).map(([locale, email]) => ({ email, locale })));
      return who;
    }
    async function scheduledStory(title: string) {
      const res = await admin().post(
        "/api/v1/blog-posts",
        story(title, { status: "scheduled", publishAt: inMinutes(30) }),
      );
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    }
    async function issueFor(storyId: number) {
      const res = await admin().post("/api/v1/newsletter/issues", {
        kind: "story",
        storyType: "blogPosts",
        storyId,
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    }

    beforeAll(async () => {
      site = await startNewsletterSite(kind);
      const { json } = await admin().get("/api/v1/settings");
      const settings = json.settings as { integrations: Record<string, unknown> };
      settings.integrations.newsletterPerMinute = 1000;
      expect((await admin().put("/api/v1/settings", settings)).status).toBe(200);
    });
    afterAll(() => site?.close());

    it("waits, scheduled, until the story is published, then sends each subscriber once", async () => {
      const who = await audience();
      const storyId = await scheduledStory("Camp opens");
      const id = await issueFor(storyId);
      expect(await issue(id)).toMatchObject({
        status: "draft",
        publication: { state: "scheduled", publishAt: expect.any(String) },
      });

      // Tested before it is public: read as the staff member who sends the test.
      const test = await admin().post(`/api/v1/newsletter/issues/${id}/test`, {
        email: "editor@example.org",
        locale: "fr",
      });
      expect(test.status, test.text).toBe(200);
      expect(site.smtp.to("editor@example.org").at(-1)?.subject).toBe("[Essai] Camp opens (fr)");

      const sent = await admin().post(`/api/v1/newsletter/issues/${id}/send`, {});
      expect(sent.status, sent.text).toBe(200);
      expect(sent.json).toMatchObject({ status: "scheduled", counts: { queued: 0 } });
      expect(await site.server.services.newsletterSender.run()).toBe(0);
      expect(site.smtp.to(who.en)).toHaveLength(0);
      // Sending it again is refused while it waits.
      expect((await admin().post(`/api/v1/newsletter/issues/${id}/send`, {})).status).toBe(409);

      // The scheduler publishes it; three senders run at that moment (on PostgreSQL as three
      // processes would, on the one connection of SQLite, which serves one process).
      await site.server.contentJobs.publishDue(new Date(Date.now() + 60 * 60_000));
      const services = site.server.services;
      const others = [1, 2].map(() =>
        createNewsletterSender(site.server.db, {
          settings: services.services.settings,
          audit: services.audit,
          sources: services.newsletterSources,
        }),
      );
      const counts = await Promise.all([
        services.newsletterSender.run(),
        ...others.map((o) => o.run()),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      for (const [locale, address] of Object.entries(who)) {
        const mails = site.smtp.to(address);
        expect(mails, address).toHaveLength(1);
        expect(mails[0].subject).toBe(locale === "en" ? "Camp opens" : `Camp opens (${locale})`);
      }
      expect(await issue(id)).toMatchObject({ status: "sent", counts: { sent: 3 } });
      const audit = await site.database.db
        .selectFrom("auditLog")
        .select(["action", "actorEmail"])
        .where("entityType", "=", "newsletter")
        .where("entityId", "=", String(id))
        .where("action", "in", ["newsletter.schedule", "newsletter.send"])
        .orderBy("id")
        .execute();
      expect(audit).toEqual([
        { action: "newsletter.schedule", actorEmail: expect.stringContaining("@") },
        { action: "newsletter.send", actorEmail: "system" },
      ]);
    });

    it("goes back to a draft when staff cancel, and is not released by the publication", async () => {
      const who = await audience();
      const id = await issueFor(await scheduledStory("Cup final"));
      expect((await admin().post(`/api/v1/newsletter/issues/${id}/send`, {})).json.status).toBe(
        "scheduled",
      );
      const [a, b] = await Promise.all([
        admin().post(`/api/v1/newsletter/issues/${id}/unschedule`, {}),
        admin().post(`/api/v1/newsletter/issues/${id}/unschedule`, {}),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((await issue(id)).status).toBe("draft");
      await site.server.contentJobs.publishDue(new Date(Date.now() + 60 * 60_000));
      expect(await site.server.services.newsletterSender.run()).toBe(0);
      expect(site.smtp.to(who.en)).toHaveLength(0);
      // Published by now: a send goes at once.
      const now = await admin().post(`/api/v1/newsletter/issues/${id}/send`, {});
      expect(now.json).toMatchObject({ status: "sending", counts: { queued: 3 } });
    });

    it("refuses a story neither published nor scheduled, and names why", async () => {
      const draft = await admin().post("/api/v1/blog-posts", story("Draft", { status: "draft" }));
      const res = await admin().post("/api/v1/newsletter/issues", {
        kind: "story",
        storyType: "blogPosts",
        storyId: draft.json.id,
      });
      expect(res.status).toBe(409);
      expect(res.json.error?.details?.reason).toBe("storyNotPublished");
      expect(res.json.error?.message).toMatch(/published or scheduled/);
      // A scheduled story taken back to draft: its issue can no longer be sent.
      const storyId = await scheduledStory("Back to draft");
      const id = await issueFor(storyId);
      expect((await admin().put(`/api/v1/blog-posts/${storyId}`, { status: "draft" })).status).toBe(
        200,
      );
      expect((await issue(id)).publication).toEqual({ state: "unpublished" });
      const send = await admin().post(`/api/v1/newsletter/issues/${id}/send`, {});
      expect(send.status).toBe(409);
      expect((await issue(id)).status).toBe("draft");
    });
  },
);
