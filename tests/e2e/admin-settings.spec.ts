/**
 * The settings screen:
 * clean/dirty states, save, reset, dependent switches, SMTP reveal, server-side bounds,
 * write-only secrets, the browser copy, and a change showing on the public site.
 */
import { expect, test, type Page } from "./support/fixtures.ts";
import { workerDatabase } from "./support/worker-database.ts";
import { DEFAULT_SETTINGS, SECRET_MASK, type Settings } from "../../core/settings.ts";
import { adminReady, expectNoAxeViolations, signInAsAdmin } from "./support/helpers.ts";

/** What is really stored (the API never shows the secrets, so the test reads the database). */
function storedSettings(): Settings {
  const db = workerDatabase({ readOnly: true });
  try {
    const row = db.prepare("select settings from admin_settings where id = 1").get() as
      { settings: string } | undefined;
    if (!row) throw new Error("no settings row");
    return JSON.parse(row.settings) as Settings;
  } finally {
    db.close();
  }
}

async function apiSettings(page: Page) {
  const res = await page.request.get("/api/v1/settings");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { settings: Settings }).settings;
}

async function putSettings(page: Page, settings: Settings) {
  return page.request.put("/api/v1/settings", { data: settings });
}

/** The English field of the site's name (one per language, in the "Site Name" group). */
const englishSiteName = (page: Page) =>
  page.getByRole("group", { name: "Site Name" }).getByLabel("English");
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });
const banner = (page: Page) =>
  page.getByText("You have unsaved changes. Don't forget to save your settings.");
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  const res = await putSettings(page, DEFAULT_SETTINGS);
  expect(res.status()).toBe(200);
});

test.afterAll(async ({ browser }) => {
  // Leave the defaults for the other suites.
  const page = await browser.newPage();
  await signInAsAdmin(page);
  expect((await putSettings(page, DEFAULT_SETTINGS)).status()).toBe(200);
  await page.close();
});

/** The settings screen, once hydrated: before that, typing is lost to hydration (no dirty state). */
async function openSettings(page: Page) {
  await page.goto("/admin/settings");
  await adminReady(page);
}

test("shows the title, the buttons, the five tabs and the default values", async ({ page }) => {
  await openSettings(page);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reset" })).toBeEnabled();
  await expect(saveButton(page)).toBeDisabled();
  await expect(banner(page)).toHaveCount(0);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "General",
    "Contact",
    "Security",
    "Notifications",
    "Appearance",
    "Integrations",
  ]);

  for (const [language, name] of [
    ["English", DEFAULT_SETTINGS.general.siteName.en],
    ["French", DEFAULT_SETTINGS.general.siteName.fr],
    ["Russian", DEFAULT_SETTINGS.general.siteName.ru],
  ] as const) {
    await expect(page.getByRole("group", { name: "Site Name" }).getByLabel(language)).toHaveValue(
      name,
    );
  }
  await expect(
    page.getByRole("group", { name: "Site Description" }).getByLabel("French"),
  ).toHaveAttribute("lang", "fr");
  await expect(page.getByLabel("Admin Email")).toHaveAttribute("type", "email");
  const timezone = page.getByLabel("Timezone");
  await expect(timezone).toHaveValue("UTC");
  await expect(timezone.locator("option")).toHaveText([
    "UTC",
    "Eastern Time",
    "Central Time",
    "Mountain Time",
    "Pacific Time",
    "London",
    "Paris",
    "Tokyo",
  ]);
  await expect(page.getByLabel("Default Language").locator("option")).toHaveText([
    "English",
    "French",
    "Russian",
  ]);

  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByText("Require 2FA for admin accounts")).toBeVisible();
  const bounds: [string, string, string, string][] = [
    ["Session Timeout (minutes)", "30", "5", "480"],
    ["Minimum Password Length", "8", "6", "32"],
    ["Max Login Attempts", "5", "3", "10"],
    ["Lockout Duration (minutes)", "15", "5", "60"],
  ];
  for (const [label, value, min, max] of bounds) {
    const input = page.getByLabel(label);
    await expect(input).toHaveValue(value);
    await expect(input).toHaveAttribute("min", min);
    await expect(input).toHaveAttribute("max", max);
    await expect(input).toHaveAccessibleDescription(`Between ${min} and ${max}`);
  }

  await page.getByRole("tab", { name: "Appearance" }).click();
  await expect(page.getByLabel("Theme").locator("option")).toHaveText(["Light", "Dark", "System"]);
  await expect(page.getByLabel("Custom CSS")).toHaveAttribute("rows", "6");

  await page.getByRole("tab", { name: "Integrations" }).click();
  await expect(page.getByLabel("Email Service Provider").locator("option")).toHaveText([
    "SMTP",
    "SendGrid",
    "Mailgun",
    "Amazon SES",
  ]);
  await expect(page.getByLabel("Stripe Secret Key")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("SMTP Password")).toHaveAttribute("type", "password");
  await expect(page.getByLabel("SMTP Port")).toHaveValue("587");
});

test("editing makes the form dirty; saving persists, cleans it and writes the browser copy", async ({
  page,
}) => {
  await openSettings(page);
  await expect(saveButton(page)).toBeDisabled();
  const name = `Foundation ${Date.now()}`;
  await englishSiteName(page).fill(name);
  await expect(banner(page)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();

  await saveButton(page).click();
  const saved = toast(page, "Settings saved");
  await expect(saved).toBeVisible();
  await expect(saved).toContainText("Your settings have been successfully saved.");
  await expectNoAxeViolations(page); // the success toast is readable too
  await expect(banner(page)).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();

  const copy = await page.evaluate(() => localStorage.getItem("admin-settings"));
  expect(copy).not.toBeNull();
  expect((JSON.parse(copy ?? "{}") as Settings).general.siteName.en).toBe(name);

  expect((await apiSettings(page)).general.siteName.en).toBe(name);
  await page.reload();
  await expect(englishSiteName(page)).toHaveValue(name);
  await expect(saveButton(page)).toBeDisabled();

  // The public site shows the new name in its title on the next request.
  const home = await page.request.get("/");
  expect(await home.text()).toMatch(new RegExp(`<title>[^<]*${name}[^<]*</title>`));
  await page.goto("/about");
  await expect(page).toHaveTitle(new RegExp(name));
});

test("the site's name per language and a Telegram link from Settings reach the public pages", async ({
  page,
}) => {
  await openSettings(page);
  const before = await apiSettings(page);
  const french = `Fondation ${Date.now()}`;
  await page.getByRole("group", { name: "Site Name" }).getByLabel("French").fill(french);
  await page.getByRole("tab", { name: "Contact" }).click();
  await page.getByLabel("Telegram").fill("https://t.me/fondation_demo");
  await page.getByLabel("Phone").fill("call us");
  await saveButton(page).click();
  // A phone that is not one is refused, named, and nothing is stored.
  await expect(
    page.getByText("Use only digits, spaces, the plus sign, hyphens and brackets"),
  ).toBeVisible();
  expect((await apiSettings(page)).general.siteName.fr).toBe(before.general.siteName.fr);
  await page.getByLabel("Phone").fill("+233 30 000 0000");
  await saveButton(page).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  await expectNoAxeViolations(page);

  try {
    await page.goto("/fr");
    await expect(page.getByRole("banner")).toContainText(french);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Telegram" })).toHaveAttribute(
      "href",
      "https://t.me/fondation_demo",
    );
    await expect(footer.getByRole("link", { name: "+233 30 000 0000" })).toHaveAttribute(
      "href",
      "tel:+233300000000",
    );
    await page.goto("/");
    await expect(page.getByRole("banner")).toContainText(before.general.siteName.en);
    expect(await page.content()).not.toContain(french);
  } finally {
    expect((await putSettings(page, before)).status()).toBe(200);
  }
});

test("the colour picker and its text field stay in sync", async ({ page }) => {
  await openSettings(page);
  await page.getByRole("tab", { name: "Appearance" }).click();
  const text = page.getByLabel("Primary Color", { exact: true });
  const picker = page.getByLabel("Primary color picker");
  await text.fill("#1a7f37");
  await expect(picker).toHaveValue("#1a7f37");
  await picker.fill("#0055aa");
  await expect(text).toHaveValue("#0055aa");
  await expect(banner(page)).toBeVisible();
});

test("reset asks first, then puts the defaults in and leaves the form dirty", async ({ page }) => {
  const changed: Settings = {
    ...DEFAULT_SETTINGS,
    general: {
      ...DEFAULT_SETTINGS.general,
      siteName: { ...DEFAULT_SETTINGS.general.siteName, en: "Changed name" },
      timezone: "Asia/Tokyo",
    },
    security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 120 },
  };
  expect((await putSettings(page, changed)).status()).toBe(200);
  await openSettings(page);
  await expect(englishSiteName(page)).toHaveValue("Changed name");

  // Cancel keeps everything.
  await page.getByRole("button", { name: "Reset" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to reset all settings to default values?",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(englishSiteName(page)).toHaveValue("Changed name");
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Reset" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  const resetToast = toast(page, "Settings reset");
  await expect(resetToast).toBeVisible();
  await expect(resetToast).toContainText(
    "Settings have been reset to default values. Don't forget to save.",
  );
  await expect(englishSiteName(page)).toHaveValue(DEFAULT_SETTINGS.general.siteName.en);
  await expect(page.getByLabel("Timezone")).toHaveValue("UTC");
  await expect(banner(page)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  // Nothing is stored until the admin saves.
  expect((await apiSettings(page)).general.siteName.en).toBe("Changed name");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByLabel("Session Timeout (minutes)")).toHaveValue("30");
  await saveButton(page).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  expect((await apiSettings(page)).general.siteName).toEqual(DEFAULT_SETTINGS.general.siteName);
});

test("the master e-mail switch disables the type switches without changing them", async ({
  page,
}) => {
  await openSettings(page);
  await page.getByRole("tab", { name: "Notifications" }).click();
  const master = page.getByRole("switch", { name: "Email Notifications" });
  const types = [
    "New User Registration",
    "New Donation",
    "New Volunteer",
    "New Partner Inquiry",
    "New Contact Message",
    "System Alerts",
    "Weekly Reports",
  ];
  const expected = ["true", "true", "true", "true", "true", "true", "false"];
  await expect(master).toHaveAttribute("aria-checked", "true");
  for (const name of types) await expect(page.getByRole("switch", { name })).toBeEnabled();

  await master.focus();
  await page.keyboard.press("Space");
  await expect(master).toHaveAttribute("aria-checked", "false");
  for (const [i, name] of types.entries()) {
    const sw = page.getByRole("switch", { name });
    await expect(sw).toBeDisabled();
    await expect(sw).toHaveAttribute("aria-checked", expected[i]);
  }
  await expect(banner(page)).toBeVisible();

  await master.click();
  for (const name of types) await expect(page.getByRole("switch", { name })).toBeEnabled();
  await page.getByRole("switch", { name: "Weekly Reports" }).click();
  await expect(page.getByRole("switch", { name: "Weekly Reports" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("the SMTP fields show only for the smtp provider; relays ask for their API key", async ({
  page,
}) => {
  await openSettings(page);
  await page.getByRole("tab", { name: "Integrations" }).click();
  const provider = page.getByLabel("Email Service Provider");
  const smtp = ["SMTP Host", "SMTP Port", "SMTP Username", "SMTP Password"];
  await expect(provider).toHaveValue("smtp");
  for (const label of smtp) await expect(page.getByLabel(label)).toBeVisible();
  for (const other of ["sendgrid", "mailgun", "ses"]) {
    await provider.selectOption(other);
    for (const label of smtp) await expect(page.getByLabel(label)).toHaveCount(0);
    await expect(page.getByLabel("API Key (relay password)")).toHaveAttribute("type", "password");
    await expect(page.getByLabel("Relay User Name")).toHaveCount(other === "sendgrid" ? 0 : 1);
  }
  await provider.selectOption("smtp");
  for (const label of smtp) await expect(page.getByLabel(label)).toBeVisible();
});

test("an out-of-range value is refused with a message naming the field; nothing is saved", async ({
  page,
}) => {
  // Through the API.
  const bad = {
    ...DEFAULT_SETTINGS,
    security: { ...DEFAULT_SETTINGS.security, sessionTimeout: 999 },
  };
  const res = await putSettings(page, bad);
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { message: string } }).error.message).toContain(
    "sessionTimeout must be between 5 and 480",
  );

  // Through the field.
  await openSettings(page);
  await englishSiteName(page).fill("Should not be saved");
  await page.getByRole("tab", { name: "Security" }).click();
  const field = page.getByLabel("Session Timeout (minutes)");
  await field.fill("999");
  await saveButton(page).click();
  // The screen words the refusal itself (the API's message is English for API clients).
  const error = toast(page, "This setting was not accepted: Session Timeout (minutes)");
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute("data-type", "error");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await expect(page.locator("#settings-security-sessionTimeout-error")).toHaveText(
    "Enter a whole number between 5 and 480",
  );
  await expect(banner(page)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  const stored = await apiSettings(page);
  expect(stored.security.sessionTimeout).toBe(30);
  expect(stored.general.siteName).toEqual(DEFAULT_SETTINGS.general.siteName);

  // Correcting the value lets it save.
  await field.fill("45");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await saveButton(page).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  expect((await apiSettings(page)).security.sessionTimeout).toBe(45);
});

test("secrets come back masked, and saving the mask keeps them", async ({ page }) => {
  const stripe = `sk_test_${Date.now()}_real`;
  const smtp = `smtp-pass-${Date.now()}`;
  const withSecrets: Settings = {
    ...DEFAULT_SETTINGS,
    integrations: {
      ...DEFAULT_SETTINGS.integrations,
      stripeSecretKey: stripe,
      smtpPassword: smtp,
      smtpHost: "mail.example.org",
    },
  };
  expect((await putSettings(page, withSecrets)).status()).toBe(200);
  const api = await page.request.get("/api/v1/settings");
  const apiText = await api.text();
  expect(apiText).not.toContain(stripe);
  expect(apiText).not.toContain(smtp);
  const masked = (JSON.parse(apiText) as { settings: Settings }).settings;
  expect(masked.integrations.stripeSecretKey).toBe(SECRET_MASK);
  expect(masked.integrations.smtpPassword).toBe(SECRET_MASK);

  await openSettings(page);
  const html = await page.content();
  expect(html).not.toContain(stripe);
  expect(html).not.toContain(smtp);
  const data = await page.request.get("/admin/settings.data");
  expect(await data.text()).not.toContain(stripe);

  await page.getByRole("tab", { name: "Integrations" }).click();
  await expect(page.getByLabel("Stripe Secret Key")).toHaveValue(SECRET_MASK);
  await expect(page.getByLabel("SMTP Password")).toHaveValue(SECRET_MASK);
  await page.getByLabel("SMTP Host").fill("smtp.example.org");
  await saveButton(page).click();
  await expect(toast(page, "Settings saved")).toBeVisible();

  const stored = storedSettings();
  expect(stored.integrations.smtpHost).toBe("smtp.example.org");
  expect(stored.integrations.stripeSecretKey).toBe(stripe);
  expect(stored.integrations.smtpPassword).toBe(smtp);

  // The browser copy holds masks only.
  const copy = (await page.evaluate(() => localStorage.getItem("admin-settings"))) ?? "";
  expect(copy).toContain("smtp.example.org");
  expect(copy).not.toContain(stripe);
  expect(copy).not.toContain(smtp);

  // A new secret typed in the field replaces the stored one, and is not kept in the browser.
  const newSecret = `sk_test_${Date.now()}_new`;
  await page.getByLabel("Stripe Secret Key").fill(newSecret);
  await saveButton(page).click();
  await expect(toast(page, "Settings saved").first()).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  expect(storedSettings().integrations.stripeSecretKey).toBe(newSecret);
  expect((await page.evaluate(() => localStorage.getItem("admin-settings"))) ?? "").not.toContain(
    newSecret,
  );
  await expect(page.getByLabel("Stripe Secret Key")).toHaveValue(SECRET_MASK);
});

test("while saving, both buttons are busy; a failed save keeps the form dirty and says so", async ({
  page,
}) => {
  await openSettings(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The screen saves through its route action (a fetcher POST to /admin/settings).
  await page.route("**/admin/settings.data**", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.abort("failed");
  });
  await englishSiteName(page).fill("Offline change");
  await saveButton(page).click();
  const busy = page.getByRole("button", { name: "Saving…" });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole("button", { name: "Reset" })).toBeDisabled();
  release();
  const failed = toast(
    page,
    "The server could not be reached. Check your connection and try again.",
  );
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("Error");
  await expect(failed).toHaveAttribute("data-type", "error");
  await expect(banner(page)).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await expect(page.getByRole("button", { name: "Reset" })).toBeEnabled();
  // The browser copy is written on every attempt.
  const copy = (await page.evaluate(() => localStorage.getItem("admin-settings"))) ?? "";
  expect(copy).toContain("Offline change");
  expect((await apiSettings(page)).general.siteName).toEqual(DEFAULT_SETTINGS.general.siteName);
});
