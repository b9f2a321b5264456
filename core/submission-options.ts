/**
 * The kinds of visitor submissions and the option values of their forms, without the
 * schemas: public pages import these, and zod stays out of their first load (core/submissions.ts
 * holds the schemas and re-exports everything here).
 */
export const SUBMISSION_KINDS = [
  "volunteer",
  "partner",
  "contact",
  "newsletter",
  "donation",
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_STATUSES = ["new", "in_progress", "done", "archived"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The option values of the volunteer, partner and donation forms. */
export const VOLUNTEER_OPPORTUNITIES = ["sports", "french", "outreach", "admin", "other"] as const;
export const VOLUNTEER_AVAILABILITY = ["2-4", "4-6", "6-8", "8+"] as const;
export const PARTNERSHIP_TYPES = ["corporate", "strategic", "in-kind", "skills", "other"] as const;
export const PARTNERSHIP_LEVELS = ["community", "program", "strategic", "discuss"] as const;
export const PARTNERSHIP_TIMELINES = ["immediate", "1-3", "3-6", "flexible"] as const;

/** The hidden field people never fill in; a bot that does is refused. */
export const HONEYPOT_FIELD = "homepage";

/**
 * The longest text each field of the visitor forms takes. The forms state the long ones, and
 * longer text is refused with the limit named, never cut.
 */
export const TEXT_LIMITS = {
  email: 254,
  volunteer: { firstName: 100, lastName: 100, phone: 40, location: 200, experience: 5000 },
  partner: {
    orgName: 200,
    industry: 120,
    contactName: 120,
    position: 120,
    phone: 40,
    website: 500,
    objectives: 5000,
    resources: 5000,
    additional: 5000,
  },
  contact: { name: 120, subject: 200, message: 5000 },
  donation: { name: 120 },
} as const;

/** A field's limit, if it is a text field with one. */
export function textLimit(kind: SubmissionKind, field: string): number | undefined {
  if (field === "email") return TEXT_LIMITS.email;
  const limits = (TEXT_LIMITS as Record<string, unknown>)[kind] as
    Record<string, number> | undefined;
  return limits?.[field];
}
