import { requestContext } from "../../../core/request-context.ts";
import { NewsletterLinkPage } from "~/components/site/pages/newsletter/newsletter-link-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { readFormFields } from "~/lib/submission-action.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(
    matches,
    "forms",
    "/newsletter/unsubscribe",
    "newsletter.unsubscribe.meta",
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await readFormFields(request);
  const ok = await context.get(requestContext).services.submissions.unsubscribe(token);
  return { ok };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage step="unsubscribe" token={loaderData.token} outcome={actionData?.ok} />
  );
}
