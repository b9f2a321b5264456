import type { z } from "zod";
import { MESSAGES } from "../../core/constants.ts";
import { badRequest } from "../../core/errors.ts";

/** Parses a shared schema; a failure is a 400 naming the fields, MESSAGES.requiredFields first. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  const messages = Object.values(fields);
  const message =
    messages.find((m) => m === MESSAGES.requiredFields) ?? messages[0] ?? "Invalid input";
  throw badRequest(message, fields);
}
