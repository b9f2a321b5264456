/**
 * A submission row and the values derived from it when it is stored: its name in the inbox, its
 * search text, a donation's transfer reference and a newsletter's secret link token.
 */
import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { Submission, SubmissionKind } from "../../core/submissions.ts";
import type { SubmissionsTable } from "../db/schema.ts";

type Row = Selectable<SubmissionsTable>;

/** A stored row as the app sees it (its data parsed). */
export function toSubmission(row: Row): Submission {
  return {
    id: Number(row.id),
    kind: row.kind as SubmissionKind,
    status: row.status as Submission["status"],
    locale: row.locale,
    name: row.name,
    email: row.email,
    data: parseData(row.data),
    notes: row.notes,
    reference: row.reference,
    confirmedAt: row.confirmedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function parseData(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export const secretToken = () => randomBytes(24).toString("base64url");
/** A transfer reference: short, unambiguous letters and digits. */
export function referenceCode() {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(8);
  let code = "";
  for (const b of bytes) code += alphabet[b % alphabet.length];
  return `DON-${code}`;
}

/** The name the inbox lists a submission under. */
export function displayName(kind: SubmissionKind, v: Record<string, unknown>): string {
  const s = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
  switch (kind) {
    case "volunteer":
      return `${s("firstName")} ${s("lastName")}`.trim();
    case "partner":
      return `${s("contactName")} (${s("orgName")})`;
    case "newsletter":
      return "";
    default:
      return s("name");
  }
}

/** What search looks in, lower-cased here so Cyrillic and accents match on every engine. */
export function searchTextOf(
  name: string,
  email: string,
  data: Record<string, unknown>,
  notes = "",
) {
  return [name, email, ...Object.values(data).map(String), notes].join(" ").toLowerCase();
}
