/**
 * A refusal in the staff member's language: the server sends a stable code with each refusal
 * (core/errors.ts) and the admin words it from adminShell `refusals` / `fieldRefusals`
 * (docs/decisions/0031-admin-languages.md). The server's English message is never shown: a
 * refusal without a known code is worded by its status.
 */
import { useMemo } from "react";
import type { FieldRefusal, RefusalValues } from "../../../../core/errors.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";

type ShellT = TFunction<"adminShell">;

/** What a screen knows of a refusal (an action's answer, an upload's error). */
export interface RefusalLike {
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  reason?: string;
  values?: RefusalValues;
  fieldReasons?: Record<string, FieldRefusal>;
  /** The server's English message per refused field: which fields it names. */
  fields?: Record<string, string>;
}

/** The key a status falls back to when the refusal has no code the admin knows. */
function byStatus(status: number): string {
  if (status === 0) return "network";
  if (status >= 500) return "serverError";
  const known: Record<number, string> = {
    400: "invalidInput",
    401: "signInRequired",
    403: "notAllowed",
    404: "notFound",
    409: "conflict",
    413: "bodyTooLarge",
    429: "tooManyAttempts",
  };
  return known[status] ?? "other";
}

/**
 * The values a text is filled with: the refusal's own, and `count` (choosing the plural form) from
 * the one number it counts (minutes, seconds, characters).
 */
function fill(values: RefusalValues = {}, status?: number) {
  const count = Object.values(values).find((v) => typeof v === "number");
  return { ...values, ...(count === undefined ? {} : { count }), status: String(status ?? "") };
}

export function refusalText(t: ShellT, refused: RefusalLike): string {
  const fallback = textForCode(
    t,
    "refusals",
    byStatus(refused.status),
    "",
    fill({}, refused.status),
  );
  if (!refused.reason) return fallback;
  return textForCode(t, "refusals", refused.reason, fallback, fill(refused.values, refused.status));
}

/** Why the field at `path` was refused, or undefined when the refusal does not name it. */
export function fieldRefusalText(t: ShellT, refused: RefusalLike, path: string) {
  const field = refused.fieldReasons?.[path];
  if (!field) return undefined;
  return textForCode(
    t,
    "fieldRefusals",
    field.reason,
    t("fieldRefusals.invalid"),
    fill(field.values),
  );
}

/**
 * Every refused field worded, by path (`general.siteName`, `title.fr`); a field named without a
 * code gets the general "not valid".
 */
export function fieldRefusalTexts(t: ShellT, refused: RefusalLike): Record<string, string> {
  const out: Record<string, string> = {};
  const paths = new Set([
    ...Object.keys(refused.fields ?? {}),
    ...Object.keys(refused.fieldReasons ?? {}),
  ]);
  for (const path of paths)
    out[path] = fieldRefusalText(t, refused, path) ?? t("fieldRefusals.invalid");
  return out;
}

/**
 * What a thrown error says as a refusal: an upload's ApiError (upload-client.ts) carries its status
 * and code; anything else is the admin failing (worded as the server's unexpected error).
 */
export function thrownRefusal(err: unknown): RefusalLike {
  if (err && typeof err === "object" && typeof (err as RefusalLike).status === "number")
    return err as RefusalLike;
  return { status: 500 };
}

/** The wording functions bound to the page's language. */
export type RefusalWords = ReturnType<typeof useRefusalText>;
export function useRefusalText() {
  const { t } = useTranslation("adminShell");
  return useMemo(
    () => ({
      text: (refused: RefusalLike) => refusalText(t, refused),
      field: (refused: RefusalLike, path: string) => fieldRefusalText(t, refused, path),
      fields: (refused: RefusalLike) => fieldRefusalTexts(t, refused),
      thrown: (err: unknown) => refusalText(t, thrownRefusal(err)),
    }),
    [t],
  );
}

/**
 * What is wrong with a refused new password: the rule it broke (the services name the field
 * `password` or `newPassword`), else the refusal itself; "" when the refusal does not name it.
 */
export function newPasswordProblem(words: RefusalWords, refused: RefusalLike | null) {
  if (!refused?.fields?.newPassword && !refused?.fields?.password) return "";
  const rule = words.field(refused, "newPassword") ?? words.field(refused, "password");
  return rule ?? words.text(refused);
}
