/** The audit log's sentences for the newsletter: its issues and its subscribers (audit-sentence.ts). */
import type { AuditAction } from "../../../../core/audit-actions.ts";
import type { TFunction } from "../../../i18n/translate.ts";

type NewsletterAction = Extract<AuditAction, `newsletter.${string}`>;

const text = (v: unknown) => (typeof v === "string" ? v : "");

export function newsletterSentences(
  t: TFunction<"adminAudit">,
  who: string,
  d: Record<string, unknown>,
): Record<NewsletterAction, () => string> {
  const title = text(d.title);
  return {
    "newsletter.create": () => t("words.newsletter.create", { who, title }),
    "newsletter.update": () => t("words.newsletter.update", { who, title }),
    "newsletter.test-sent": () => t("words.newsletter.testSent", { who, title, to: text(d.to) }),
    "newsletter.send": () =>
      t("words.newsletter.send", { who, title, count: Number(d.recipients) || 0 }),
    "newsletter.pause": () => t("words.newsletter.pause", { who, title }),
    "newsletter.resume": () => t("words.newsletter.resume", { who, title }),
    "newsletter.schedule": () => t("words.newsletter.schedule", { who, title }),
    "newsletter.unschedule": () => t("words.newsletter.unschedule", { who, title }),
    // The entries name nobody: a subscriber's address is personal data the log need not keep.
    "newsletter.subscriber-add": () => t("words.newsletter.subscriberAdd", { who }),
    "newsletter.subscriber-change": () => t("words.newsletter.subscriberChange", { who }),
    "newsletter.subscriber-erase": () => t("words.newsletter.subscriberErase", { who }),
    "newsletter.import": () => t("words.newsletter.import", { who, count: Number(d.added) || 0 }),
  };
}
