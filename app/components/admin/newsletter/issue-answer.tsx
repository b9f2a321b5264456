/**
 * The answer to the last write on an issue's page (a test, the send, a pause or a resume): a status
 * line when it was done, an alert in the staff member's words when it was refused.
 */
import type { ActionRefused } from "../shell/use-admin-action.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";

export type IssueIntent = "test" | "send" | "pause" | "resume" | "unschedule";

/** What the route's action answers (a create answers a redirect instead); a send may be scheduled. */
export type IssueAnswer =
  | { ok: true; intent: IssueIntent | "schedule"; id: number; to?: string }
  | (ActionRefused & { intent?: undefined })
  | undefined;

export function AnswerLine({ answer }: { answer: IssueAnswer }) {
  const { t } = useTranslation("adminNewsletter");
  const refusal = useRefusalText();
  if (!answer) return null;
  if (!answer.ok)
    return (
      <p
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        data-testid="issue-refused"
      >
        {refusal.field(answer, "email") ?? refusal.text(answer)}
      </p>
    );
  const text = {
    test: t("test.sent", { email: answer.to ?? "" }),
    send: t("send.started"),
    schedule: t("send.scheduledDone"),
    unschedule: t("send.unscheduledDone"),
    pause: t("send.pausedDone"),
    resume: t("send.resumedDone"),
  }[answer.intent];
  return (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      data-testid="issue-done"
    >
      {text}
    </p>
  );
}
