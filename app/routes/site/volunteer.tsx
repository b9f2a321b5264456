import { VolunteerPage } from "~/components/site/pages/volunteer/volunteer-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { submissionAction } from "~/lib/submission-action.ts";
import type { Route } from "./+types/volunteer";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "volunteer", "/volunteer");
}

/** The form posts here (with or without JavaScript): stored through the submissions service. */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("volunteer", request, context);
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <VolunteerPage result={actionData} />;
}
