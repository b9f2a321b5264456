/**
 * Composing a digest or an appeal, or changing a draft one: its subject and words in each language
 * side by side, and for a digest the published stories to carry, those since the last digest
 * ticked, each with its position. One plain POST form (works without JavaScript); a refusal shows
 * again what was typed, with each field's problem beside it.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Locale } from "../../../../core/constants.ts";
import {
  DIGEST_MAX_STORIES,
  type DigestCandidates,
  type NewsletterIssue,
} from "../../../../core/newsletter.ts";
import { Badge, Button, buttonClasses, Input } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { PageHeading, Section } from "../security/section.tsx";
import { formatDay, formatUtc, languageName } from "../shell/admin-format.ts";
import { PerLanguageFieldset } from "../shell/per-language-fieldset.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";
import type { ActionRefused } from "../shell/use-admin-action.ts";
import { type ComposedKind, composerValues, storyKey } from "./composed-issue.ts";
import {
  composeHref,
  editHref,
  issueHref,
  issueTitle,
  NEWSLETTER_PATH,
} from "./newsletter-words.tsx";
import { BackLink } from "../shell/back-link.tsx";

/** A refused compose, with what was posted (shown again). */
export type ComposeRefusal = ActionRefused & { draft?: unknown };

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function StoryPicker({
  candidates,
  chosen,
  error,
}: {
  candidates: DigestCandidates;
  /** The stories ticked at first, in order; none: those since the last digest. */
  chosen: { type: string; id: number }[] | undefined;
  error?: string;
}) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const order = new Map(chosen?.map((s, i) => [storyKey(s as never), i + 1]));
  if (candidates.stories.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {t("compose.noStories")}
      </p>
    );
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby="digest-stories-hint">
      {/* The section's heading says it; the legend names the group for assistive technology. */}
      <legend className="sr-only">{t("compose.stories")}</legend>
      <p id="digest-stories-hint" className="text-sm text-slate-600 dark:text-slate-300">
        {candidates.lastDigestAt
          ? t("compose.lastDigest", { date: formatUtc(candidates.lastDigestAt, locale) })
          : t("compose.noDigestYet")}{" "}
        {t("compose.storiesHint")}
      </p>
      {error ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      ) : null}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        data-testid="digest-stories"
      >
        {candidates.stories.map((story, i) => {
          const key = storyKey(story);
          const title =
            story.title[locale] ??
            story.title.en ??
            Object.values(story.title)[0] ??
            `#${story.id}`;
          const ticked = chosen ? order.has(key) : story.sinceLast;
          return (
            <li key={key} className="flex items-start gap-3 p-3">
              <input
                id={`story-${key}`}
                type="checkbox"
                name={`story.${key}`}
                defaultChecked={ticked}
                className="mt-1 size-5 shrink-0 accent-sky-700"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={`story-${key}`} className="font-medium [overflow-wrap:anywhere]">
                  {title}
                </label>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                  <span>{t(`compose.storyTypes.${story.type}`)}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={story.date}>{formatDay(story.date, locale)}</time>
                  {story.sinceLast ? <Badge tone="blue">{t("compose.sinceLast")}</Badge> : null}
                </p>
              </div>
              <div className="w-20 shrink-0">
                <Input
                  type="number"
                  name={`order.${key}`}
                  min={1}
                  max={99}
                  defaultValue={order.get(key) ?? i + 1}
                  aria-label={t("compose.positionOf", { title })}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function IssueComposer({
  kind,
  issue,
  candidates,
  answer,
}: {
  kind: ComposedKind;
  /** The draft being changed; none for a new issue. */
  issue: NewsletterIssue | null;
  candidates: DigestCandidates | null;
  answer: ComposeRefusal | undefined;
}) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const refusal = useRefusalText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values = composerValues(issue?.texts ?? null, answer?.draft);
  const errorOf = (field: string) => (lang: Locale) =>
    answer ? refusal.field(answer, `${field}.${lang}`) : undefined;
  const labelOf = (lang: Locale) => capitalized(languageName(lang, locale));
  const heading = issue
    ? t("compose.editHeading", { title: issueTitle(t, issue, locale) })
    : t(`compose.${kind}Heading`);
  const back = issue ? issueHref(issue.id) : NEWSLETTER_PATH;
  return (
    <div className="space-y-6" data-testid="issue-composer">
      <BackLink to={back}>{issue ? t("compose.backToIssue") : t("detail.back")}</BackLink>
      <PageHeading title={heading} description={t(`compose.${kind}Intro`)} />
      {answer ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="compose-refused"
        >
          {refusal.text(answer)}
        </p>
      ) : null}
      {/* Posted to its own address: a refusal renders this composer again, with what was typed. */}
      <Form
        method="post"
        action={issue ? editHref(issue.id) : composeHref(kind)}
        className="space-y-6"
      >
        <input type="hidden" name="intent" value={issue ? "change" : "compose"} />
        <input type="hidden" name="kind" value={kind} />
        {issue ? <input type="hidden" name="id" value={issue.id} /> : null}
        <Section title={t("compose.words")}>
          <div className="space-y-6">
            <PerLanguageFieldset
              legend={t("compose.subject")}
              hint={t("compose.subjectHint")}
              idOf={(lang) => `compose-subject-${lang}`}
              nameOf={(lang) => `subject.${lang}`}
              labelOf={labelOf}
              errorOf={errorOf("subject")}
              maxLength={200}
              required={["en"]}
              values={values.subject}
            />
            {kind === "digest" ? (
              <PerLanguageFieldset
                legend={t("compose.intro")}
                hint={t("compose.paragraphsHint")}
                idOf={(lang) => `compose-intro-${lang}`}
                nameOf={(lang) => `intro.${lang}`}
                labelOf={labelOf}
                errorOf={errorOf("intro")}
                rows={5}
                maxLength={5000}
                values={values.intro ?? { en: "", fr: "", ru: "" }}
              />
            ) : (
              <PerLanguageFieldset
                legend={t("compose.body")}
                hint={t("compose.bodyHint")}
                idOf={(lang) => `compose-body-${lang}`}
                nameOf={(lang) => `body.${lang}`}
                labelOf={labelOf}
                errorOf={errorOf("body")}
                rows={10}
                maxLength={10_000}
                required={["en"]}
                values={values.body ?? { en: "", fr: "", ru: "" }}
              />
            )}
          </div>
        </Section>
        {kind === "digest" && candidates ? (
          <Section title={t("compose.stories")}>
            <StoryPicker
              candidates={candidates}
              chosen={values.stories}
              // The form cannot choose a story twice: too few or too many is what is refused.
              error={
                answer?.fields?.stories
                  ? t("compose.storiesRefused", { max: DIGEST_MAX_STORIES })
                  : undefined
              }
            />
          </Section>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} aria-busy={busy} data-testid="compose-submit">
            {issue ? t("compose.save") : t("compose.create")}
          </Button>
          <Link to={back} className={buttonClasses("outline")}>
            {t("compose.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
