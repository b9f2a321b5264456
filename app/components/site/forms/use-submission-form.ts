/**
 * The behaviour every visitor form shares: the same zod schema as the server checks the fields
 * before sending (comfort only; the page action is the authority; the schemas load when the visitor
 * first focuses the form, so they cost the page nothing), errors come back as codes and
 * are translated, the first wrong field gets focus, and a success resets the form. Works as a plain
 * HTML form without JavaScript (the route action answers) and without a reload with it.
 */
import { type FormEvent, type RefObject, useEffect, useState } from "react";
import { textForCode } from "~/i18n/text-for-code.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { useNavigation } from "react-router";
import type { SubmissionKind } from "../../../../core/submission-options.ts";
import { textLimit } from "../../../../core/submission-options.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import type { FieldErrors, SubmissionActionData } from "~/lib/submission-action.ts";

type Check = (kind: SubmissionKind, fields: Record<string, unknown>) => FieldErrors;

/** Error codes the browser's check can find: their texts travel with a document form. */
const CLIENT_ERROR_CODES = ["required", "email", "invalid", "amountRange", "url", "terms"];
/** From this length a field says its limit beside its label (a message, a description). */
const LONG_TEXT = 1000;
let check: Check | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the browser-side check once. If it cannot load (offline for a moment), the promise still
 * resolves, `check` stays empty and the next focus tries again: the server's answer is the check.
 */
function loadCheck(): Promise<void> {
  loading ??= import("./client-validation.ts").then(
    (module) => {
      check = module.errorsOf;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function useSubmissionForm(
  kind: SubmissionKind,
  result: SubmissionActionData | undefined,
  idPrefix: string,
  /** Pages that still hydrate (decision 0023): their form, for the browser's check and focus. */
  formRef?: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation("forms");
  const locale = usePageLocale();
  const navigation = useNavigation();
  // Errors found in the browser belong to the answer they were found after; a new answer wins.
  const [client, setClient] = useState<{ after: typeof result; errors: FieldErrors } | null>(null);
  const clientErrors = client && client.after === result ? client.errors : null;
  const sending =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const serverErrors = result && !result.ok ? result.errors : {};
  const errors = clientErrors ?? serverErrors;
  const values = result && !result.ok ? result.values : {};

  const focusFirst = (errs: FieldErrors) => {
    const form = formRef?.current;
    if (!form) return;
    for (const el of Array.from(form.elements) as HTMLElement[]) {
      const name = el.getAttribute("name");
      if (name && errs[name]) {
        el.focus();
        return;
      }
    }
  };

  useEffect(() => {
    const form = formRef?.current;
    form?.addEventListener("focusin", loadCheck, { once: true });
    return () => form?.removeEventListener("focusin", loadCheck);
  }, [formRef]);

  useEffect(() => {
    if (result?.ok) formRef?.current?.reset();
    if (result && !result.ok) focusFirst(result.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Sent before the check arrived (the submit click was the first focus): wait for it, then
    // submit again through the same handler; sent anyway if it cannot load.
    if (!check && !event.currentTarget.dataset.checkUnavailable) {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loadCheck().then(() => {
        if (!check) form.dataset.checkUnavailable = "true";
        form.requestSubmit(submitter ?? undefined);
      });
      return;
    }
    const fields: Record<string, unknown> = {};
    new FormData(event.currentTarget).forEach((v, k) => {
      if (typeof v === "string") fields[k] = v;
    });
    const errs = check ? check(kind, fields) : {};
    if (Object.keys(errs).length > 0) {
      event.preventDefault();
      setClient({ after: result, errors: errs });
      focusFirst(errs);
    } else {
      setClient(null);
    }
  };

  const errorId = (name: string) => `${idPrefix}-${name}-error`;
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
    onSubmit,
    sending,
    done: Boolean(result?.ok) && !clientErrors,
    /** Whether the visitor is e-mailed (false while the site cannot send mail: promise none). */
    emailed: result?.ok ? result.receipt.emailed : false,
    values,
    errors,
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
