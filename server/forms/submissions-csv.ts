/** CSV export of one kind of submission: UTF-8 with BOM, CRLF lines, spreadsheet-safe cells. */
import { SUBMISSION_FIELDS, type Submission, type SubmissionKind } from "../../core/submissions.ts";

/** Quotes a cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export function submissionsCsv(kind: SubmissionKind, items: Submission[]): string {
  const fields = SUBMISSION_FIELDS[kind];
  const extra = kind === "donation" ? ["reference", "paymentStatus"] : [];
  const header = ["id", "createdAt", "status", ...fields, ...extra, "notes"];
  const lines = [header.map(csvCell).join(",")];
  for (const s of items) {
    const row: unknown[] = [s.id, s.createdAt, s.status];
    for (const f of fields) row.push(s.data[f]);
    if (kind === "donation") row.push(s.reference, s.paymentStatus);
    row.push(s.notes);
    lines.push(row.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
