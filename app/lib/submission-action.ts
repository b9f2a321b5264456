/**
 * The page action behind every visitor form: reads the posted form (415 for another encoding,
 * 400 for a body that cannot be read), submits it through the submissions service in the page's
 * language, and answers with the receipt or the field error codes. No JavaScript needed.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../../core/request-context.ts";
import {
  HONEYPOT_FIELD,
  type SubmissionKind,
  type SubmissionReceipt,
} from "../../core/submissions.ts";
import { requestLocale } from "~/i18n/request-locale.ts";

export type FieldErrors = Record<string, string>;
export type SubmissionActionData =
  | { ok: true; receipt: SubmissionReceipt }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The posted fields as strings; throws a 4xx response for a body that is not a readable form. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(type)) {
    throw data("Send the form as application/x-www-form-urlencoded or multipart/form-data", {
      status: 415,
    });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data("The form body could not be read", { status: 400 });
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key.length <= 100) values[key] = value.slice(0, 20_000);
  }
  return values;
}

export async function submissionAction(
  kind: SubmissionKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const values = await readFormFields(request);
  const { services } = context.get(requestContext);
  const { locale } = requestLocale(context);
  try {
    // A gift paid online answers with its provider's page to go on to (the receipt's refresh and
    // link), not a redirect: the page's CSP lets forms post only to the site (form-action 'self').
    const receipt = await services.submissions.submit(kind, { ...values, locale });
    return { ok: true, receipt } satisfies SubmissionActionData;
  } catch (err) {
    // Duck-typed: the server's AppError class is not the copy bundled into the app build.
    const status = statusOf(err);
    if (status === 400 || status === 429) {
      const fields = (err as { fields?: FieldErrors }).fields ?? {};
      const errors = status === 429 ? { form: "rateLimited" } : { ...fields };
      if (Object.keys(errors).length === 0) errors.form = "invalid";
      const { [HONEYPOT_FIELD]: _trap, ...echo } = values;
      return data({ ok: false, errors, values: echo } satisfies SubmissionActionData, { status });
    }
    throw err;
  }
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const status = (err as { status?: unknown }).status;
  return typeof status === "number" ? status : undefined;
}
