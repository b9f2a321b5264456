/**
 * Settings: the default language is one of the site's languages, a stored value that no
 * longer validates falls back alone, and the audit log keeps each change's old and new value with
 * secrets masked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.ts";
import { SECRET_MASK, type Settings } from "../../core/settings.ts";
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

  it("reads a stored Spanish default language as the default, keeping the other settings", async () => {
    const settings = await current();
    const stored: Settings = {
      ...settings,
      general: { ...settings.general, siteName: "Kept name", language: "es" as "en" },
    };
    await database.db
      .updateTable("adminSettings")
      .set({ settings: JSON.stringify(stored) })
      .where("id", "=", 1)
      .execute();
    const read = await current();
    expect(read.general.language).toBe("en");
    expect(read.general.siteName).toBe("Kept name");
  });

  it("audits each change with its old and new value, secrets masked", async () => {
    const before = await current();
    const next: Settings = {
      ...before,
      general: { ...before.general, siteDescription: "Sport and school for all" },
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
        key: "general.siteDescription",
        from: before.general.siteDescription,
        to: "Sport and school for all",
      },
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
});
