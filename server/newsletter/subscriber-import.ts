/**
 * A CSV of subscribers imported by staff (issue 36, decision 0040): a header line naming the
 * address, the consent and (optionally) the language column, in English, French or Russian; each
 * row checked on its own (an address, a known language, consent given, not twice in the file, not
 * stopped), so the good rows go in and the others are reported with their line. A preview
 * (`dryRun`) says the same without writing. Rows go in as confirmed subscribers (their consent is
 * the file's), never over an address already on the list, even with two imports at once.
 */
import { requirePermission } from "../../core/access.ts";
import { isLocale, type Locale } from "../../core/constants.ts";
import { readCsv } from "../../core/csv-read.ts";
import { refused } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import {
  IMPORT_MAX_ROWS,
  type ImportReport,
  type ImportRowResult,
  importInput,
  subscriberEmail,
} from "../../core/subscribers.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import { addressHash, confirmedRow } from "./subscribers-service.ts";

/** The header names each column goes by, lower case. */
const HEADERS = {
  email: [
    "email",
    "e-mail",
    "mail",
    "courriel",
    "adresse",
    "adresse e-mail",
    "почта",
    "email-адрес",
    "адрес",
    "электронная почта",
  ],
  consent: ["consent", "consentement", "accord", "согласие"],
  locale: ["locale", "language", "lang", "langue", "язык"],
} as const;
const YES = new Set(["yes", "y", "true", "1", "x", "oui", "o", "да", "д"]);
const LANGUAGE_NAMES: Record<string, Locale> = {
  english: "en",
  anglais: "en",
  английский: "en",
  french: "fr",
  français: "fr",
  francais: "fr",
  французский: "fr",
  russian: "ru",
  russe: "ru",
  русский: "ru",
};

function columnsOf(header: string[]) {
  const names = header.map((h) => h.trim().toLowerCase());
  const find = (aliases: readonly string[]) => names.findIndex((n) => aliases.includes(n));
  return {
    email: find(HEADERS.email),
    consent: find(HEADERS.consent),
    locale: find(HEADERS.locale),
  };
}

function localeOf(value: string | undefined): Locale | null {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "") return "en";
  if (isLocale(v)) return v;
  return LANGUAGE_NAMES[v] ?? null;
}

export function createSubscriberImport(db: Db, o: { audit: AuditService }) {
  return async function importCsv(actor: Actor, input: unknown): Promise<ImportReport> {
    const user = requirePermission(actor, "newsletter.send");
    const { csv, dryRun } = parseInput(importInput, input);
    // Checked by what it holds, not by its name: a text, not a spreadsheet's binary file.
    if (csv.includes("\u0000"))
      throw refused(
        400,
        "importNotText",
        "This is not a CSV text file: save the sheet as CSV (UTF-8)",
        {
          fields: { csv: "This is not a CSV text file" },
        },
      );
    const [header, ...lines] = readCsv(csv);
    const at = columnsOf(header?.fields ?? []);
    if (at.email < 0 || at.consent < 0)
      throw refused(
        400,
        "importColumns",
        "The first line must name the columns: email and consent (and language, if you have it)",
        {
          fields: { csv: "The first line must name the email and consent columns" },
        },
      );
    if (lines.length > IMPORT_MAX_ROWS)
      throw refused(
        400,
        "importTooLong",
        `At most ${IMPORT_MAX_ROWS} rows at once: split the file`,
        {
          values: { max: IMPORT_MAX_ROWS },
        },
      );

    const seen = new Set<string>();
    const checked: ImportRowResult[] = lines.map(({ line, fields }) => {
      const address = subscriberEmail.safeParse(fields[at.email] ?? "");
      const email = address.success ? address.data : (fields[at.email] ?? "").trim().toLowerCase();
      const locale = at.locale < 0 ? "en" : localeOf(fields[at.locale]);
      const fail = (error: Extract<ImportRowResult, { result: "error" }>["error"]) =>
        ({ line, email, result: "error", error }) as const;
      if (!address.success) return fail("email");
      if (seen.has(email)) return fail("duplicate");
      seen.add(email);
      if (!locale) return fail("locale");
      if (!YES.has((fields[at.consent] ?? "").trim().toLowerCase())) return fail("consent");
      return { line, email, locale, result: "added" };
    });

    // Against what is stored: stopped addresses, and those already on the list.
    const candidates = checked.filter((r) => r.result === "added");
    const hashes = new Map(candidates.map((r) => [addressHash(r.email), r]));
    const stopped = new Set<string>();
    const known = new Set<string>();
    for (let i = 0; i < candidates.length; i += 500) {
      const slice = candidates.slice(i, i + 500);
      const [suppressed, existing] = await Promise.all([
        db
          .selectFrom("newsletterSuppressions")
          .select("emailHash")
          .where(
            "emailHash",
            "in",
            slice.map((r) => addressHash(r.email)),
          )
          .execute(),
        db
          .selectFrom("submissions")
          .select("email")
          .where("kind", "=", "newsletter")
          .where(
            "dedupeKey",
            "in",
            slice.map((r) => `newsletter:${r.email}`),
          )
          .execute(),
      ]);
      for (const s of suppressed) stopped.add(hashes.get(s.emailHash)?.email ?? "");
      for (const e of existing) known.add(e.email);
    }
    const rows = checked.map((r): ImportRowResult => {
      if (r.result !== "added") return r;
      if (stopped.has(r.email))
        return { line: r.line, email: r.email, result: "error", error: "suppressed" };
      if (known.has(r.email)) return { ...r, result: "known" };
      return r;
    });

    let added = rows.filter((r) => r.result === "added").length;
    if (!dryRun && added > 0) {
      const now = nowIso();
      const fresh = rows.filter(
        (r): r is Extract<ImportRowResult, { result: "added" | "known" }> => r.result === "added",
      );
      added = await db.transaction().execute(async (trx) => {
        let inserted = 0;
        for (let i = 0; i < fresh.length; i += 500) {
          const res = await trx
            .insertInto("submissions")
            .values(
              fresh.slice(i, i + 500).map((r) => confirmedRow(r.email, r.locale, "import", now)),
            )
            // Added meanwhile (a sign-up, another import): left as it is.
            .onConflict((oc) => oc.column("dedupeKey").doNothing())
            .returning("email")
            .execute();
          inserted += res.length;
          const went = new Set(res.map((x) => x.email));
          for (const r of fresh.slice(i, i + 500))
            if (!went.has(r.email)) Object.assign(r, { result: "known" });
        }
        await o.audit.record(
          user,
          "newsletter.import",
          { type: "subscriber" },
          { added: inserted },
          trx,
        );
        return inserted;
      });
    }
    return {
      dryRun,
      rows,
      added,
      known: rows.filter((r) => r.result === "known").length,
      errors: rows.filter((r) => r.result === "error").length,
    };
  };
}
