/**
 * What every visitor form shares (docs/decisions/0023-public-pages-are-documents.md): the form is
 * a plain POST to its page, whose action answers with the form and its result; errors come back as
 * codes and are translated here. In the browser, app/enhance/submission-form.ts checks the fields
 * against the same zod schema as the server (with the messages the form carries) and sends the form
 * without a reload.
 */
import { textForCode } from "~/i18n/text-for-code.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { SubmissionKind } from "../../../../core/submission-options.ts";
import { textLimit } from "../../../../core/submission-options.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import type { SubmissionActionData } from "~/lib/submission-action.ts";

/** Error codes the browser's check can find: their texts travel with a document form. */
const CLIENT_ERROR_CODES = ["required", "email", "invalid", "amountRange", "url", "terms"];
/** From this length a field says its limit beside its label (a message, a description). */
const LONG_TEXT = 1000;

export function useSubmissionForm(
  kind: SubmissionKind,
  result: SubmissionActionData | undefined,
  idPrefix: string,
) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};

  const id = (name: string) => `${idPrefix}-${name}`;
  const errorId = (name: string) => `${id(name)}-error`;
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const limitText = (name: string) => {
    const max = textLimit(kind, name);
    return max === undefined ? undefined : number(max);
  };
  /** A text over its limit names the limit; other codes have their own text. */
  const message = (name: string) => {
    const code = errors[name];
    if (!code) return undefined;
    if (code === "tooLong") return t("errors.tooLong", { max: limitText(name) ?? "" });
    return textForCode(t, "errors", code, t("errors.invalid"));
  };
  return {
    /**
     * The attributes of the form on a page without React (decision 0023): a plain POST to the
     * page, back at the form (`#id`: the answer is in view without script), and what
     * app/enhance/submission-form.ts needs to check it in the browser and send it without a reload.
     */
    documentForm: (id: string) => ({
      id,
      method: "post" as const,
      action: `#${id}`,
      noValidate: true,
      "data-enhance": "submission-form",
      "data-kind": kind,
      "data-id-prefix": idPrefix,
      "data-messages": JSON.stringify({
        ...Object.fromEntries(
          CLIENT_ERROR_CODES.map((code) => [
            code,
            textForCode(t, "errors", code, t("errors.invalid")),
          ]),
        ),
        // The browser puts the field's own limit (its data-limit) in place of {{max}}.
        tooLong: t("errors.tooLong", { max: "{{max}}" }),
        failed: t("errors.failed"),
        sending: t("sending"),
      }),
    }),
    done: Boolean(result?.ok),
    /** Whether the visitor is e-mailed (false while the site cannot send mail: promise none). */
    emailed: result?.ok ? result.receipt.emailed : false,
    values,
    errors,
    /** The id of a field's control (its label points at it). */
    id,
    errorId,
    /** The translated message for a field, if it has an error. */
    message,
    /** Props of a `Field`: its translated error, the error's id, and the limit of a long text. */
    field: (name: string) => {
      const max = textLimit(kind, name);
      return {
        error: message(name),
        errorId: errorId(name),
        limit: max !== undefined && max >= LONG_TEXT ? t("limit", { max: number(max) }) : undefined,
      };
    },
    /** Props of a control: its name, the value sent last time (no-JS answer), aria on error. */
    control: (name: string) => ({
      name,
      defaultValue: values[name] ?? "",
      "data-limit": limitText(name),
      ...(errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {}),
    }),
    /** aria attributes tying a wrong field to its message. */
    invalid: (name: string) =>
      errors[name] ? { "aria-invalid": true as const, "aria-describedby": errorId(name) } : {},
    /** A form-level problem (spam, too many), else the generic "correct the fields". */
    formError:
      Object.keys(errors).length === 0
        ? undefined
        : errors.form
          ? textForCode(t, "errors", errors.form, t("errors.failed"))
          : t("errors.failed"),
  };
}
export type SubmissionForm = ReturnType<typeof useSubmissionForm>;
