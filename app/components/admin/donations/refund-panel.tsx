/**
 * Refunding a paid online payment: a plain POST form behind a confirm step that is a disclosure
 * (`<details>`), so the question is asked with and without JavaScript and the keyboard reaches
 * it natively. The answer, the refund made or asked of the provider, or why it was refused, is
 * said beside it (worded here from the action's codes, never the server's English).
 */
import { Undo2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Donation, PaymentProvider } from "../../../../core/donations.ts";
import { Button, ConfirmDisclosure } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { ActionRefused } from "../shell/use-admin-action.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { formatMoney } from "./donation-format.ts";
import { providerName } from "./donation-words.tsx";

/** What the route's action answers a refund. */
export type RefundAnswer =
  | { ok: true; id: number; outcome: "refunded" | "pending"; provider: PaymentProvider | null }
  | (ActionRefused & { id?: number });

/** Whether the screen offers a refund: a paid payment that went through a provider. */
export const refundable = (gift: Pick<Donation, "status" | "provider">) =>
  gift.status === "paid" && gift.provider !== null;

export function RefundPanel({ gift, action }: { gift: Donation; action: string }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  const amount = formatMoney(gift.amountMinor, gift.currency, locale);
  const provider = providerName(t, gift.provider);
  return (
    // Keyed by the gift's last change: a refund asked (still paid) closes the question again.
    <ConfirmDisclosure
      key={gift.updatedAt}
      tone="danger"
      summaryClassName="text-red-800 dark:text-red-300"
      summary={
        <>
          <Undo2 aria-hidden="true" />
          {t("refund.open")}
        </>
      }
      data-testid="refund"
    >
      <p className="font-semibold text-slate-900 dark:text-slate-100" id="refund-question">
        {t("refund.question", { amount, name: gift.name || gift.email, provider })}
      </p>
      <p className="text-sm text-slate-800 dark:text-slate-200">{t("refund.explain")}</p>
      <Form method="post" action={action} aria-labelledby="refund-question">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="id" value={gift.id} />
        <Button type="submit" variant="danger" disabled={busy} aria-busy={busy}>
          {t("refund.confirm", { amount })}
        </Button>
      </Form>
    </ConfirmDisclosure>
  );
}

/** The answer to the last refund of this gift: a status line, or an alert when refused. */
export function RefundResult({ answer, gift }: { answer?: RefundAnswer; gift: Donation }) {
  const { t } = useTranslation("adminDonations");
  const refusal = useRefusalText();
  if (!answer || (answer.id !== undefined && answer.id !== gift.id)) return null;
  if (answer.ok) {
    const provider = providerName(t, answer.provider);
    return (
      <p
        role="status"
        className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        data-testid="refund-result"
      >
        {answer.outcome === "refunded"
          ? t("refund.refunded", { provider })
          : t("refund.pending", { provider })}
      </p>
    );
  }
  // The provider's own words follow "<provider>: " in the refusal's detail.
  const detail = typeof answer.values?.detail === "string" ? answer.values.detail : "";
  const said = gift.provider ? detail.replace(`${gift.provider}: `, "") : detail;
  const byProvider = answer.reason === "providerRefused";
  let text: string;
  if (byProvider && gift.provider === "cinetpay") text = t("refund.errors.backOffice");
  else if (byProvider)
    text = t("refund.errors.provider", { provider: providerName(t, gift.provider) });
  else if (answer.reason === "notRefundable") text = t("refund.errors.notPaid");
  else text = refusal.text(answer);
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      data-testid="refund-result"
    >
      <p>{text}</p>
      {byProvider && gift.provider !== "cinetpay" && said ? (
        <p className="mt-1 font-mono text-xs" translate="no">
          {said}
        </p>
      ) : null}
    </div>
  );
}
