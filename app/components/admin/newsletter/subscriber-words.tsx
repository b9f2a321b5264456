/**
 * The subscribers screens' shared words: their address, a subscriber's state as a badge, and the
 * answer to the last write (a line when done, an alert in the staff member's words when refused).
 */
import type { SubscriberStatus } from "../../../../core/subscribers.ts";
import { Badge, type BadgeTone } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import type { ActionRefused } from "../shell/use-admin-action.ts";

export const SUBSCRIBERS_PATH = "/admin/newsletter/subscribers";
export const subscriberHref = (id: number) => `${SUBSCRIBERS_PATH}?id=${id}`;

const STATUS_TONE: Record<SubscriberStatus, BadgeTone> = {
  pending: "grey",
  confirmed: "green",
  unsubscribed: "grey",
  bounced: "red",
  complained: "yellow",
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation("adminNewsletter");
  return (
    <Badge tone={STATUS_TONE[status]} data-testid="subscriber-status">
      {t(`subscribers.statuses.${status}`)}
    </Badge>
  );
}

export function DoneLine({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      data-testid="subscribers-done"
    >
      {text}
    </p>
  );
}

export function RefusedLine({ answer, field }: { answer: ActionRefused; field?: string }) {
  const refusal = useRefusalText();
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      data-testid="subscribers-refused"
    >
      {(field ? refusal.field(answer, field) : undefined) ?? refusal.text(answer)}
    </p>
  );
}
