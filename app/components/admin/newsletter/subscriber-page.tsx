/**
 * One subscriber: who, in which language, in which state, from where; their language changed; their
 * address stopped by hand (a bounce or a complaint the relay did not report) or unsubscribed; and
 * an erase behind a confirm step (their data gone, the stop kept as a hash). Plain forms.
 */
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { Subscriber } from "../../../../core/subscribers.ts";
import { Button, ConfirmDisclosure, Label, Select } from "../../ui";
import { LanguageOptions } from "../shell/language-options.tsx";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SubscribersAnswer } from "../../../routes/admin/newsletter-subscribers.tsx";
import { Section } from "../security/section.tsx";
import { formatUtc, languageName } from "../shell/admin-format.ts";
import { DetailField } from "../shell/detail-field.tsx";
import {
  DoneLine,
  RefusedLine,
  subscriberHref,
  SubscriberStatusBadge,
  SUBSCRIBERS_PATH,
} from "./subscriber-words.tsx";
import { BackLink } from "../shell/back-link.tsx";

const STOPS = ["bounced", "complained", "unsubscribed"] as const;

export function SubscriberPage({
  subscriber: s,
  answer,
}: {
  subscriber: Subscriber;
  answer: SubscribersAnswer;
}) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const id = useId();
  const here = subscriberHref(s.id);
  const active = s.status === "confirmed" || s.status === "pending";
  return (
    <div className="space-y-6" data-testid="subscriber-page">
      <BackLink to={SUBSCRIBERS_PATH}>{t("subscribers.backToList")}</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere] md:text-3xl" translate="no">
          {s.email}
        </h1>
        <SubscriberStatusBadge status={s.status} />
      </div>
      {answer?.ok && (answer.intent === "change" || answer.intent === "stop") ? (
        <DoneLine text={t(`subscribers.${answer.intent}Done`)} />
      ) : null}
      {answer && !answer.ok ? <RefusedLine answer={answer} /> : null}
      <Section title={t("subscribers.details")}>
        <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          <DetailField term={t("subscribers.language")}>
            <span className="inline-block first-letter:uppercase">
              {languageName(s.locale, locale)}
            </span>
          </DetailField>
          <DetailField term={t("subscribers.source")}>
            {t(`subscribers.sources.${s.source}`)}
          </DetailField>
          <DetailField term={t("subscribers.added")}>{formatUtc(s.createdAt, locale)}</DetailField>
          {s.confirmedAt ? (
            <DetailField term={t("subscribers.confirmedAt")}>
              {formatUtc(s.confirmedAt, locale)}
            </DetailField>
          ) : null}
        </dl>
      </Section>
      <Section title={t("subscribers.changeLanguage")}>
        <Form method="post" action={here} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="id" value={s.id} />
          <div className="space-y-2">
            <Label htmlFor={`${id}-locale`}>{t("subscribers.language")}</Label>
            <Select id={`${id}-locale`} name="locale" defaultValue={s.locale} className="w-48">
              <LanguageOptions />
            </Select>
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            {t("subscribers.save")}
          </Button>
        </Form>
      </Section>
      {active ? (
        <Section title={t("subscribers.stopHeading")} description={t("subscribers.stopIntro")}>
          <div className="flex flex-wrap gap-3">
            {STOPS.map((status) => (
              <Form key={status} method="post" action={here}>
                <input type="hidden" name="intent" value="stop" />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="status" value={status} />
                <Button
                  type="submit"
                  variant="outline"
                  disabled={busy}
                  data-testid={`stop-${status}`}
                >
                  {t(`subscribers.stops.${status}`)}
                </Button>
              </Form>
            ))}
          </div>
        </Section>
      ) : null}
      <Section title={t("subscribers.eraseHeading")} description={t("subscribers.eraseIntro")}>
        <ConfirmDisclosure
          tone="danger"
          summary={
            <>
              <Trash2 aria-hidden="true" />
              {t("subscribers.erase")}
            </>
          }
          data-testid="subscriber-erase"
        >
          <p className="font-semibold text-slate-900 dark:text-slate-100" id={`${id}-erase`}>
            {t("subscribers.eraseQuestion", { email: s.email })}
          </p>
          <Form method="post" action={here} aria-labelledby={`${id}-erase`}>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="id" value={s.id} />
            <Button type="submit" variant="danger" disabled={busy} data-testid="erase-confirm">
              {t("subscribers.eraseConfirm")}
            </Button>
          </Form>
        </ConfirmDisclosure>
      </Section>
    </div>
  );
}
