/**
 * The browser's check of a form against the same zod schema as the server (comfort only: the
 * page action is the authority). Loaded when the visitor first focuses a form, not with the page.
 */
import { type SubmissionKind, submissionSchemas } from "../../../../core/submissions.ts";
import type { FieldErrors } from "~/lib/submission-action.ts";

export function errorsOf(kind: SubmissionKind, fields: Record<string, unknown>): FieldErrors {
  const result = submissionSchemas[kind].safeParse(fields);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}
