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
import type { FieldErrors, SubmissionActionData } from "~/lib/submission-action.ts";

type Check = (kind: SubmissionKind, fields: Record<string, unknown>) => FieldErrors;
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
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation("forms");
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
    const form = formRef.current;
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
    const form = formRef.current;
    form?.addEventListener("focusin", loadCheck, { once: true });
    return () => form?.removeEventListener("focusin", loadCheck);
  }, [formRef]);

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
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
  return {
    onSubmit,
    sending,
    done: Boolean(result?.ok) && !clientErrors,
    values,
    errors,
    errorId,
    /** The translated message for a field, if it has an error. */
    message: (name: string) =>
      errors[name] ? textForCode(t, "errors", errors[name], t("errors.invalid")) : undefined,
    /** Props of a `Field`: its translated error and the error's id. */
    field: (name: string) => ({
      error: errors[name] ? textForCode(t, "errors", errors[name], t("errors.invalid")) : undefined,
      errorId: errorId(name),
    }),
    /** Props of a control: its name, the value sent last time (no-JS answer), aria on error. */
    control: (name: string) => ({
      name,
      defaultValue: values[name] ?? "",
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
