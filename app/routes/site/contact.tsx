import { ContactPage } from "~/components/site/pages/contact/contact-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { submissionAction } from "~/lib/submission-action.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "contact", "/contact");
}

/** Stores the message through the submissions service; validation errors come back per field. */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("contact", request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ContactPage result={actionData} />;
}
