/**
 * What visitors send the foundation: one zod schema per kind of submission (its form's fields),
 * shared by the page actions, the JSON API and the browser. Error messages are codes the app
 * translates (`required`, `email`, `invalid`, `tooLong`, `terms`).
 */
import { z } from "zod";
import { LOCALES } from "./constants.ts";
import {
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_METHODS,
  DONOR_REGIONS,
  REGION_OPTIONS,
  type DonorRegion,
} from "./donations.ts";

export * from "./submission-options.ts";
import {
  PARTNERSHIP_LEVELS,
  PARTNERSHIP_TIMELINES,
  PARTNERSHIP_TYPES,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  TEXT_LIMITS,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_OPPORTUNITIES,
  type SubmissionKind,
  type SubmissionStatus,
} from "./submission-options.ts";

const need = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" });
const maybe = (max: number) => z.string().trim().max(max, { error: "tooLong" }).default("");
const email = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(TEXT_LIMITS.email, { error: "tooLong" })
  .pipe(z.email({ error: "email" }));
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input ? "invalid" : "required") });
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal("")], { error: "invalid" }).default("");
/** A checkbox: "on" from an HTML form, a boolean from JSON. */
const checkbox = z.preprocess(
  (v) => v === true || v === "on" || v === "true" || v === "1",
  z.boolean(),
);
const locale = z.enum(LOCALES).catch("en").default("en");
const website = z
  .string()
  .trim()
  .max(TEXT_LIMITS.partner.website, { error: "tooLong" })
  .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), { error: "url" })
  .default("");

export const volunteerInput = z.object({
  firstName: need(TEXT_LIMITS.volunteer.firstName),
  lastName: need(TEXT_LIMITS.volunteer.lastName),
  email,
  phone: maybe(TEXT_LIMITS.volunteer.phone),
  location: need(TEXT_LIMITS.volunteer.location),
  opportunity: choice(VOLUNTEER_OPPORTUNITIES),
  availability: choice(VOLUNTEER_AVAILABILITY),
  experience: need(TEXT_LIMITS.volunteer.experience),
  remote: checkbox.default(false),
  terms: checkbox.refine((v) => v, { error: "terms" }),
  locale,
});

export const partnerInput = z.object({
  orgName: need(TEXT_LIMITS.partner.orgName),
  industry: need(TEXT_LIMITS.partner.industry),
  contactName: need(TEXT_LIMITS.partner.contactName),
  position: need(TEXT_LIMITS.partner.position),
  email,
  phone: need(TEXT_LIMITS.partner.phone),
  website,
  partnershipType: choice(PARTNERSHIP_TYPES),
  partnershipLevel: optionalChoice(PARTNERSHIP_LEVELS),
  objectives: need(TEXT_LIMITS.partner.objectives),
  resources: maybe(TEXT_LIMITS.partner.resources),
  timeline: optionalChoice(PARTNERSHIP_TIMELINES),
  additional: maybe(TEXT_LIMITS.partner.additional),
  locale,
});

export const contactInput = z.object({
  name: need(TEXT_LIMITS.contact.name),
  email,
  subject: maybe(TEXT_LIMITS.contact.subject),
  message: need(TEXT_LIMITS.contact.message),
  locale,
});

export const newsletterInput = z.object({ email, locale });

/**
 * A donation form sends the preset chosen as `amount` and a typed amount as `customAmount`: the
 * typed one wins (a form without script cannot clear the other).
 */
const typedAmountWins = (input: unknown) => {
  if (!input || typeof input !== "object") return input;
  const { customAmount, ...rest } = input as Record<string, unknown>;
  const fields: Record<string, unknown> =
    typeof customAmount === "string" && customAmount.trim() !== ""
      ? { ...rest, amount: customAmount }
      : rest;
  // Without a currency, the region's own (a form from before the region choice: dollars).
  const region = (DONOR_REGIONS as readonly unknown[]).includes(fields.region)
    ? (fields.region as DonorRegion)
    : "other";
  if (fields.currency === undefined || fields.currency === "")
    fields.currency = REGION_OPTIONS[region].currencies[0];
  return fields;
};

const donationFields = z.object({
  frequency: choice(DONATION_FREQUENCIES).default("one-time"),
  amount: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
      // The range is the currency's (core/donations.ts): the service checks it and names it.
      .positive({ error: "amountRange" }),
  ),
  currency: z.enum(DONATION_CURRENCIES, { error: "invalid" }),
  method: choice(DONATION_METHODS).default("card"),
  region: z.enum(DONOR_REGIONS, { error: "invalid" }).default("other"),
  name: need(TEXT_LIMITS.donation.name),
  email,
  locale,
});

export const donationInput = z.preprocess(typedAmountWins, donationFields);

export const submissionSchemas = {
  volunteer: volunteerInput,
  partner: partnerInput,
  contact: contactInput,
  newsletter: newsletterInput,
  donation: donationInput,
} as const;
export type SubmissionInput<K extends SubmissionKind> = z.output<(typeof submissionSchemas)[K]>;

export const isSubmissionKind = (v: unknown): v is SubmissionKind =>
  (SUBMISSION_KINDS as readonly unknown[]).includes(v);

export interface Submission {
  id: number;
  kind: SubmissionKind;
  status: SubmissionStatus;
  locale: string;
  name: string;
  email: string;
  /** The validated fields of the kind. */
  data: Record<string, unknown>;
  notes: string;
  /** Donations: the gift's reference (its payment record is in Donations). */
  reference: string | null;
  /** Newsletter: when the address was confirmed (double opt-in). */
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a visitor gets back: never whether an address was already known. */
export interface SubmissionReceipt {
  ok: true;
  kind: SubmissionKind;
  /**
   * Whether the visitor is e-mailed (a confirmation, the newsletter's link): false while the site
   * cannot send mail, so the page promises no e-mail.
   */
  emailed: boolean;
  /** Donations: the reference code to quote with a transfer. */
  reference?: string;
  /** Donations: what was pledged, and the foundation's instructions for the method chosen. */
  donation?: {
    amount: number;
    currency: string;
    frequency: string;
    method: string;
    instructions: string;
  };
  /** Card donations with Stripe configured: where to pay. */
  checkoutUrl?: string;
}

export const submissionQuery = z.object({
  type: z.enum(SUBMISSION_KINDS, { error: "Unknown submission type" }).optional(),
  status: z.enum(SUBMISSION_STATUSES, { error: "Unknown status" }).optional(),
  q: z.string().trim().max(200).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format yyyy-mm-dd" })
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format yyyy-mm-dd" })
    .optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type SubmissionQuery = z.input<typeof submissionQuery>;

export const submissionUpdate = z
  .object({
    status: z.enum(SUBMISSION_STATUSES, { error: "Unknown status" }).optional(),
    notes: z.string().max(10_000, { error: "Notes are too long" }).optional(),
  })
  .strict();

/** The field names shown in order for each kind (detail view, CSV columns). */
export const SUBMISSION_FIELDS: Record<SubmissionKind, readonly string[]> = {
  volunteer: Object.keys(volunteerInput.shape).filter((k) => k !== "terms"),
  partner: Object.keys(partnerInput.shape),
  contact: Object.keys(contactInput.shape),
  newsletter: Object.keys(newsletterInput.shape),
  donation: Object.keys(donationFields.shape),
};
