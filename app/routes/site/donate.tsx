import { data } from "react-router";
import {
  type Donation,
  defaultRegion,
  fromMinorUnits,
  isDonorRegion,
} from "../../../core/donations.ts";
import { requestContext } from "../../../core/request-context.ts";
import { DonatePage, type Returned } from "~/components/site/pages/donate/donate-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import { requestLocale } from "~/i18n/request-locale.ts";
import { submissionAction } from "~/lib/submission-action.ts";
import type { Route } from "./+types/donate";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "donate", "/donate");
}

/** What the page says of a gift back from a payment page: only what the provider confirmed. */
function returnedOf(donation: Donation | null, cancelled: boolean): Returned | null {
  if (donation?.status === "paid") return "paid";
  if (cancelled) return "cancelled";
  if (donation?.status === "pending") return "processing";
  if (donation?.status === "failed" || donation?.status === "expired") return "failed";
  return null;
}

/** A gift that did not go through: its choices (never the donor's name or address), to try again. */
function retryOf(donation: Donation): Record<string, string> {
  return {
    frequency: donation.frequency,
    currency: donation.currency,
    method: donation.method,
    amount: String(fromMinorUnits(donation.amountMinor, donation.currency)),
  };
}

/**
 * `?region=` chooses where the donor gives from (else the page language's usual region);
 * `?donation=<reference>` (and `cancelled=1`) is the donor back from a payment page. A page that
 * names a gift is the donor's own: never kept by the page cache or a shared cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { services } = context.get(requestContext);
  const reference = url.searchParams.get("donation");
  const donation = reference ? await services.donations.returnStatus(reference) : null;
  const asked = url.searchParams.get("region");
  const region = isDonorRegion(asked)
    ? asked
    : (donation?.region ?? defaultRegion(requestLocale(context).locale));
  const offers = await services.donations.offer(region);
  const returned = returnedOf(donation, url.searchParams.get("cancelled") === "1");
  const retry =
    donation && (returned === "failed" || returned === "cancelled") && donation.region === region
      ? retryOf(donation)
      : null;
  const page = { region, offers, returned, retry };
  return reference === null
    ? page
    : data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

/**
 * The gift is recorded (a pledge) and, where a provider carries the currency and the way to pay,
 * the donor goes on to its payment page (a redirect); otherwise the page says how to complete it.
 * Nothing claims a payment: only the provider's confirmation does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return submissionAction("donation", request, context);
}

export default function Page({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <DonatePage
      result={actionData}
      // A form sent back answers for itself: the return message was for the page before it.
      returned={actionData ? null : loaderData.returned}
      region={loaderData.region}
      offers={loaderData.offers}
      initial={loaderData.retry ?? undefined}
    />
  );
}
