import type { z } from "zod";
import { MESSAGES } from "../../core/constants.ts";
import { badRequest, type FieldRefusal, isFieldReason } from "../../core/errors.ts";

type Issue = z.core.$ZodIssue;

/**
 * A schema's complaint about one field as a code the admin words (core/errors.ts): the schemas'
 * English messages stay for API clients.
 */
export function fieldRefusalOf(issue: Issue): FieldRefusal {
  if (issue.message === MESSAGES.requiredFields) return { reason: "required" };
  switch (issue.code) {
    case "invalid_type":
      // Zod names what it received only in its message (inputs are not kept in issues).
      return { reason: /received (undefined|null)$/.test(issue.message) ? "required" : "invalid" };
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string" || issue.origin === "array")
        return min <= 1 ? { reason: "required" } : { reason: "tooShort", values: { min } };
      return { reason: "tooSmall", values: { min } };
    }
    case "too_big": {
      const max = Number(issue.maximum);
      return issue.origin === "string"
        ? { reason: "tooLong", values: { max } }
        : { reason: "tooBig", values: { max } };
    }
    case "invalid_format":
      return { reason: issue.format === "email" ? "email" : "invalid" };
    case "invalid_value":
      return { reason: "notAnOption" };
    case "invalid_union":
      return (issue.errors ?? [])
        .flat()
        .some((i) => i.code === "invalid_format" && i.format === "email")
        ? { reason: "email" }
        : { reason: "invalid" };
    case "custom": {
      // A refinement names its code in `params.reason` (the slug's format).
      const reason = issue.params?.reason;
      return isFieldReason(reason) ? { reason } : { reason: "invalid" };
    }
    default:
      return { reason: "invalid" };
  }
}

/** Parses a shared schema; a failure is a 400 naming the fields, MESSAGES.requiredFields first. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const reasons: Record<string, FieldRefusal> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    if (key in fields) continue;
    fields[key] = issue.message;
    reasons[key] = fieldRefusalOf(issue);
  }
  const messages = Object.values(fields);
  const required = messages.find((m) => m === MESSAGES.requiredFields);
  throw badRequest(
    required ?? messages[0] ?? "Invalid input",
    fields,
    required ? "requiredFields" : "invalidInput",
    reasons,
  );
}
