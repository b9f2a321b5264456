import { data } from "react-router";
import { requestContext } from "../../../core/request-context.ts";
import { StopMonthlyPage } from "~/components/site/pages/donate/stop-monthly-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { readFormFields } from "~/lib/submission-action.ts";
import type { Route } from "./+types/donate-stop";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "donate", "/donate/stop", "stop.meta");
}

/**
 * Opening the link changes nothing (mail scanners open links): the page asks to confirm. The page
 * carries the donor's secret: never kept by the page cache or a shared cache.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data(
    { token: new URL(request.url).searchParams.get("token") ?? "" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

/** The donor's button press: the plan stops (and the provider's subscription with it). */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await readFormFields(request);
  const outcome = await context.get(requestContext).services.donations.stopMonthly(token);
  return { outcome };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <StopMonthlyPage token={loaderData.token} outcome={actionData?.outcome} />;
}
