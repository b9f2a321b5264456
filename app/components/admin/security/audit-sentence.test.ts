import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../../../core/audit-actions.ts";
import type { Locale } from "../../../../core/constants.ts";
import enAudit from "../../../../texts/locales/en/adminAudit.json";
import enContent from "../../../../texts/locales/en/adminContent.json";
import enSettings from "../../../../texts/locales/en/adminSettings.json";
import frAudit from "../../../../texts/locales/fr/adminAudit.json";
import frContent from "../../../../texts/locales/fr/adminContent.json";
import frSettings from "../../../../texts/locales/fr/adminSettings.json";
import ruAudit from "../../../../texts/locales/ru/adminAudit.json";
import ruContent from "../../../../texts/locales/ru/adminContent.json";
import ruSettings from "../../../../texts/locales/ru/adminSettings.json";
import { createT, type Messages } from "../../../i18n/translate.ts";
import {
  type AuditEntryLike,
  type AuditWords,
  auditSentence as sentenceIn,
  sentenceText,
} from "./audit-sentence.ts";

const messages: Record<Locale, Messages> = {
  en: { adminAudit: enAudit, adminSettings: enSettings, adminContent: enContent },
  fr: { adminAudit: frAudit, adminSettings: frSettings, adminContent: frContent },
  ru: { adminAudit: ruAudit, adminSettings: ruSettings, adminContent: ruContent },
};
const wordsIn = (locale: Locale): AuditWords => ({
  t: createT(locale, messages[locale], "en", messages.en, "adminAudit"),
  settings: createT(locale, messages[locale], "en", messages.en, "adminSettings"),
  content: createT(locale, messages[locale], "en", messages.en, "adminContent"),
  locale,
});
const auditSentence = (e: AuditEntryLike, locale: Locale = "en") => sentenceIn(e, wordsIn(locale));

const entry = (over: Partial<AuditEntryLike>): AuditEntryLike => ({
  actorEmail: "anna@example.org",
  actorName: "Anna",
  action: "content.update",
  entityType: "blogPosts",
  entityId: "12",
  details: {},
  ...over,
});
const say = (over: Partial<AuditEntryLike>) => sentenceText(auditSentence(entry(over)));

describe("the audit log in words", () => {
  it("names the changed fields and languages of an edit, and links the item's editor", () => {
    const s = auditSentence(
      entry({
        details: { title: "Spring camp", fields: ["title", "excerpt"], locales: ["fr"] },
      }),
    );
    expect(sentenceText(s)).toBe(
      "Anna edited the blog post 'Spring camp' (title, excerpt; French)",
    );
    expect(s.link).toEqual({ text: "'Spring camp'", href: "/admin/blog/12" });
  });

  it("words creates, plain-field edits, saves without changes, trash and restores", () => {
    expect(
      say({
        action: "content.create",
        entityType: "programs",
        details: { title: "Camp", fields: ["title"], locales: ["en", "ru"] },
      }),
    ).toBe("Anna created the program 'Camp' (English, Russian)");
    expect(
      say({ entityType: "newsArticles", details: { title: "Open day", fields: ["status"] } }),
    ).toBe("Anna edited the news article 'Open day' (status)");
    expect(say({ details: { title: "X", fields: [], locales: [] } })).toBe(
      "Anna edited the blog post 'X' (no changes)",
    );
    expect(say({ action: "content.delete", details: { title: "X" } })).toBe(
      "Anna moved the blog post 'X' to the trash",
    );
    expect(
      say({ action: "content.restore", entityType: "storeItems", details: { title: "Mug" } }),
    ).toBe("Anna restored the store item 'Mug' from the trash");
    expect(
      say({
        details: {
          title: "X",
          fields: ["title"],
          locales: ["en"],
          restoredFrom: 3,
          restoredFromDate: "2030-01-02T10:30:00.000Z",
        },
      }),
    ).toBe("Anna restored the version of 2 Jan 2030, 10:30 of the blog post 'X' (title; English)");
    // Older entries have no title: the id stands in.
    expect(say({ actorName: "", details: { fields: ["title"] } })).toBe(
      "anna@example.org edited the blog post #12 (title)",
    );
  });

  it("words settings, staff changes and sign-ins", () => {
    // Older entries name the changed settings only: their labels.
    const settings = auditSentence(
      entry({
        action: "settings.update",
        details: { changed: ["general.siteDescription", "appearance.theme"] },
      }),
    );
    expect(sentenceText(settings)).toBe("Anna changed the settings: Site Description; Theme");
    expect(settings.link?.href).toBe("/admin/settings");
    expect(
      say({
        action: "staff.invited",
        details: { email: "bo@x.org", role: "editor", invited: true },
      }),
    ).toBe("Anna invited bo@x.org as an editor");
    expect(
      say({
        action: "staff.role-changed",
        details: { email: "bo@x.org", from: "author", to: "editor" },
      }),
    ).toBe("Anna changed the role of bo@x.org from author to editor");
    expect(say({ action: "staff.removed", details: { email: "bo@x.org" } })).toBe(
      "Anna removed bo@x.org from the staff",
    );
    expect(
      say({
        action: "staff.created-by-operator",
        actorEmail: "operator",
        actorName: "",
        details: { email: "bo@x.org", role: "admin" },
      }),
    ).toBe("The operator (command line) created the account bo@x.org (admin)");
    expect(say({ action: "auth.sign-in" })).toBe("Anna signed in");
    expect(say({ action: "auth.sign-in.mfa" })).toBe(
      "Anna entered the password (two-factor code next)",
    );
    expect(say({ action: "auth.lockout", actorName: "", details: { minutes: 15 } })).toBe(
      "anna@example.org was locked out for 15 minutes",
    );
    expect(say({ action: "something.new", actorEmail: "", actorName: "" })).toBe(
      "Someone did something.new",
    );
  });

  it("has a sentence for every action the server records, never 'did <action>'", () => {
    for (const action of AUDIT_ACTIONS) {
      const sentence = say({ action, details: { email: "bo@x.org", to: "bo@x.org" } });
      expect(sentence, action).not.toMatch(/\bdid\b/);
      expect(sentence, action).not.toContain(action);
      expect(sentence, action).toMatch(/^Anna \w+/);
    }
  });

  it("words settings changes with their old and new values, secrets masked", () => {
    expect(
      say({
        action: "settings.update",
        details: {
          changes: [
            { key: "general.siteDescription", from: "Sport for all", to: "Sport and school" },
            { key: "security.twoFactorAuth", from: false, to: true },
            { key: "integrations.bankTransferInstructions.fr", from: "", to: "IBAN FR76" },
            { key: "integrations.smtpPassword", from: "••••••••", to: "••••••••" },
          ],
        },
      }),
    ).toBe(
      "Anna changed the settings: Site Description “Sport for all” → “Sport and school”; " +
        "Two-Factor Authentication off → on; Bank Transfer Instructions (French) (empty) → “IBAN FR76”; " +
        "SMTP Password “••••••••” → “••••••••”",
    );
  });

  it("words media, previews, scheduled publishing and the trash purge", () => {
    expect(say({ action: "media.update", entityId: "7", details: { alt: ["en", "fr"] } })).toBe(
      "Anna edited the alt text of the image #7 (English, French)",
    );
    expect(say({ action: "media.delete", details: { fileName: "pitch.jpg" } })).toBe(
      "Anna deleted the image pitch.jpg from the media library",
    );
    const preview = auditSentence(
      entry({ action: "preview.create", details: { expiresAt: "2030-01-02T10:30:00.000Z" } }),
    );
    expect(sentenceText(preview)).toBe(
      "Anna made a preview link of the blog post #12 (valid until 2 Jan 2030, 10:30)",
    );
    expect(preview.link?.href).toBe("/admin/blog/12");
    expect(
      say({
        action: "content.publish-scheduled",
        actorEmail: "system",
        actorName: "",
        details: { title: "Camp" },
      }),
    ).toBe("The site published the blog post 'Camp' as scheduled");
    const purged = auditSentence(
      entry({ action: "content.purge", actorEmail: "system", details: { title: "Old" } }),
    );
    expect(sentenceText(purged)).toBe(
      "The site deleted the blog post 'Old' for good (its time in the trash was over)",
    );
    expect(purged.link).toBeUndefined();
  });

  it("reads naturally in French and Russian, the Russian without a gendered past tense", () => {
    const edit = entry({
      actorName: "Irina",
      details: { title: "Camp d’été", fields: [], locales: ["fr"] },
    });
    expect(sentenceText(auditSentence(edit, "fr"))).toBe(
      "Irina a modifié l’article de blog «\u202fCamp d’été\u202f» (aucune modification\u202f; français)",
    );
    // The item's title and its changed fields in the staff member's language.
    const translated = entry({
      actorName: "Irina",
      details: {
        title: "Summer camp",
        titles: { en: "Summer camp", fr: "Camp d’été", ru: "Летний лагерь" },
        fields: ["title", "excerpt", "seoTitle"],
        locales: ["fr"],
      },
    });
    expect(sentenceText(auditSentence(translated, "fr"))).toBe(
      "Irina a modifié l’article de blog «\u202fCamp d’été\u202f» (titre, extrait, titre SEO\u202f; français)",
    );
    expect(sentenceText(auditSentence(translated, "ru"))).toMatch(
      /^Irina: .*«Летний лагерь» \(заголовок, анонс, SEO-заголовок; французский\)$/,
    );
    expect(sentenceText(auditSentence(translated, "en"))).toBe(
      "Irina edited the blog post 'Summer camp' (title, excerpt, SEO title; French)",
    );
    // A title missing in the staff member's language is the English one.
    const untranslated = {
      ...translated,
      details: { ...translated.details, titles: { en: "Summer camp" } },
    };
    expect(sentenceText(auditSentence(untranslated, "ru"))).toContain("«Summer camp»");

    const published = entry({
      actorName: "Ирина",
      action: "content.publish-scheduled",
      entityType: "newsArticles",
      details: { title: "Лагерь" },
    });
    const ru = auditSentence(published, "ru");
    expect(sentenceText(ru)).toBe("Ирина: публикация новости «Лагерь» по расписанию");
    expect(ru.link).toEqual({ text: "«Лагерь»", href: "/admin/news/12" });
    expect(
      sentenceText(
        auditSentence(
          entry({ actorName: "Ирина", action: "auth.lockout", details: { minutes: 5 } }),
          "ru",
        ),
      ),
    ).toBe("Ирина: вход заблокирован на 5 минут");
    const settings = auditSentence(
      entry({
        action: "settings.update",
        details: { changes: [{ key: "appearance.theme", from: "light", to: "dark" }] },
      }),
      "fr",
    );
    expect(sentenceText(settings)).toBe(
      "Anna a modifié les réglages\u00a0: Thème «\u202flight\u202f» → «\u202fdark\u202f»",
    );
    expect(settings.link?.text).toBe("réglages");
  });

  it("has a sentence in every language for every action the server records", () => {
    for (const locale of ["fr", "ru"] as const) {
      for (const action of AUDIT_ACTIONS) {
        const sentence = sentenceText(
          auditSentence(entry({ action, details: { email: "bo@x.org", to: "bo@x.org" } }), locale),
        );
        expect(sentence, `${locale} ${action}`).toMatch(/^Anna\b/);
        expect(sentence, `${locale} ${action}`).not.toContain(action);
        expect(sentence, `${locale} ${action}`).not.toContain("{{");
      }
    }
  });
});
