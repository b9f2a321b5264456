/**
 * Settings: the default language is one of the site's languages, a stored value that no
 * longer validates falls back alone, and the audit log keeps each change's old and new value with
 * secrets masked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.ts";
import { DEFAULT_SETTINGS, SECRET_MASK, type Settings } from "../../core/settings.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";

describe.each(await databaseKinds())("settings on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [], settingsCacheMs: 0 });
  });
  afterAll(async () => database.cleanup());

  const current = async () => (await s.services.settings.getForAdmin(admin)).settings;
  const lastAudit = async () => (await s.audit.list(admin, { action: "settings." })).items[0];

  it("offers only English, French and Russian as the default language", async () => {
    const settings = await current();
    const spanish = { ...settings, general: { ...settings.general, language: "es" } };
    const err = await s.services.settings.save(admin, spanish).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    for (const language of ["fr", "ru", "en"] as const) {
      const next = { ...settings, general: { ...settings.general, language } };
      expect((await s.services.settings.save(admin, next)).settings.general.language).toBe(
        language,
      );
    }
  });

  const store = (stored: unknown) =>
    database.db
      .updateTable("adminSettings")
      .set({ settings: JSON.stringify(stored) })
      .where("id", "=", 1)
      .execute();

  it("reads a stored Spanish default language as the default, keeping the other settings", async () => {
    const settings = await current();
    const kept = { en: "Kept name", fr: "Nom gardé", ru: "" };
    await store({ ...settings, general: { ...settings.general, siteName: kept, language: "es" } });
    const read = await current();
    expect(read.general.language).toBe("en");
    expect(read.general.siteName).toEqual(kept);
  });

  it("reads a site name stored as one text as the English name, and the built-in one as all three", async () => {
    const settings = await current();
    const { contact: _contact, ...withoutContact } = settings;
    await store({
      ...withoutContact,
      general: {
        ...settings.general,
        siteName: "Old name",
        siteDescription: DEFAULT_SETTINGS.general.siteDescription.en,
      },
    });
    const read = await current();
    expect(read.general.siteName).toEqual({ en: "Old name", fr: "", ru: "" });
    expect(read.general.siteDescription).toEqual(DEFAULT_SETTINGS.general.siteDescription);
    // Settings stored before the Contact tab existed get its defaults.
    expect(read.contact).toEqual(DEFAULT_SETTINGS.contact);
    expect((await s.services.settings.getPublic()).siteName).toEqual({
      en: "Old name",
      fr: "",
      ru: "",
    });
  });

  it("audits each change with its old and new value, secrets masked", async () => {
    const before = await current();
    const next: Settings = {
      ...before,
      general: {
        ...before.general,
        siteDescription: { ...before.general.siteDescription, en: "Sport and school for all" },
      },
      contact: {
        ...before.contact,
        social: { ...before.contact.social, telegram: "https://t.me/foundation" },
      },
      security: { ...before.security, twoFactorAuth: !before.security.twoFactorAuth },
      integrations: {
        ...before.integrations,
        smtpPassword: "hunter2-secret",
        bankTransferInstructions: {
          ...before.integrations.bankTransferInstructions,
          fr: "IBAN FR76 1234",
        },
      },
    };
    await s.services.settings.save(admin, next);
    const entry = await lastAudit();
    expect(entry.action).toBe("settings.update");
    expect(entry.details.changes).toEqual([
      {
        key: "general.siteDescription.en",
        from: before.general.siteDescription.en,
        to: "Sport and school for all",
      },
      { key: "contact.social.telegram", from: "", to: "https://t.me/foundation" },
      {
        key: "security.twoFactorAuth",
        from: before.security.twoFactorAuth,
        to: !before.security.twoFactorAuth,
      },
      { key: "integrations.smtpPassword", from: "", to: SECRET_MASK },
      {
        key: "integrations.bankTransferInstructions.fr",
        from: before.integrations.bankTransferInstructions.fr,
        to: "IBAN FR76 1234",
      },
    ]);
    expect(JSON.stringify(entry.details)).not.toContain("hunter2");

    // A new secret replacing the old one is named, never shown.
    const again = await current();
    await s.services.settings.save(admin, {
      ...again,
      integrations: { ...again.integrations, smtpPassword: "another-secret" },
    });
    const replaced = await lastAudit();
    expect(replaced.details.changes).toEqual([
      { key: "integrations.smtpPassword", from: SECRET_MASK, to: SECRET_MASK },
    ]);
    expect(JSON.stringify(replaced.details)).not.toContain("another-secret");
  });
  it("says where the site's address comes from; PUBLIC_URL, when set, is the address the server uses", async () => {
    const settings = await current();
    await s.services.settings.save(admin, {
      ...settings,
      general: { ...settings.general, siteUrl: DEFAULT_SETTINGS.general.siteUrl },
    });
    expect(await s.services.settings.siteUrlStatus()).toEqual({
      url: "http://localhost:3000",
      source: "default",
    });
    await s.services.settings.save(admin, {
      ...settings,
      general: { ...settings.general, siteUrl: "https://stored.example" },
    });
    expect(await s.services.settings.siteUrlStatus()).toEqual({
      url: "https://stored.example",
      source: "settings",
    });
    expect((await s.services.settings.getEffective()).general.siteUrl).toBe(
      "https://stored.example",
    );

    const behindProxy = createServices(database.db, {
      adminEmails: [],
      settingsCacheMs: 0,
      publicUrl: "https://foundation.example/",
    });
    const { settings: forAdmin } = await behindProxy.services.settings.getForAdmin(admin);
    expect(forAdmin.general.siteUrl).toBe("https://stored.example");
    expect((await behindProxy.services.settings.getEffective()).general.siteUrl).toBe(
      "https://foundation.example",
    );
    expect(await behindProxy.services.settings.siteUrlStatus()).toEqual({
      url: "https://foundation.example",
      source: "environment",
    });
  });
});
