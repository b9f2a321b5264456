/**
 * What one subscriber of an issue receives: built once per issue and language (a story read as a
 * visitor in that language, with the site's fallback chain; a digest's or an appeal's own words,
 * English where a language was left empty), then given each subscriber's own unsubscribe link. The
 * words around it come from texts/locales/<lang>/newsletterMail.json.
 */
import en from "../../texts/locales/en/newsletterMail.json";
import fr from "../../texts/locales/fr/newsletterMail.json";
import ru from "../../texts/locales/ru/newsletterMail.json";
import { isLocale, type Locale } from "../../core/constants.ts";
import { notFound } from "../../core/errors.ts";
import type { IssueTexts, NewsletterIssueKind, StoryRef } from "../../core/newsletter.ts";
import { permalinkPath } from "../../core/content/permalinks.ts";
import { socialImageUrl } from "../../core/media-variants.ts";
import type { Actor, ContentService, UploadsService } from "../../core/services.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import { inLanguage } from "../../core/in-language.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { localizedUrl } from "../mail/submission-mails.ts";
import type { EmailFrameProps } from "./email-frame.tsx";
import { absoluteUrl, emailBodyHtml } from "./email-html.ts";
import { renderAppealEmail, renderDigestEmail } from "./letter-email.tsx";
import { renderStoryEmail } from "./story-email.tsx";

const WORDS: Record<Locale, typeof en> = { en, fr, ru };

/** Stands for the subscriber's token in a message built for every subscriber of a language. */
const TOKEN = "__SUBSCRIBER_TOKEN__";

export interface MessageTemplate {
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** The unsubscribe page, with TOKEN where the subscriber's token goes. */
  unsubscribeUrl: string;
}

export interface StorySources {
  stories: Record<StoryRef["type"], ContentService<unknown, unknown>>;
  uploads: Pick<UploadsService, "altTexts">;
}

/** What an issue sends, as stored. */
export interface IssueContent {
  id: number;
  kind: NewsletterIssueKind;
  story: StoryRef | null;
  texts: IssueTexts | null;
}

/**
 * A test carries a note and "[Test]"; the web version has no unsubscribe link (it is nobody's). A
 * test reads the stories as the staff member who sends it (a scheduled story before it is public);
 * otherwise they are read as a visitor.
 */
export interface TemplateOptions {
  test?: boolean;
  web?: boolean;
  reader?: Actor;
}

interface StoryFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image?: string | null;
  fallbackLocales?: Partial<Record<string, Locale>>;
}

/** The issue's page for a browser: a story's own page, a digest's or an appeal's web version. */
export function issueWebUrl(site: string, issueId: number, locale: Locale) {
  return `${site}/newsletter/issues/${issueId}?lang=${locale}`;
}

/** The message in `locale`; throws the content service's 404 when a story is no longer public. */
export async function issueTemplate(
  sources: StorySources,
  s: Settings,
  issue: IssueContent,
  locale: Locale,
  opts: TemplateOptions = {},
): Promise<MessageTemplate> {
  const words = WORDS[locale];
  const site = siteAddress(s);
  const unsubscribeUrl = `${localizedUrl(site, locale, "/newsletter/unsubscribe")}?token=${TOKEN}`;
  const siteName = inLanguage(s.general.siteName, locale);
  const frame = (browserUrl: string): EmailFrameProps => ({
    locale,
    siteName,
    site,
    logoUrl: s.appearance.logoUrl ? absoluteUrl(s.appearance.logoUrl, site) : null,
    color: s.appearance.primaryColor,
    browserUrl,
    unsubscribeUrl: opts.web ? null : unsubscribeUrl,
    words: {
      viewInBrowser: words.viewInBrowser,
      why: fillPlaceholders(words.why, { site: siteName }),
      unsubscribe: words.unsubscribe,
      testNote: opts.test ? words.testNote : null,
    },
  });
  const languageOf = (other: Locale) => ({ language: words.languages[other] });

  /** A story in `locale`, or null when it is no longer public. */
  const readStory = async (ref: StoryRef) => {
    try {
      const item = (await sources.stories[ref.type].get(
        opts.reader ?? null,
        ref.id,
        locale,
      )) as StoryFields;
      const cover = item.image
        ? {
            src: absoluteUrl(socialImageUrl(item.image), site),
            alt: (await sources.uploads.altTexts([item.image], locale))[item.image] ?? "",
          }
        : null;
      return {
        item,
        cover,
        url: `${site}${permalinkPath(ref.type, item.slug, locale)}`,
        storyLocale: item.fallbackLocales?.title ?? locale,
      };
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  };

  let subject: string;
  let rendered: { html: string; text: string };
  if (issue.kind === "story" && issue.story) {
    const story = await readStory(issue.story);
    if (!story) throw notFound("The story is no longer published");
    subject = story.item.title;
    rendered = await renderStoryEmail({
      frame: frame(story.url),
      title: story.item.title,
      excerpt: story.item.excerpt,
      bodyHtml: emailBodyHtml(story.item.content, site, s.appearance.primaryColor),
      cover: story.cover,
      storyUrl: story.url,
      notice:
        story.storyLocale !== locale
          ? fillPlaceholders(words.fallback, languageOf(story.storyLocale))
          : null,
      storyLocale: story.storyLocale,
      readOnSite: words.readOnSite,
    });
  } else {
    const texts = issue.texts ?? { subject: { en: "", fr: "", ru: "" } };
    const textLocale: Locale = texts.subject[locale]?.trim() ? locale : "en";
    const notice =
      textLocale !== locale ? fillPlaceholders(words.fallbackLetter, languageOf(textLocale)) : null;
    const browserUrl = issueWebUrl(site, issue.id, locale);
    subject = inLanguage(texts.subject, locale);
    if (issue.kind === "digest") {
      const stories = (await Promise.all((texts.stories ?? []).map(readStory))).filter(
        (x) => x !== null,
      );
      rendered = await renderDigestEmail({
        frame: frame(browserUrl),
        subject,
        intro: texts.intro ? inLanguage(texts.intro, locale) : "",
        textLocale,
        notice,
        readStory: words.readStory,
        stories: stories.map((st) => ({
          title: st.item.title,
          excerpt: st.item.excerpt,
          url: st.url,
          cover: st.cover,
          locale: st.storyLocale,
          languageNote:
            st.storyLocale !== locale
              ? fillPlaceholders(words.storyIn, languageOf(st.storyLocale))
              : null,
        })),
      });
    } else {
      rendered = await renderAppealEmail({
        frame: frame(browserUrl),
        subject,
        body: texts.body ? inLanguage(texts.body, locale) : "",
        textLocale,
        notice,
        donateUrl: localizedUrl(site, locale, "/donate"),
        donate: words.donate,
      });
    }
  }
  return {
    locale,
    subject: opts.test ? fillPlaceholders(words.testSubject, { subject }) : subject,
    ...rendered,
    unsubscribeUrl,
  };
}

/** The template made one subscriber's: their unsubscribe link in the body and the headers. */
export function personalize(template: MessageTemplate, token: string) {
  const swap = (value: string) => value.split(TOKEN).join(encodeURIComponent(token));
  return {
    subject: template.subject,
    html: swap(template.html),
    text: swap(template.text),
    unsubscribeUrl: swap(template.unsubscribeUrl),
  };
}

export const localeOf = (value: string): Locale => (isLocale(value) ? value : "en");
