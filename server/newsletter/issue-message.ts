/**
 * What one subscriber of an issue receives: built once per issue and language (the story read as a
 * visitor in that language, with the site's fallback chain), then given each subscriber's own
 * unsubscribe link. The words around the story come from texts/locales/<lang>/newsletterMail.json.
 */
import en from "../../texts/locales/en/newsletterMail.json";
import fr from "../../texts/locales/fr/newsletterMail.json";
import ru from "../../texts/locales/ru/newsletterMail.json";
import { isLocale, type Locale } from "../../core/constants.ts";
import type { NewsletterStoryType } from "../../core/newsletter.ts";
import { permalinkPath } from "../../core/content/permalinks.ts";
import { socialImageUrl } from "../../core/media-variants.ts";
import type { ContentService, UploadsService } from "../../core/services.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import { inLanguage } from "../../core/in-language.ts";
import { fillPlaceholders } from "../../core/placeholders.ts";
import { localizedUrl } from "../mail/submission-mails.ts";
import { absoluteUrl, emailBodyHtml } from "./email-html.ts";
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
  stories: Record<NewsletterStoryType, ContentService<unknown, unknown>>;
  uploads: Pick<UploadsService, "altTexts">;
}

interface StoryFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image?: string | null;
  fallbackLocales?: Partial<Record<string, Locale>>;
}

/** The story's message in `locale`; throws the content service's 404 when it is no longer public. */
export async function storyTemplate(
  sources: StorySources,
  s: Settings,
  story: { type: NewsletterStoryType; id: number },
  locale: Locale,
  opts: { test?: boolean } = {},
): Promise<MessageTemplate> {
  const item = (await sources.stories[story.type].get(null, story.id, locale)) as StoryFields;
  const words = WORDS[locale];
  const site = siteAddress(s);
  const siteName = inLanguage(s.general.siteName, locale);
  const storyLocale = item.fallbackLocales?.title ?? locale;
  const storyUrl = `${site}${permalinkPath(story.type, item.slug, locale)}`;
  const cover = item.image
    ? {
        src: absoluteUrl(socialImageUrl(item.image), site),
        alt: (await sources.uploads.altTexts([item.image], locale))[item.image] ?? "",
      }
    : null;
  const unsubscribeUrl = `${localizedUrl(site, locale, "/newsletter/unsubscribe")}?token=${TOKEN}`;
  const { html, text } = await renderStoryEmail({
    locale,
    siteName,
    site,
    logoUrl: s.appearance.logoUrl ? absoluteUrl(s.appearance.logoUrl, site) : null,
    color: s.appearance.primaryColor,
    title: item.title,
    excerpt: item.excerpt,
    bodyHtml: emailBodyHtml(item.content, site, s.appearance.primaryColor),
    cover,
    storyUrl,
    unsubscribeUrl,
    notice:
      storyLocale !== locale
        ? fillPlaceholders(words.fallback, { language: words.languages[storyLocale] })
        : null,
    storyLocale,
    words: {
      viewInBrowser: words.viewInBrowser,
      readOnSite: words.readOnSite,
      why: fillPlaceholders(words.why, { site: siteName }),
      unsubscribe: words.unsubscribe,
      testNote: opts.test ? words.testNote : null,
    },
  });
  const subject = opts.test
    ? fillPlaceholders(words.testSubject, { subject: item.title })
    : item.title;
  return { locale, subject, html, text, unsubscribeUrl };
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
