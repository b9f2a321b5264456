/** CSV export of one kind of submission: UTF-8 with BOM, CRLF lines, spreadsheet-safe cells. */
import { SUBMISSION_FIELDS, type Submission, type SubmissionKind } from "../../core/submissions.ts";

/** Quotes a cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** Columns beyond the form's fields: a donation's reference, a subscriber's double opt-in. */
const EXTRA_COLUMNS: Partial<Record<SubmissionKind, Record<string, (s: Submission) => unknown>>> = {
  donation: { reference: (s) => s.reference },
  newsletter: {
    confirmed: (s) => (s.confirmedAt ? "yes" : "no"),
    confirmedAt: (s) => s.confirmedAt,
  },
};

export function submissionsCsv(kind: SubmissionKind, items: Submission[]): string {
  const fields = SUBMISSION_FIELDS[kind];
  const extra = EXTRA_COLUMNS[kind] ?? {};
  const header = ["id", "createdAt", "status", ...fields, ...Object.keys(extra), "notes"];
  const lines = [header.map(csvCell).join(",")];
  for (const s of items) {
    const row: unknown[] = [s.id, s.createdAt, s.status];
    for (const f of fields) row.push(s.data[f]);
    for (const cell of Object.values(extra)) row.push(cell(s));
    row.push(s.notes);
    lines.push(row.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
