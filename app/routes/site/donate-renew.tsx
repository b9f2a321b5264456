import { data, redirect } from "react-router";
import { fromMinorUnits } from "../../../core/donations.ts";
import { requestContext } from "../../../core/request-context.ts";
import { RenewMonthlyPage } from "~/components/site/pages/donate/renew-monthly-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { readFormFields } from "~/lib/submission-action.ts";
import type { Route } from "./+types/donate-renew";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "donate", "/donate/renew", "renew.meta");
}

/**
 * The link in a monthly gift's reminder (`/donate/renew?token=…`): the page shows the month's
 * amount and a button; opening it changes nothing (mail scanners open links). The page is the
 * donor's own: never kept by the page cache or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const plan = await context.get(requestContext).services.donations.monthlyPlan(token);
  const gift = plan
    ? {
        amount: fromMinorUnits(plan.amountMinor, plan.currency),
        currency: plan.currency,
        active: plan.active,
      }
    : null;
  return data({ token, gift }, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

/** The donor's button press: this month's payment, on its provider's page (a redirect). */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = await readFormFields(request);
  const result = await context.get(requestContext).services.donations.renewMonthly(token);
  if (result.status === "checkout") return redirect(result.url);
  return { outcome: result.status };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RenewMonthlyPage
      token={loaderData.token}
      gift={loaderData.gift}
      outcome={actionData?.outcome}
    />
  );
}
