/**
 * Public content pages (About, Services, Projects, Get Involved, Donate, Volunteer, Partner;
 * plus /contact, /privacy, /terms): every locale and each page's behaviour (axe and overflow at
 * both widths: site-all-routes.spec.ts, with every public page).
 */
import { expect, test } from "./support/fixtures.ts";
import { interactive, LOCALES, localePath, seen, text, watchConsole } from "./support/helpers.ts";

/** Each page, its namespace and the keys whose text must be on it. */
const PAGES: Array<{ path: string; ns: string; h1: string; keys: string[] }> = [
  {
    path: "/about",
    ns: "about",
    h1: "hero.title",
    keys: [
      "mission.title",
      "goals.title",
      "values.items.compassion.title",
      "values.items.transparency.title",
      "team.title",
      "story.title",
    ],
  },
  {
    path: "/services",
    ns: "services",
    h1: "hero.title",
    keys: ["cards.development.title", "cards.scouting.title", "impact.title", "areas.french.title"],
  },
  {
    path: "/projects",
    ns: "projects",
    h1: "hero.title",
    keys: [
      "complex.title",
      "goals.title",
      "forum.title",
      "programs.completedTitle",
      "complex.support",
      "cta.sponsor",
    ],
  },
  {
    path: "/get-involved",
    ns: "getInvolved",
    h1: "hero.title",
    keys: ["ways.title", "opportunities.title", "sponsorship.title", "faq.title", "cta.title"],
  },
  {
    path: "/donate",
    ns: "donate",
    h1: "hero.title",
    keys: ["form.methods.card.label", "impact.title", "tax.title", "why.title", "contact.action"],
  },
  {
    path: "/volunteer",
    ns: "volunteer",
    h1: "hero.title",
    keys: ["roles.title", "benefits.title", "form.title", "testimonials.title", "form.submit"],
  },
  {
    path: "/partner",
    ns: "partner",
    h1: "hero.title",
    keys: [
      "types.title",
      "reasons.title",
      "levels.title",
      "partners.title",
      "form.title",
      "hero.meeting",
    ],
  },
  {
    path: "/contact",
    ns: "contact",
    h1: "hero.title",
    keys: ["details.title", "details.offices", "form.title"],
  },
  { path: "/privacy", ns: "legal", h1: "privacy.title", keys: ["privacy.intro"] },
  { path: "/terms", ns: "legal", h1: "terms.title", keys: ["terms.intro"] },
];

/** Intl puts narrow/no-break spaces in French and Russian amounts. */
const norm = (s: string | null) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

/** Once the site shell says it is interactive (not "network idle", which says nothing of scripts). */
const hydrated = interactive;

for (const locale of LOCALES) {
  for (const p of PAGES) {
    test(`${localePath(p.path, locale)} renders its content in ${locale}`, async ({ page }) => {
      const console = watchConsole(page);
      const res = await page.goto(localePath(p.path, locale));
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveText(text(locale, p.ns, p.h1));
      for (const key of p.keys) {
        await expect(
          page.getByText(text(locale, p.ns, key), { exact: true }).first(),
        ).toBeVisible();
      }
      const meta = p.ns === "legal" ? `${p.path.slice(1)}.meta.title` : "meta.title";
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(text(locale, p.ns, meta))} \\|`));
      await hydrated(page);
      console.expectNone();
    });
  }
}

test("SSR HTML is in the page language without JavaScript", async ({ request }) => {
  const html = async (url: string) =>
    (await (await request.get(url)).text())
      .replaceAll("&#x27;", "'")
      .replaceAll("&#39;", "'")
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
  const ru = await html("/ru/o-nas");
  expect(ru).toContain(text("ru", "about", "hero.title"));
  expect(ru).toContain(text("ru", "about", "story.title"));
  expect(ru).not.toContain(text("en", "about", "hero.title"));
  expect(ru).not.toContain(text("en", "about", "mission.title"));
  const fr = await html("/fr/faire-un-don");
  expect(fr).toContain(text("fr", "donate", "hero.title"));
  expect(fr).toContain(text("fr", "donate", "form.methods.bank.label"));
  expect(fr).not.toContain(text("en", "donate", "hero.title"));
  expect(fr).not.toContain(text("en", "donate", "form.donateNow"));
});

test("about: team e-mail links appear on hover and on keyboard focus; anchors exist", async ({
  page,
}) => {
  await page.goto("/about");
  await hydrated(page);
  await expect(page.locator("#team")).toBeVisible();
  await expect(page.locator("#story")).toContainText("2018");
  await expect(page.locator("#story")).toContainText("2024");
  const cards = page.getByTestId("team-member");
  await expect(cards).toHaveCount(4);
  const first = cards.nth(0).getByTestId("team-email");
  await expect(first).toHaveAttribute("href", /^mailto:.+@.+/);
  await expect.poll(() => seen(first)).toBe(false);
  await cards.nth(0).hover();
  await expect.poll(() => seen(first)).toBe(true);

  // keyboard: tab from the profile button onto the e-mail link of the second card
  await page.mouse.move(0, 0);
  const second = cards.nth(1);
  const email = second.getByTestId("team-email");
  await expect.poll(() => seen(email)).toBe(false);
  const profile = second.locator("summary");
  await profile.focus();
  await expect.poll(() => seen(email)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await expect.poll(() => seen(email)).toBe(true);

  // the profile is a disclosure that needs no script: it opens and closes
  const text_ = second.getByText(text("en", "about", "team.members.elena.profile"));
  await expect(text_).toBeHidden();
  await expect(profile).toHaveText(text("en", "about", "team.viewProfile"), { useInnerText: true });
  await profile.click();
  await expect(text_).toBeVisible();
  await expect(profile).toHaveText(text("en", "about", "team.hideProfile"), { useInnerText: true });
  await profile.click();
  await expect(text_).toBeHidden();
});

test("services: impact numbers and footer anchors", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByTestId("impact-number")).toHaveText(["250+", "15", "500+", "800+"]);
  for (const id of ["sports", "education", "french", "community"]) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await expect(page.getByTestId("service-card")).toHaveCount(2);
  for (const card of await page.getByTestId("service-card").all()) {
    await expect(card.locator("li")).toHaveCount(6);
  }
});

test("projects: hero images rotate every 5 s, programs listed, buttons link on", async ({
  page,
}) => {
  // The page's clock is the test's: it stands still until the test moves it, so a slow machine
  // cannot make a slide turn between two checks.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/projects");
  await hydrated(page);
  const hero = page.getByTestId("projects-hero");
  await expect(hero).toHaveAttribute("data-current", "0");
  await expect(hero.locator("img")).toHaveCount(3);
  await page.clock.runFor(4900);
  await expect(hero).toHaveAttribute("data-current", "0");
  await page.clock.runFor(100);
  await expect(hero).toHaveAttribute("data-current", "1");
  await expect(hero.locator("img[data-active=true]")).toHaveAttribute("data-slide", "1");
  // visitors can pause the slideshow (WCAG 2.2.2)
  const pause = page.getByRole("button", { name: "Pause the slideshow" });
  await pause.click();
  await expect(page.getByRole("button", { name: "Play the slideshow" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.clock.runFor(10_000);
  await expect(hero).toHaveAttribute("data-current", "1");

  await expect(page.locator("#completed").getByTestId("program-card")).not.toHaveCount(0);
  await expect(page.locator("#completed")).toContainText(
    text("en", "projects", "programs.status.completed"),
  );
  await expect(page.getByRole("link", { name: "Support This Project" })).toHaveAttribute(
    "href",
    "/donate",
  );
  await expect(page.getByRole("link", { name: "Learn More About Partnership" })).toHaveAttribute(
    "href",
    "/partner",
  );
  await expect(page.getByRole("link", { name: "Fund a Project" })).toHaveAttribute(
    "href",
    "/donate",
  );
  await expect(page.getByRole("link", { name: "Become a Sponsor" })).toHaveAttribute(
    "href",
    "/partner",
  );
});

test("projects: the hero stays still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/fr/projets");
  await hydrated(page);
  await page.clock.runFor(15_000);
  await expect(page.getByTestId("projects-hero")).toHaveAttribute("data-current", "0");
  await expect(page.getByRole("link", { name: "Soutenir ce projet" })).toHaveAttribute(
    "href",
    "/fr/faire-un-don",
  );
});

test("get involved: commitments, packages, and an FAQ with one item open at a time", async ({
  page,
}) => {
  await page.goto("/get-involved");
  await hydrated(page);
  const opportunities = page.getByTestId("opportunity");
  await expect(opportunities).toHaveCount(4);
  for (const [i, hours] of ["4-6", "3-5", "2-4", "5-8"].entries()) {
    await expect(opportunities.nth(i)).toContainText(`${hours} hours per week`);
  }
  await expect(page.getByTestId("sponsor-package")).toHaveText([
    /\$500\s*per month/,
    /\$1,500\s*per month/,
    /\$5,000\s*per year/,
  ]);

  // <details> sharing one name: the browser keeps one answer open, with or without JavaScript.
  const faq = page.getByTestId("faq");
  const items = faq.locator("details");
  const summaries = faq.locator("summary");
  await expect(summaries).toHaveCount(5);
  await summaries.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(faq.locator("details[open]")).toHaveCount(1);
  await summaries.nth(2).click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await expect(faq.locator("details[open]")).toHaveCount(1);
  // keyboard works too, and the open item collapses
  await summaries.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(2)).not.toHaveAttribute("open");
  await expect(faq.locator("details[open]")).toHaveCount(0);
});

test("donate: the button follows presets and custom entry; submitting records a pledge", async ({
  page,
}) => {
  await page.goto("/donate");
  await hydrated(page);
  const button = page.getByTestId("donate-submit");
  // Elsewhere (the English page's region): dollars or euros, each with its presets.
  await expect(page.getByLabel("Where are you giving from?")).toHaveValue("other");
  const custom = page.getByLabel("Or enter another amount ($ / €)");
  const dollars = page.locator('[data-presets="USD"]').getByTestId("donate-preset");
  const preset = (amount: string) =>
    dollars.filter({ hasText: new RegExp(`^${escapeRegExp(amount)}$`) });
  await expect(button).toHaveText("Donate Now");
  await expect(page.locator('[data-presets="EUR"]')).toBeHidden();
  await expect(dollars).toHaveText(["$25", "$50", "$100", "$250", "$500", "$1,000"]);
  // Without payment keys (the test server has none) a card gift is only a pledge: bank transfer
  // comes first, and the page promises no card processing.
  await expect(page.getByRole("radio", { name: /Bank Transfer/ })).toBeChecked();
  await expect(page.getByText("We will contact you to complete a card gift")).toBeVisible();
  await expect(page.getByText(/Nothing is charged on this page/)).toBeVisible();
  await expect(page.getByText(/processed securely/)).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "One-time" })).toBeChecked();

  // the amounts are radio inputs
  await preset("$100").click();
  await expect(page.getByRole("radio", { name: "$100", exact: true })).toBeChecked();
  await expect(button).toHaveText("Donate $100");
  await expect(custom).toHaveValue("");

  await custom.fill("75");
  await expect(button).toHaveText("Donate $75");
  await expect(page.getByRole("radio", { name: "$100", exact: true })).not.toBeChecked();

  await preset("$1,000").click();
  await expect(button).toHaveText("Donate $1,000");
  await expect(custom).toHaveValue("");
  await custom.fill("20");
  await custom.fill("");
  await expect(button).toHaveText("Donate Now");

  await page.getByText("Monthly", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await preset("$50").click();
  await expect(button).toHaveText("Donate $50 monthly");
  // Elsewhere there is no mobile money: card (a pledge without keys) or bank transfer.
  await expect(page.getByRole("radio", { name: /Mobile Money/ })).toHaveCount(0);
  await page.getByText("Credit/Debit Card", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Credit\/Debit Card/ })).toBeChecked();

  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") posts.push(new URL(r.url()).pathname);
  });
  await button.click();
  await expect(page.locator("#donate-name-error")).toHaveText("This field is required.");
  expect(posts).toEqual([]);
  await page.getByLabel("Your name").fill("Ama Boateng");
  await page.getByRole("textbox", { name: "E-mail" }).fill("ama@example.org");
  await button.click();
  const receipt = page.getByTestId("donation-receipt");
  await expect(receipt).toContainText("We have recorded your pledge of $50.");
  await expect(receipt).toContainText(/Your reference code: DON-[A-Z2-9]{8}/);
  // A card pledge says nothing was charged and that the team will follow up.
  await expect(receipt).toContainText("Nothing has been charged");
  await expect(receipt).toBeInViewport();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^\/donate/);
});

test("donate without JavaScript: radio amounts, and a typed amount wins", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The French page starts in Togo: francs CFA.
  await page.goto("/fr/faire-un-don");
  const preset = page.getByTestId("donate-preset").filter({ hasText: /^25\u202f000/ });
  await preset.click();
  await expect(preset.getByRole("radio")).toBeChecked();
  await page.getByRole("spinbutton").fill("400");
  await page.getByLabel(text("fr", "donate", "form.name")).fill("Awa Diallo");
  await page.getByLabel(text("fr", "donate", "form.email")).fill("awa@example.org");
  await page.getByTestId("donate-submit").click();
  const receipt = page.getByTestId("donation-receipt");
  await expect(receipt).toContainText("400\u00a0F\u202fCFA");
  await expect(receipt).toBeInViewport();
  await expect(page).toHaveURL(/\/fr\/faire-un-don#donate-form$/);
  await context.close();
});

test("donate: the amount is written the French and Russian way", async ({ page }) => {
  await page.goto("/fr/faire-un-don");
  await hydrated(page);
  const button = page.getByTestId("donate-submit");
  await expect(button).toHaveText(text("fr", "donate", "form.donateNow"));
  // The amount's script is a module of its own, loaded after the shell says it is interactive: the
  // label is waited for, not read at once.
  const label = async () => norm(await page.getByTestId("donate-submit").textContent());
  await page.getByTestId("donate-preset").nth(2).click();
  await expect.poll(label).toBe("Faire un don de 5 000 F CFA");
  await page.goto("/fr/faire-un-don?region=other");
  await hydrated(page);
  await page.locator('[data-presets="USD"]').getByTestId("donate-preset").nth(2).click();
  await expect.poll(label).toBe("Faire un don de 100 $");
  await page.goto("/ru/pozhertvovat");
  await hydrated(page);
  await page.getByTestId("donate-preset").nth(5).click();
  await expect.poll(label).toBe("Пожертвовать 10 000 ₽");
  await page.getByRole("spinbutton").fill("1500");
  await expect.poll(label).toBe("Пожертвовать 1 500 ₽");
});

const VOLUNTEER_FIELDS: Array<[string, string, boolean]> = [
  ["firstName", "First name", true],
  ["lastName", "Last name", true],
  ["email", "E-mail", true],
  ["phone", "Phone", false],
  ["location", "Location (city, country)", true],
  ["opportunity", "Preferred role", true],
  ["availability", "Time commitment", true],
  ["experience", "Relevant experience", true],
  ["remote", "I am interested in remote volunteering", false],
  [
    "terms",
    "I agree to the volunteer terms and conditions and commit to completing the orientation training",
    true,
  ],
];

test("volunteer: exactly its fields, required flags, options; the application is sent", async ({
  page,
}) => {
  await page.goto("/volunteer");
  await hydrated(page);
  const form = page.getByTestId("volunteer-form");
  const names = await form
    .locator("input:not([name=homepage]), select, textarea")
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
  expect(names).toEqual(VOLUNTEER_FIELDS.map(([n]) => n));
  for (const [name, label, required] of VOLUNTEER_FIELDS) {
    const field = form.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
    await expect(field, name).toHaveAttribute("name", name);
    if (required) await expect(field, name).toHaveAttribute("required", "");
    else await expect(field, name).not.toHaveAttribute("required");
  }
  await expect(form.getByLabel(/^E-mail/)).toHaveAttribute("type", "email");
  expect(
    await form
      .locator("select[name=opportunity] option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)),
  ).toEqual(["sports", "french", "outreach", "admin", "other"]);
  expect(
    await form
      .locator("select[name=availability] option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)),
  ).toEqual(["2-4", "4-6", "6-8", "8+"]);

  // the browser refuses an incomplete form
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") posts.push(r.url());
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  expect(
    await form
      .locator("input[name=firstName]")
      .evaluate((e) => (e as HTMLInputElement).validity.valueMissing),
  ).toBe(true);
  await expect(page.getByTestId("volunteer-status")).toHaveText(
    text("en", "forms", "errors.failed"),
  );
  await expect(form.locator("input[name=firstName]")).toBeFocused();
  expect(posts).toEqual([]);

  await form.getByLabel("First name").fill("Ama");
  await form.getByLabel("Last name").fill("Boateng");
  await form.getByLabel(/^E-mail/).fill("ama@example.org");
  await form.getByLabel("Location (city, country)").fill("Accra, Ghana");
  await form.getByLabel("Preferred role").selectOption("french");
  await form.getByLabel("Time commitment").selectOption("4-6");
  await form.getByLabel("Relevant experience").fill("I taught French for two years.");
  await form.getByLabel(VOLUNTEER_FIELDS[9][1]).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("volunteer-status")).toHaveText(
    // Mail is not set up on the test server: the page promises no e-mail.
    text("en", "volunteer", "form.successNoMail"),
  );
  expect(posts).toHaveLength(1);

  await page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(page).toHaveURL(/#apply$/);
});

const PARTNER_FIELDS: Array<[string, string, boolean]> = [
  ["orgName", "Organization name", true],
  ["industry", "Industry", true],
  ["contactName", "Contact person", true],
  ["position", "Position", true],
  ["email", "E-mail", true],
  ["phone", "Phone", true],
  ["website", "Website", false],
  ["partnershipType", "Partnership type", true],
  ["partnershipLevel", "Partnership level", false],
  ["objectives", "Partnership objectives", true],
  ["resources", "Resources you could offer", false],
  ["timeline", "Timeline", false],
  ["additional", "Additional information", false],
];

test("partner: exactly its fields, required flags and option values", async ({ page }) => {
  await page.goto("/partner");
  await hydrated(page);
  const form = page.getByTestId("partner-form");
  const names = await form
    .locator("input:not([name=homepage]), select, textarea")
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
  expect(names).toEqual(PARTNER_FIELDS.map(([n]) => n));
  for (const [name, label, required] of PARTNER_FIELDS) {
    const field = form.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
    await expect(field, name).toHaveAttribute("name", name);
    if (required) await expect(field, name).toHaveAttribute("required", "");
    else await expect(field, name).not.toHaveAttribute("required");
  }
  await expect(form.locator("input[name=website]")).toHaveAttribute("type", "url");
  await expect(form.locator("input[name=email]")).toHaveAttribute("type", "email");
  const values = (sel: string) =>
    form
      .locator(`select[name=${sel}] option`)
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  expect(await values("partnershipType")).toEqual([
    "corporate",
    "strategic",
    "in-kind",
    "skills",
    "other",
  ]);
  expect(await values("partnershipLevel")).toEqual([
    "community",
    "program",
    "strategic",
    "discuss",
  ]);
  expect(await values("timeline")).toEqual(["immediate", "1-3", "3-6", "flexible"]);
  for (const level of ["$5,000-$15,000/year", "$15,000-$50,000/year", "$50,000+/year"]) {
    await expect(page.getByText(level, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Schedule a Meeting" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("contact: server-validated field errors, then the thank-you text", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByTestId("contact-form");
  await form.getByLabel("E-mail").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-name-error")).toHaveText("This field is required.");
  await expect(page.locator("#contact-email-error")).toHaveText("Enter a valid e-mail address.");
  await expect(page.locator("#contact-message-error")).toHaveText("This field is required.");
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("E-mail")).toHaveValue("not-an-email");

  await form.getByLabel("Your name").fill("Kofi Mensah");
  await form.getByLabel("E-mail").fill("kofi@example.org");
  await form.getByLabel(/^Subject/).fill("Volunteering");
  await form.getByLabel("Message").fill("I would like to help with French classes.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText(
    "Thank you for your message! We'll get back to you soon.",
  );
  await expect(page.locator("#contact-name-error")).toBeHidden();
  await expect(form.getByLabel("Your name")).toHaveValue("");
  // sent without a reload, and the answer has the focus
  await expect(page.getByTestId("contact-status")).toBeFocused();
});

test("a text over its limit is refused with the limit named, never cut", async ({
  page,
  browser,
}) => {
  const refusal = "Ce texte est trop long\u202f: 5\u202f000 caractères au maximum.";
  const long = "Bonjour. ".repeat(560); // 5,040 characters
  await page.goto("/fr/contact");
  await interactive(page);
  const form = page.getByTestId("contact-form");
  // the limit is stated beside the label, written the French way
  await expect(form.getByText("(5\u202f000 caractères au maximum)")).toBeVisible();
  await form.getByLabel(text("fr", "contact", "form.name")).fill("Awa Diallo");
  await form.getByLabel(text("fr", "contact", "form.email")).fill("awa@example.org");
  const message = form.getByLabel(text("fr", "contact", "form.message"));
  await message.fill(long);
  await expect(message).toHaveValue(long); // nothing cut while typing
  await form.getByRole("button", { name: text("fr", "contact", "form.submit") }).click();
  await expect(page.locator("#contact-message-error")).toHaveText(refusal);
  await expect(message).toBeFocused();

  // the server says the same to a page without script
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/fr/contact");
  await plain.getByLabel(text("fr", "contact", "form.name")).fill("Awa Diallo");
  await plain.getByLabel(text("fr", "contact", "form.email")).fill("awa@example.org");
  await plain.getByLabel(text("fr", "contact", "form.message")).fill(long);
  await plain.getByRole("button", { name: text("fr", "contact", "form.submit") }).click();
  await expect(plain.locator("#contact-message-error")).toHaveText(refusal);
  await expect(plain.getByLabel(text("fr", "contact", "form.message"))).toHaveValue(long);
  await context.close();
});

test("contact works without JavaScript, in Russian", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/ru/kontakty");
  await page.getByRole("button", { name: text("ru", "contact", "form.submit") }).click();
  await expect(page.locator("#contact-name-error")).toHaveText(
    text("ru", "contact", "form.errors.required"),
  );
  await page.getByLabel(text("ru", "contact", "form.name")).fill("Иван Петров");
  await page.getByLabel(text("ru", "contact", "form.email")).fill("ivan@example.org");
  await page.getByLabel(text("ru", "contact", "form.message")).fill("Хочу стать волонтёром.");
  await page.getByRole("button", { name: text("ru", "contact", "form.submit") }).click();
  await expect(page.getByText(text("ru", "contact", "form.success"))).toBeVisible();
  // the answer is in view: the page comes back at the form, whose first line is the answer
  await expect(page).toHaveURL(/\/ru\/kontakty#contact-form$/);
  await expect(page.getByText(text("ru", "contact", "form.success"))).toBeInViewport();
  await context.close();
});

test("volunteer without JavaScript: the first error is in view after the post", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto("/fr/benevolat");
  const form = page.getByTestId("volunteer-form");
  await form.getByRole("button", { name: text("fr", "volunteer", "form.submit") }).click();
  await expect(page).toHaveURL(/\/fr\/benevolat#volunteer-form$/);
  await expect(page.getByTestId("volunteer-status")).toBeInViewport();
  await expect(page.locator("#vol-firstName-error")).toBeInViewport();
  await context.close();
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
