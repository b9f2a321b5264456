/**
 * Newsletter subscribers as staff manage them (issue 36, decision 0040): who they are, their
 * language and where they came from; their state (pending until they confirm, then confirmed,
 * unless they left or their address is stopped by a bounce or a complaint); the list's filters, a
 * staff member's add (only with the person's consent), a change, and a CSV import's report.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "./constants.ts";

export const SUBSCRIBER_STATUSES = [
  "pending",
  "confirmed",
  "unsubscribed",
  "bounced",
  "complained",
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Why an address is stopped: the mail server could not deliver to it, or its owner called it spam. */
export const SUPPRESSION_REASONS = ["bounced", "complained"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The newsletter form, staff, or a CSV import. */
export const SUBSCRIBER_SOURCES = ["form", "staff", "import"] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export interface Subscriber {
  id: number;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  source: SubscriberSource;
  createdAt: string;
  confirmedAt: string | null;
}

/** How many subscribers an import takes at once (a bigger list goes in several files). */
export const IMPORT_MAX_ROWS = 5000;

/** A subscriber's address as stored: trimmed, lower case, at most 254 characters. */
export const subscriberEmail = z
  .string({ error: "email must be an e-mail address" })
  .trim()
  .toLowerCase()
  .max(254, { error: "email is too long" })
  .pipe(z.email({ error: "email must be an e-mail address" }));
const locale = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(", ")}` });

export const subscriberQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z
    .enum(SUBSCRIBER_STATUSES, { error: `status must be one of ${SUBSCRIBER_STATUSES.join(", ")}` })
    .optional(),
  locale: locale.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** A staff member adds someone who agreed elsewhere (at an event, on paper): confirmed at once. */
export const subscriberInput = z.object({
  email: subscriberEmail,
  locale,
  consent: z.literal(true, {
    error: "consent must be true: add only people who agreed to receive the newsletter",
  }),
});

/** A change by staff: another language, or the address stopped (by hand) or left. */
export const subscriberChange = z
  .object({
    locale: locale.optional(),
    status: z
      .enum(["unsubscribed", ...SUPPRESSION_REASONS], {
        error: "status must be unsubscribed, bounced or complained",
      })
      .optional(),
  })
  .refine((v) => v.locale !== undefined || v.status !== undefined, {
    error: "Send locale or status",
  });

export const importInput = z.object({
  csv: z
    .string({ error: "csv must be the file's text" })
    .min(1, { error: "The file is empty" })
    .max(900_000, { error: "The file is too large (900 KB at most): split it" }),
  /** Only check the file and say what would happen (the preview). */
  dryRun: z.boolean({ error: "dryRun must be true or false" }).default(false),
});

/** What an import did, or would do, with one row of the file. */
export type ImportRowResult =
  | { line: number; email: string; locale: Locale; result: "added" | "known" }
  | { line: number; email: string; result: "error"; error: ImportRowError };

/** Why a row is not imported (worded by the admin in the staff member's language). */
export const IMPORT_ROW_ERRORS = ["email", "locale", "consent", "duplicate", "suppressed"] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

export interface ImportReport {
  dryRun: boolean;
  rows: ImportRowResult[];
  added: number;
  known: number;
  errors: number;
}
