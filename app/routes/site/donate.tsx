import { requestContext } from "../../../core/request-context.ts";
import { DonatePage } from "~/components/site/pages/donate/donate-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { submissionAction } from "~/lib/submission-action.ts";
import type { Route } from "./+types/donate";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "donate", "/donate");
}

/** Back from Stripe Checkout: the page says only what the signed webhook has recorded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const checkout = url.searchParams.get("checkout");
  const { services } = context.get(requestContext);
  const payment = checkout ? await services.submissions.checkoutStatus(checkout) : null;
  return { payment, cancelled: url.searchParams.has("cancelled") };
}

/**
 * Every choice is recorded as a pledge; card payments go to Stripe Checkout when it is
 * configured (a redirect), otherwise the page says we will be in touch. Nothing claims a payment.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("donation", request, context);
}

export default function Page({ actionData, loaderData }: Route.ComponentProps) {
  const returned = loaderData.cancelled
    ? "cancelled"
    : loaderData.payment === "paid"
      ? "paid"
      : loaderData.payment
        ? "processing"
        : null;
  return <DonatePage result={actionData} returned={returned} />;
}
