import { data } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { localeFromPath } from "~/i18n/locale-path.ts";
import {
  ContactPage,
  type ContactActionData,
  type ContactField,
} from "~/components/site/pages/contact/contact-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/contact";

const FIELDS: ContactField[] = ["name", "email", "subject", "message"];

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "contact", "/contact");
}

/** Stores the message through the contact service; validation errors come back per field. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestContext);
  const form = await request.formData();
  const values: Partial<Record<ContactField, string>> = {};
  for (const f of FIELDS) {
    const v = form.get(f);
    values[f] = typeof v === "string" ? v : "";
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    await services.contactMessages.submit({ ...values, locale });
    return { ok: true } satisfies ContactActionData;
  } catch (err) {
    // Duck-typed: the server's AppError class is not the copy bundled into the app build.
    if (isBadRequest(err)) {
      const errors: Partial<Record<ContactField, string>> = {};
      for (const f of FIELDS) {
        const m = err.fields?.[f];
        if (m) errors[f] = m;
      }
      if (Object.keys(errors).length === 0) errors.message = err.message;
      return data({ ok: false, errors, values } satisfies ContactActionData, { status: 400 });
    }
    throw err;
  }
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ContactPage result={actionData} />;
}

function isBadRequest(
  err: unknown,
): err is { status: 400; message: string; fields?: Record<string, string> } {
  return typeof err === "object" && err !== null && (err as { status?: unknown }).status === 400;
}
