/**
 * The newsletter as staff send it (issue 36): from a published story's editor, "Send to
 * subscribers" opens a new issue's page; a test goes to one address in the language chosen; the
 * send, confirmed, reaches each confirmed subscriber once, in their language, at a real SMTP
 * server on loopback, while the page follows the progress; the list shows the issue sent. The
 * issue's page works without JavaScript (test send, send, pause) and passes axe at 1280 and 360 px.
 */
import { partsOf, startSmtpInbox } from "../../server/testing/smtp-inbox.ts";
import { expect, type APIRequestContext, type Page, test } from "./support/fixtures.ts";
import { workerDatabase } from "./support/worker-database.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin, VIEWPORTS } from "./support/helpers.ts";

type Smtp = Awaited<ReturnType<typeof startSmtpInbox>>;
type SettingsBody = { settings: { integrations: Record<string, unknown> } };

/** Points mail at the inbox (fast pace) for the test; gives back a function that restores. */
async function mailTo(page: Page, smtp: Smtp) {
  const saved = ((await (await page.request.get("/api/v1/settings")).json()) as SettingsBody)
    .settings;
  const settings = structuredClone(saved);
  Object.assign(settings.integrations, {
    emailService: "smtp",
    smtpHost: "127.0.0.1",
    smtpPort: smtp.port,
    newsletterPerMinute: 10_000,
  });
  expect((await page.request.put("/api/v1/settings", { data: settings })).status()).toBe(200);
  return async () => {
    await page.request.put("/api/v1/settings", { data: saved });
  };
}

/** Three readers sign up on the public form, one per language, and confirm (as their link does). */
async function subscribers(request: APIRequestContext, tag: string) {
  const who = {
    en: `${tag}-en@example.org`,
    fr: `${tag}-fr@example.org`,
    ru: `${tag}-ru@example.org`,
  };
  for (const [locale, email] of Object.entries(who)) {
    const res = await request.post("/api/v1/forms/newsletter", { data: { email, locale } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const db = workerDatabase();
  try {
    db.prepare(
      "update submissions set confirmed_at = ? where kind = 'newsletter' and email like ?",
    ).run(new Date().toISOString(), `${tag}-%`);
  } finally {
    db.close();
  }
  return who;
}

/** A post in three languages, made for this test: published, unless `publication` says otherwise. */
async function story(
  request: APIRequestContext,
  tag: string,
  publication: Record<string, string> = { status: "published" },
) {
  const res = await request.post("/api/v1/blog-posts", {
    data: {
      title: { en: `Harvest day ${tag}`, fr: `Jour de récolte ${tag}`, ru: `День урожая ${tag}` },
      excerpt: {
        en: "The school garden gave its first crop.",
        fr: "Le jardin de l’école a donné sa première récolte.",
        ru: "Школьный огород дал первый урожай.",
      },
      content: {
        en: "<p>Tomatoes and beans for the canteen.</p>",
        fr: "<p>Des tomates et des haricots pour la cantine.</p>",
        ru: "<p>Помидоры и фасоль для столовой.</p>",
      },
      author: { en: "Ama Mensah" },
      ...publication,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The newsletter's messages per minute (Settings › Integrations). */
async function pace(page: Page, perMinute: number) {
  const { settings } = (await (await page.request.get("/api/v1/settings")).json()) as SettingsBody;
  settings.integrations.newsletterPerMinute = perMinute;
  expect((await page.request.put("/api/v1/settings", { data: settings })).status()).toBe(200);
}

const tagOf = () => `nl${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Signed in as the admin, mail going to an inbox on loopback, three new subscribers and a story of
 * this test's own; after `work`, whatever it did, the story is trashed and the settings put back.
 */
async function withStory(
  page: Page,
  work: (s: {
    smtp: Smtp;
    tag: string;
    who: Record<"en" | "fr" | "ru", string>;
    id: number;
  }) => Promise<void>,
  publication?: Record<string, string>,
) {
  const smtp = await startSmtpInbox();
  await signInAsAdmin(page);
  const restore = await mailTo(page, smtp);
  let id: number | undefined;
  try {
    const tag = tagOf();
    const who = await subscribers(page.request, tag);
    id = await story(page.request, tag, publication);
    await work({ smtp, tag, who, id });
  } finally {
    // The story goes to the trash: the worker's later tests read the public pages (native-texts).
    if (id) await page.request.delete(`/api/v1/blog-posts/${id}`);
    await restore();
    await smtp.close();
  }
}

test("a story sent from its editor reaches each subscriber once, in their language", async ({
  page,
}) => {
  await withStory(page, async ({ smtp, tag, who, id }) => {
    // The issue's messages (their subjects carry the story's title), not the sign-ups' confirmations.
    const issueMails = (to: string) => smtp.to(to).filter((m) => m.subject.includes(tag));

    await page.goto(`/admin/blog/${id}`);
    await adminReady(page);
    await page.getByTestId("send-to-subscribers").click();
    await expect(page).toHaveURL(/\/admin\/newsletter\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Harvest day ${tag}`);
    await expect(page.getByTestId("issue-status")).toHaveText("Draft");
    await expectNoAxeViolations(page);

    // A test, in French, to one address only.
    const tester = `${tag}-tester@example.org`;
    await page.getByLabel("E-mail address").fill(tester);
    await page.getByLabel("Language of the message").selectOption("fr");
    await page.getByRole("button", { name: "Send the test" }).click();
    await expect(page.getByTestId("issue-done")).toHaveText(`Test sent to ${tester}.`);
    expect(issueMails(tester)).toHaveLength(1);
    expect(issueMails(tester)[0]?.subject).toBe(`[Essai] Jour de récolte ${tag}`);
    expect(issueMails(who.fr)).toHaveLength(0);

    // The send asks first, then goes; the page follows it to the end.
    await page.getByText("Send to subscribers…").click();
    await expect(page.getByText(/^Send “Harvest day .*” to \d+ subscribers? now\?$/)).toBeVisible();
    await page.getByTestId("send-confirm").click();
    await expect(page.getByTestId("issue-done")).toHaveText("Sending has started.");
    await expect(page.getByTestId("issue-finished")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("issue-status")).toHaveText("Sent");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    for (const [locale, title] of [
      ["en", `Harvest day ${tag}`],
      ["fr", `Jour de récolte ${tag}`],
      ["ru", `День урожая ${tag}`],
    ] as const) {
      expect(issueMails(who[locale]), locale).toHaveLength(1);
      expect(issueMails(who[locale])[0]?.subject).toBe(title);
    }
    expect(issueMails(tester)).toHaveLength(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);

    // The list shows it sent; the send is not offered again.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/admin/newsletter");
    await adminReady(page);
    const row = page.getByRole("listitem").filter({ hasText: `Harvest day ${tag}` });
    await expect(row.getByTestId("issue-status")).toHaveText("Sent");
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
  });
});

test("a scheduled story is sent with its publication, or not once the wait is cancelled", async ({
  page,
}) => {
  const publishAt = new Date(Date.now() + 3 * 3600_000).toISOString();
  await withStory(
    page,
    async ({ smtp, tag, who, id }) => {
      const issueMails = (to: string) => smtp.to(to).filter((m) => m.subject.includes(tag));
      await page.goto(`/admin/blog/${id}`);
      await adminReady(page);
      const button = page.getByTestId("send-to-subscribers");
      await expect(button).toHaveText("Send to subscribers when published");
      await button.click();
      await expect(page).toHaveURL(/\/admin\/newsletter\?id=\d+$/);
      await adminReady(page);

      // Tested before the story is public.
      const tester = `${tag}-tester@example.org`;
      await page.getByLabel("E-mail address").fill(tester);
      await page.getByRole("button", { name: "Send the test" }).click();
      await expect(page.getByTestId("issue-done")).toHaveText(`Test sent to ${tester}.`);

      const schedule = async () => {
        await page.getByText("Send to subscribers…").click();
        await expect(
          page.getByText(/^Send “Harvest day .*” to \d+ subscribers? when it is published\?$/),
        ).toBeVisible();
        await page.getByTestId("send-confirm").click();
        await expect(page.getByTestId("issue-done")).toHaveText(
          "The newsletter will go out as soon as the story is published.",
        );
        await expect(page.getByTestId("issue-status")).toHaveText("Scheduled");
      };
      await schedule();
      await expect(page.getByTestId("issue-waiting")).toContainText(
        "as soon as the story is published, on",
      );
      await expectNoAxeViolations(page);
      await page.getByTestId("issue-unschedule").click();
      await expect(page.getByTestId("issue-done")).toHaveText(
        "Cancelled: the issue is a draft again.",
      );
      await expect(page.getByTestId("issue-status")).toHaveText("Draft");
      await schedule();

      // Published (here by hand, as the scheduler would at its time): it goes out by itself.
      const published = await page.request.put(`/api/v1/blog-posts/${id}`, {
        data: { status: "published" },
      });
      expect(published.status(), await published.text()).toBe(200);
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("issue-status")).toHaveText("Sent", { timeout: 1000 });
      }).toPass({ timeout: 40_000 });
      for (const locale of ["en", "fr", "ru"] as const)
        expect(issueMails(who[locale]), locale).toHaveLength(1);
      expect(issueMails(tester)).toHaveLength(1);
    },
    { status: "scheduled", publishAt },
  );
});

/** Unticks every story the digest composer offers, then ticks this test's at position 1. */
async function chooseOnly(page: Page, title: string) {
  const stories = page.getByTestId("digest-stories");
  for (const box of await stories.getByRole("checkbox").all()) await box.uncheck();
  await stories.getByLabel(title, { exact: true }).check();
  await stories.getByLabel(`Position of “${title}”`).fill("1");
}

/** The composer's field of `legend` in `language` ("English", "French", "Russian"). */
const wordsField = (page: Page, legend: string, language: string) =>
  page.getByRole("group", { name: legend }).getByLabel(language, { exact: true });

test("a digest composed in the admin is tested, sent to the end, and read in French and Russian", async ({
  page,
}, testInfo) => {
  await withStory(page, async ({ smtp, tag, who }) => {
    const subject = { en: `Our month ${tag}`, fr: `Notre mois ${tag}`, ru: `Наш месяц ${tag}` };
    const digestMails = (to: string) =>
      smtp.to(to).filter((m) => m.subject.includes(`${tag}`) && !m.subject.includes("Harvest"));

    await page.goto("/admin/newsletter");
    await adminReady(page);
    await page.getByRole("link", { name: "New digest" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New digest");
    for (const [language, text] of [
      ["English", subject.en],
      ["French", subject.fr],
      ["Russian", subject.ru],
    ] as const)
      await wordsField(page, "Subject", language).fill(text);
    await wordsField(page, "Introduction", "English").fill("Dear friends,\n\nHere is our month.");
    await wordsField(page, "Introduction", "French").fill("Chers amis,\n\nVoici notre mois.");
    await wordsField(page, "Introduction", "Russian").fill("Дорогие друзья!\n\nВот наш месяц.");
    await chooseOnly(page, `Harvest day ${tag}`);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId("compose-submit").click();

    await expect(page).toHaveURL(/\/admin\/newsletter\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject.en);
    await expect(page.getByTestId("issue-stories")).toHaveText(`Harvest day ${tag}`);

    const tester = `${tag}-tester@example.org`;
    await page.getByLabel("E-mail address").fill(tester);
    await page.getByLabel("Language of the message").selectOption("ru");
    await page.getByRole("button", { name: "Send the test" }).click();
    await expect(page.getByTestId("issue-done")).toHaveText(`Test sent to ${tester}.`);
    expect(digestMails(tester).map((m) => m.subject)).toEqual([`[Проверка] ${subject.ru}`]);

    await page.getByText("Send to subscribers…").click();
    await page.getByTestId("send-confirm").click();
    await expect(page.getByTestId("issue-finished")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByTestId("issue-status")).toHaveText("Sent");
    expect(digestMails(who.en).map((m) => m.subject)).toEqual([subject.en]);

    // Each message read as its reader's mail client shows it: a page of its HTML.
    const reader = await page.context().newPage();
    for (const [locale, story, read] of [
      ["fr", `Jour de récolte ${tag}`, "Lire l’article"],
      ["ru", `День урожая ${tag}`, "Читать материал"],
    ] as const) {
      const mails = digestMails(who[locale]);
      expect(mails.map((m) => m.subject)).toEqual([subject[locale]]);
      await reader.setViewportSize(VIEWPORTS.mobile);
      await reader.setContent(partsOf(mails[0])["text/html"]);
      await expect(reader.getByRole("heading", { level: 1 })).toHaveText(subject[locale]);
      await expect(reader.getByRole("heading", { level: 2 })).toHaveText(story);
      await expect(reader.getByRole("link", { name: read })).toBeVisible();
      await reader.screenshot({
        path: testInfo.outputPath(`digest-${locale}.png`),
        fullPage: true,
      });
    }
    await reader.close();

    // Its web version, linked from the issue's page, for readers whose client shows it badly.
    await page.getByTestId("issue-web-version").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject.en);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the issue's page sends a test, sends, pauses and resumes with plain forms", async ({
    page,
  }) => {
    await withStory(page, async ({ smtp, tag, id }) => {
      const created = await page.request.post("/api/v1/newsletter/issues", {
        data: { kind: "story", storyType: "blogPosts", storyId: id },
      });
      expect(created.status()).toBe(201);
      const issue = ((await created.json()) as { id: number }).id;

      await page.goto(`/admin/newsletter?id=${issue}`);
      // The browser lets this address through; the server refuses it, and the page says why.
      await page.getByLabel("E-mail address").fill("someone@localhost");
      await page.getByRole("button", { name: "Send the test" }).click();
      await expect(page.getByTestId("issue-refused")).toBeVisible();
      expect(smtp.to("someone@localhost")).toHaveLength(0);

      const tester = `${tag}-tester@example.org`;
      await page.getByLabel("E-mail address").fill(tester);
      await page.getByRole("button", { name: "Send the test" }).click();
      await expect(page.getByTestId("issue-done")).toHaveText(`Test sent to ${tester}.`);
      expect(smtp.to(tester)).toHaveLength(1);

      // One message a minute: after the first, the send waits, so it can be paused and resumed.
      await pace(page, 1);
      await page.getByText("Send to subscribers…").click();
      await page.getByTestId("send-confirm").click();
      await expect(page.getByTestId("issue-done")).toHaveText("Sending has started.");
      await expect(page.getByTestId("issue-status")).toHaveText("Sending");
      await page.getByTestId("issue-pause").click();
      await expect(page.getByTestId("issue-done")).toHaveText("The send is paused.");
      await expect(page.getByTestId("issue-status")).toHaveText("Paused");
      await page.getByTestId("issue-resume").click();
      await expect(page.getByTestId("issue-done")).toHaveText("The send goes on.");
      await expect(page.getByTestId("issue-status")).toHaveText("Sending");

      // Without JavaScript the page does not follow the send: its Refresh link shows the end.
      await pace(page, 10_000);
      await expect(async () => {
        await page.getByTestId("issue-refresh").click();
        await expect(page.getByTestId("issue-finished")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 40_000 });
      await expect(page.getByTestId("issue-status")).toHaveText("Sent");
    });
  });

  test("the digest composer keeps what was typed when the server refuses it", async ({ page }) => {
    await withStory(page, async ({ tag }) => {
      await page.goto("/admin/newsletter?compose=digest");
      await wordsField(page, "Subject", "English").fill(`Nothing chosen ${tag}`);
      await wordsField(page, "Subject", "French").fill(`Rien de choisi ${tag}`);
      const stories = page.getByTestId("digest-stories");
      for (const box of await stories.getByRole("checkbox").all()) await box.uncheck();
      await page.getByTestId("compose-submit").click();
      await expect(page.getByTestId("compose-refused")).toBeVisible();
      await expect(
        page.getByRole("alert").filter({ hasText: "Tick at least one story, and at most 20." }),
      ).toHaveCount(1);
      await expect(wordsField(page, "Subject", "French")).toHaveValue(`Rien de choisi ${tag}`);

      await chooseOnly(page, `Harvest day ${tag}`);
      await page.getByTestId("compose-submit").click();
      await expect(page).toHaveURL(/\/admin\/newsletter\?id=\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Nothing chosen ${tag}`);
      // A draft's words can be changed in the same composer.
      await page.getByTestId("issue-edit").click();
      await wordsField(page, "Subject", "English").fill(`One chosen ${tag}`);
      await page.getByTestId("compose-submit").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`One chosen ${tag}`);
    });
  });
});
