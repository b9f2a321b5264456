/**
 * Admin settings: one row (id 1) holding the whole object.
 * Secrets are write-only: read back masked, and the mask sent back keeps the stored value.
 */
import { isDatabaseUnavailable } from "../db/availability.ts";
import {
  DEFAULT_SETTINGS,
  SECRET_MASK,
  SECRET_SETTINGS,
  type SettingChange,
  type Settings,
  settingsSchema,
  toPublicSettings,
} from "../../core/settings.ts";
import type { SettingsService } from "../../core/services.ts";
import { requirePermission } from "../../core/access.ts";
import type { Locale } from "../../core/constants.ts";
import { parseInput } from "../content/validation.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { nowIso, type Db } from "../db/index.ts";
import type { ChangeBus } from "../events/change-bus.ts";
import type { SiteChangeHooks } from "../events/site-change.ts";

/** How long a process keeps the settings it read; a save anywhere drops them sooner (the bus). */
const CACHE_MS = 2000;

/**
 * A name stored as one text before it was written per language (0.x): the built-in name stays the
 * built-in names; a name the staff wrote is the English one, which the other languages read.
 */
function perLanguage(stored: unknown, builtIn: Record<Locale, string>): unknown {
  if (typeof stored !== "string") return stored;
  return stored === builtIn.en ? builtIn : { en: stored, fr: "", ru: "" };
}

/** Stored values over defaults, group by group, so a newer release's new fields get defaults. */
function withDefaults(stored: unknown): Settings {
  const s = (stored ?? {}) as Partial<Record<keyof Settings, Record<string, unknown>>>;
  const general = { ...DEFAULT_SETTINGS.general, ...s.general };
  general.siteName = perLanguage(general.siteName, DEFAULT_SETTINGS.general.siteName) as never;
  general.siteDescription = perLanguage(
    general.siteDescription,
    DEFAULT_SETTINGS.general.siteDescription,
  ) as never;
  const contact = { ...DEFAULT_SETTINGS.contact, ...s.contact };
  contact.social = { ...DEFAULT_SETTINGS.contact.social, ...contact.social };
  const merged = {
    general,
    contact,
    security: { ...DEFAULT_SETTINGS.security, ...s.security },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...s.notifications },
    appearance: { ...DEFAULT_SETTINGS.appearance, ...s.appearance },
    integrations: { ...DEFAULT_SETTINGS.integrations, ...s.integrations },
  };
  const parsed = settingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  // A stored value this release no longer accepts (the dropped Spanish default language) falls
  // back to its default alone; the other settings are kept.
  for (const { path } of parsed.error.issues) {
    const [group, field] = path;
    if (typeof group !== "string" || typeof field !== "string" || !(group in merged)) continue;
    const defaults = DEFAULT_SETTINGS[group as keyof Settings] as Record<string, unknown>;
    (merged[group as keyof Settings] as Record<string, unknown>)[field] = defaults[field];
  }
  const repaired = settingsSchema.safeParse(merged);
  return repaired.success ? repaired.data : DEFAULT_SETTINGS;
}

function masked(s: Settings): Settings {
  const integrations = { ...s.integrations };
  for (const key of SECRET_SETTINGS) integrations[key] = integrations[key] ? SECRET_MASK : "";
  return { ...s, integrations };
}

/** Longer values (custom CSS, instructions) are cut in the audit log. */
const AUDIT_VALUE_MAX = 200;
const clipped = (v: unknown) =>
  typeof v === "string" && v.length > AUDIT_VALUE_MAX ? `${v.slice(0, AUDIT_VALUE_MAX)}…` : v;

/**
 * What a save changed, for the audit log: each setting ("group.field", "group.field.fr" for text per
 * language) with its old and new value; a secret's values are the mask (or empty), never the secret.
 */
function settingChanges(before: Settings, after: Settings): SettingChange[] {
  const shown = [masked(before), masked(after)];
  const changes: SettingChange[] = [];
  for (const group of Object.keys(after) as (keyof Settings)[]) {
    const [a, b, hiddenA, hiddenB] = [before, after, ...shown].map(
      (s) => s[group] as Record<string, unknown>,
    );
    for (const field of Object.keys(b)) {
      if (JSON.stringify(a[field]) === JSON.stringify(b[field])) continue;
      const key = `${group}.${field}`;
      const from = hiddenA[field];
      const to = hiddenB[field];
      if (from && to && typeof from === "object" && typeof to === "object") {
        const [x, y] = [from as Record<string, unknown>, to as Record<string, unknown>];
        for (const part of Object.keys(y))
          if (x[part] !== y[part])
            changes.push({ key: `${key}.${part}`, from: clipped(x[part]), to: clipped(y[part]) });
      } else changes.push({ key, from: clipped(from), to: clipped(to) });
    }
  }
  return changes;
}

export function createSettingsService(
  db: Db,
  hooks: {
    audit: AuditService;
    /** Carries saves made in other processes (and here) to the settings cache. */
    changes: Pick<ChangeBus, "subscribe">;
    /** PUBLIC_URL: when set it is the site's address, over the Site URL setting. */
    publicUrl?: string;
    /** Tests that must tell the bus from the expiry set it longer. */
    cacheMs?: number;
    /** Told of each save: the caches here and in other processes, the CDN purge of every page. */
    siteChanges: SiteChangeHooks;
  },
): SettingsService {
  const { audit, changes, cacheMs = CACHE_MS } = hooks;
  const publicUrl = hooks.publicUrl?.replace(/\/+$/, "");
  /** The settings as the server acts on them: PUBLIC_URL, when set, is the site's address. */
  const effective = (s: Settings): Settings =>
    publicUrl ? { ...s, general: { ...s.general, siteUrl: publicUrl } } : s;
  let cache: { at: number; value: { settings: Settings; updatedAt: string | null } } | null = null;
  // A save in any process (the bus carries it between processes on PostgreSQL) drops the cache.
  changes.subscribe((topic) => {
    if (topic === "settings" || topic === "*") cache = null;
  });

  /** The settings last read, kept past the cache's expiry for reads while the database is away. */
  let lastRead: { settings: Settings; updatedAt: string | null } | null = null;

  /**
   * The settings for a page: while the database is away, the last ones read (or the defaults,
   * before any read), so the site's header, footer and "back in a moment" page still show.
   */
  async function loadForPages() {
    try {
      return await load();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      return lastRead ?? { settings: withDefaults(null), updatedAt: null };
    }
  }

  async function load() {
    if (cache && Date.now() - cache.at < cacheMs) return cache.value;
    const row = await db
      .selectFrom("adminSettings")
      .select(["settings", "updatedAt"])
      .where("id", "=", 1)
      .executeTakeFirst();
    let stored: unknown = null;
    if (row) {
      try {
        stored = JSON.parse(row.settings);
      } catch {
        stored = null;
      }
    }
    const value = { settings: withDefaults(stored), updatedAt: row?.updatedAt ?? null };
    cache = { at: Date.now(), value };
    lastRead = value;
    return value;
  }

  return {
    async getForAdmin(actor) {
      requirePermission(actor, "settings.manage");
      const { settings, updatedAt } = await load();
      return { settings: masked(settings), updatedAt };
    },
    async save(actor, input) {
      requirePermission(actor, "settings.manage");
      const next = parseInput(settingsSchema, input);
      cache = null;
      const current = (await load()).settings;
      for (const key of SECRET_SETTINGS) {
        if (next.integrations[key] === SECRET_MASK)
          next.integrations[key] = current.integrations[key];
      }
      const updatedAt = nowIso();
      const json = JSON.stringify(next);
      const change = { kind: "settings" } as const;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("adminSettings")
          .values({ id: 1, settings: json, updatedAt })
          .onConflict((oc) => oc.column("id").doUpdateSet({ settings: json, updatedAt }))
          .execute();
        await audit.record(
          actor,
          "settings.update",
          { type: "settings", id: 1 },
          { changes: settingChanges(current, next) },
          trx,
        );
        await hooks.siteChanges.changing?.(trx, change);
      });
      cache = null;
      hooks.siteChanges.changed?.(change);
      return { settings: masked(next), updatedAt };
    },
    async getPublic() {
      return toPublicSettings((await loadForPages()).settings);
    },
    async getEffective() {
      return effective((await load()).settings);
    },
    async siteUrlStatus() {
      if (publicUrl) return { url: publicUrl, source: "environment" as const };
      const { siteUrl } = (await load()).settings.general;
      const source = siteUrl === DEFAULT_SETTINGS.general.siteUrl ? "default" : "settings";
      return { url: siteUrl, source };
    },
  };
}
