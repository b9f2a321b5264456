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

/** Unsubscribe, or (`intent=language`) keep the newsletter in another language. */
export async function action({ request, context }: Route.ActionArgs) {
  const { token, intent, locale } = await readFormFields(request);
  const { submissions } = context.get(requestContext).services;
  if (intent === "language") {
    const ok = await submissions.changeNewsletterLanguage(token, locale);
    return { ok, language: ok ? locale : undefined };
  }
  return { ok: await submissions.unsubscribe(token) };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      step="unsubscribe"
      token={loaderData.token}
      outcome={actionData?.ok}
      language={actionData && "language" in actionData ? actionData.language : undefined}
    />
  );
}
