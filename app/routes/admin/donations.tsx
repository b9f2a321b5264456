/**
 * /admin/donations: every gift with its totals per currency, and one gift (`?id=`) with its
 * history and its refund. Read by the loader and refunded by the action through the donations
 * service the /api/v1/donations routes call, as the signed-in actor (admins: donations.manage).
 * Filters, paging and the refund are plain links and forms, so they work without JavaScript.
 */
import { DonationDetail } from "../../components/admin/donations/donation-detail.tsx";
import { donationFilters, listQuery } from "../../components/admin/donations/donation-query.ts";
import { DonationsScreen } from "../../components/admin/donations/donations-screen.tsx";
import type { RefundAnswer } from "../../components/admin/donations/refund-panel.tsx";
import { MissingRecord } from "../../components/admin/shell/missing-record.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { useTranslation } from "../../i18n/use-translation.ts";
import { adminAction, idOf, readForm, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/donations";

export const handle = screenHandle(["adminDonations"]);
export const meta: Route.MetaFunction = adminMeta(handle, (t, { loaderData }: Route.MetaArgs) =>
  loaderData?.gift ? t("detail.heading", { reference: loaderData.gift.reference }) : t("pageTitle"),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "donations");
  const { filters, id } = donationFilters(new URL(request.url));
  const now = new Date().toISOString();
  if (id) {
    try {
      return { filters, now, gift: await services.donations.get(actor, id), list: null };
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
      return { filters, now, gift: null, list: null };
    }
  }
  const list = await services.donations.list(actor, listQuery(filters));
  return { filters, now, gift: null, list };
}

/**
 * `intent=refund` with the gift's `id`, posted by the detail's confirm step. The shell's guard
 * ("dashboard": there is no "donations" screen in core/access.ts yet), then the service, which
 * refuses anyone without donations.manage (403, worded as a refusal).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "dashboard", async ({ services, actor }) => {
    const form = await readForm(request);
    if (form.intent !== "refund") throw unknownAction(["refund"]);
    const id = idOf({ id: Number(form.id) });
    // A gift that is not a paid online payment, or a provider's refusal, is a 409 with its
    // code (notRefundable, providerRefused): an answer the detail words, not an error page.
    const gift = await services.donations.refund(actor, id);
    return {
      ok: true as const,
      id,
      outcome: gift.status === "refunded" ? ("refunded" as const) : ("pending" as const),
      provider: gift.provider,
    };
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

function Missing() {
  const { t } = useTranslation("adminDonations");
  return <MissingRecord heading={t("heading")} text={t("detail.notFound")} />;
}

export default function AdminDonations({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, now, gift, list } = loaderData;
  if (gift) {
    const result = actionData as RefundAnswer | undefined;
    return <DonationDetail gift={gift} filters={filters} now={now} result={result} />;
  }
  if (!list) return <Missing />;
  return <DonationsScreen filters={filters} list={list} now={now} />;
}
