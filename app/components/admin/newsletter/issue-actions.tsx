/**
 * The writes of an issue's page, each a plain POST form: a test to one address in a chosen
 * language; the send (with the publication when the story is scheduled), behind a confirm step
 * that is a disclosure (asked with and without JavaScript, reached by keyboard natively); pause
 * and resume while it goes; cancelling a send that waits for the publication.
 */
import { CalendarX, Pause, Play, Send } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { NewsletterIssueDetail } from "../../../../core/newsletter.ts";
import { Button, ConfirmDisclosure, Input, Label, Select } from "../../ui";
import { LanguageOptions } from "../shell/language-options.tsx";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat, formatUtc } from "../shell/admin-format.ts";
import { audienceTotal } from "./audience-summary.tsx";
import type { IssueIntent } from "./issue-answer.tsx";
import { issueHref, issueTitle } from "./newsletter-words.tsx";

/** Whether the page's form of `intent` is on its way (its button says so and waits). */
function useBusy(intent: IssueIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function Hidden({ intent, id }: { intent: IssueIntent; id: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

export function TestSendForm({ issue, me }: { issue: NewsletterIssueDetail; me: string }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const busy = useBusy("test");
  const emailId = useId();
  const languageId = useId();
  return (
    <Form
      method="post"
      action={issueHref(issue.id)}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      data-testid="test-send"
    >
      <Hidden intent="test" id={issue.id} />
      <div className="space-y-2">
        <Label htmlFor={emailId}>{t("test.email")}</Label>
        <Input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={me}
          translate="no"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={languageId}>{t("test.language")}</Label>
        <Select id={languageId} name="locale" defaultValue={locale}>
          <LanguageOptions />
        </Select>
      </div>
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
        <Send aria-hidden="true" />
        {t("test.submit")}
      </Button>
    </Form>
  );
}

export function SendPanel({ issue }: { issue: NewsletterIssueDetail }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const busy = useBusy("send");
  const total = audienceTotal(issue.audience);
  const state = issue.publication?.state ?? "public";
  const note = (text: string, testId: string) => (
    <p className="text-slate-700 dark:text-slate-300" data-testid={testId}>
      {text}
    </p>
  );
  if (state === "unpublished") return note(t("send.notSendable"), "send-not-sendable");
  // Nobody now, but a scheduled story may find subscribers confirmed by its publication.
  if (total === 0 && state === "public") return note(t("send.nobody"), "send-nobody");
  const later = state === "scheduled";
  const question = t(later ? "send.scheduledQuestion" : "send.question", {
    count: total,
    n: adminNumberFormat(locale).format(total),
    title: issueTitle(t, issue, locale),
  });
  return (
    <ConfirmDisclosure
      variant="default"
      tone="info"
      summary={
        <>
          <Send aria-hidden="true" />
          {t("send.open")}
        </>
      }
      data-testid="send"
    >
      <p className="font-semibold text-slate-900 dark:text-slate-100" id="send-question">
        {question}
      </p>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {t(later ? "send.scheduledExplain" : "send.explain")}
      </p>
      <Form method="post" action={issueHref(issue.id)} aria-labelledby="send-question">
        <Hidden intent="send" id={issue.id} />
        <Button type="submit" disabled={busy} aria-busy={busy} data-testid="send-confirm">
          {t(later ? "send.scheduledConfirm" : "send.confirm")}
        </Button>
      </Form>
    </ConfirmDisclosure>
  );
}

/** While the issue waits for its story's publication: when, and the way back to a draft. */
export function ScheduledPanel({ issue }: { issue: NewsletterIssueDetail }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const busy = useBusy("unschedule");
  const publication = issue.publication;
  const waiting =
    publication?.state !== "scheduled"
      ? t(publication?.state === "public" ? "send.waiting" : "send.waitingUnscheduled")
      : publication.publishAt
        ? t("send.waitingAt", { date: formatUtc(publication.publishAt, locale) })
        : t("send.waiting");
  return (
    <div className="space-y-4">
      <p className="text-slate-800 dark:text-slate-200" data-testid="issue-waiting">
        {waiting}
      </p>
      <Form method="post" action={issueHref(issue.id)}>
        <Hidden intent="unschedule" id={issue.id} />
        <Button
          type="submit"
          variant="outline"
          disabled={busy}
          aria-busy={busy}
          data-testid="issue-unschedule"
        >
          <CalendarX aria-hidden="true" />
          {t("send.unschedule")}
        </Button>
      </Form>
    </div>
  );
}

/** Pause while it goes, resume while paused. */
export function PauseResume({ issue }: { issue: NewsletterIssueDetail }) {
  const { t } = useTranslation("adminNewsletter");
  const intent = issue.status === "sending" ? "pause" : "resume";
  const busy = useBusy(intent);
  if (issue.status !== "sending" && issue.status !== "paused") return null;
  return (
    <Form method="post" action={issueHref(issue.id)}>
      <Hidden intent={intent} id={issue.id} />
      <Button
        type="submit"
        variant={intent === "pause" ? "outline" : "default"}
        disabled={busy}
        aria-busy={busy}
        data-testid={`issue-${intent}`}
      >
        {intent === "pause" ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {t(`send.${intent}`)}
      </Button>
    </Form>
  );
}
