import { PartnerPage } from "~/components/site/pages/partner/partner-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { submissionAction } from "~/lib/submission-action.ts";
import type { Route } from "./+types/partner";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "partner", "/partner");
}

/** The form posts here (with or without JavaScript): stored through the submissions service. */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("partner", request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <PartnerPage result={actionData} />;
}
