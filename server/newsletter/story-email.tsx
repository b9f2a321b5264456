/**
 * The e-mail of a story (decision 0039): the cover as its 1200 × 630 JPEG (shown by every client)
 * with its alt text, the story's words, and a button to its page, in the shared frame.
 */
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Locale } from "../../core/constants.ts";
import { EmailButton, EmailFrame, type EmailFrameProps, renderEmail } from "./email-frame.tsx";
import { EMAIL_WIDTH } from "./email-html.ts";

export interface StoryEmailProps {
  frame: EmailFrameProps;
  title: string;
  excerpt: string;
  /** The body, already styled for mail (email-html.ts). */
  bodyHtml: string;
  cover: { src: string; alt: string } | null;
  storyUrl: string;
  notice: string | null;
  /** The language the story's words are in (its `lang`). */
  storyLocale: Locale;
  readOnSite: string;
}

export function StoryEmail(p: StoryEmailProps) {
  const otherLanguage = p.storyLocale !== p.frame.locale ? p.storyLocale : undefined;
  return (
    <EmailFrame frame={p.frame} preview={p.excerpt} notice={p.notice}>
      <Section style={{ padding: "24px" }} lang={otherLanguage}>
        {p.cover ? (
          <Img
            src={p.cover.src}
            alt={p.cover.alt}
            width={String(EMAIL_WIDTH - 48)}
            style={{ display: "block", width: "100%", height: "auto", marginBottom: "20px" }}
          />
        ) : null}
        <Heading
          as="h1"
          style={{ margin: "0 0 12px", fontSize: "26px", lineHeight: "1.25", color: "#111827" }}
        >
          {p.title}
        </Heading>
        <Text style={{ margin: "0 0 20px", fontSize: "18px", lineHeight: "1.5", color: "#374151" }}>
          {p.excerpt}
        </Text>
        <div dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
        <EmailButton href={p.storyUrl} color={p.frame.color}>
          {p.readOnSite}
        </EmailButton>
      </Section>
    </EmailFrame>
  );
}

export const renderStoryEmail = (props: StoryEmailProps) => renderEmail(<StoryEmail {...props} />);
