/**
 * The newsletter screens' shared words: an issue's address, its title in the staff member's
 * language, its status as a badge and a recipient's reason worded from its stored code.
 */
import type { Locale } from "../../../../core/constants.ts";
import {
  type NewsletterIssue,
  type NewsletterIssueStatus,
  RECIPIENT_REASONS,
} from "../../../../core/newsletter.ts";
import { Badge, type BadgeTone } from "../../ui";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";

type T = TFunction<"adminNewsletter">;

export const NEWSLETTER_PATH = "/admin/newsletter";
export const issueHref = (id: number) => `${NEWSLETTER_PATH}?id=${id}`;
export const composeHref = (kind: "digest" | "appeal") => `${NEWSLETTER_PATH}?compose=${kind}`;
export const editHref = (id: number) => `${NEWSLETTER_PATH}?edit=${id}`;

/** The story's title in the staff member's language, else in English, else any; else the number. */
export function issueTitle(t: T, issue: Pick<NewsletterIssue, "id" | "title">, locale: Locale) {
  const titles = issue.title;
  return titles[locale] ?? titles.en ?? Object.values(titles)[0] ?? t("untitled", { id: issue.id });
}

const STATUS_TONE: Record<NewsletterIssueStatus, BadgeTone> = {
  draft: "grey",
  scheduled: "purple",
  sending: "blue",
  paused: "yellow",
  sent: "green",
};

export function IssueStatusBadge({ status }: { status: NewsletterIssueStatus }) {
  const { t } = useTranslation("adminNewsletter");
  return (
    <Badge tone={STATUS_TONE[status]} data-testid="issue-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * Why a recipient was not sent to: the reasons the sender writes, in the staff member's words;
 * the mail server's own answer as it came (shown `translate="no"` by the caller).
 */
export function recipientReason(t: T, error: string): { text: string; server: boolean } {
  if (error === RECIPIENT_REASONS.unsubscribed)
    return { text: t("problems.unsubscribed"), server: false };
  if (error === RECIPIENT_REASONS.interrupted)
    return { text: t("problems.interrupted"), server: false };
  return { text: error, server: true };
}
