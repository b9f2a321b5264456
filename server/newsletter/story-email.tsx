/**
 * The e-mail of a story, built with React Email (decision 0039): one 600 px column with inline
 * styles, explicit light colours on every block (clients that darken mail keep it readable), the
 * site's logo or name, the cover as its 1200 × 630 JPEG (shown by every client) with its alt text,
 * the story's words, a button to its page, and a footer that says why the reader gets it and how to
 * stop. `toPlainText` gives the text part from the same markup.
 */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Locale } from "../../core/constants.ts";
import { EMAIL_WIDTH } from "./email-html.ts";

export interface StoryEmailProps {
  locale: Locale;
  siteName: string;
  site: string;
  logoUrl: string | null;
  color: string;
  title: string;
  excerpt: string;
  /** The body, already styled for mail (email-html.ts). */
  bodyHtml: string;
  cover: { src: string; alt: string } | null;
  storyUrl: string;
  unsubscribeUrl: string;
  /** "Not yet in your language…": shown above the story when it came in another language. */
  notice: string | null;
  /** The language the story's words are in (its `lang`), when not the reader's. */
  storyLocale: Locale;
  words: {
    viewInBrowser: string;
    readOnSite: string;
    why: string;
    unsubscribe: string;
    testNote: string | null;
  };
}

const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const small = { margin: "0", fontSize: "13px", lineHeight: "1.5", color: "#4b5563" };

export function StoryEmail(p: StoryEmailProps) {
  const otherLanguage = p.storyLocale !== p.locale ? p.storyLocale : undefined;
  return (
    <Html lang={p.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{p.excerpt}</Preview>
      <Body style={{ margin: "0", padding: "0", backgroundColor: "#f3f4f6", fontFamily: FONT }}>
        <Container
          style={{ maxWidth: `${EMAIL_WIDTH}px`, margin: "0 auto", backgroundColor: "#ffffff" }}
        >
          <Section style={{ padding: "12px 24px", backgroundColor: "#f3f4f6" }}>
            {p.words.testNote ? (
              <Text style={{ ...small, fontWeight: "700", color: "#92400e" }}>
                {p.words.testNote}
              </Text>
            ) : null}
            <Text style={{ ...small, textAlign: "right" }}>
              <Link href={p.storyUrl} style={{ color: "#374151", textDecoration: "underline" }}>
                {p.words.viewInBrowser}
              </Link>
            </Text>
          </Section>
          <Section style={{ padding: "20px 24px", backgroundColor: p.color }}>
            {p.logoUrl ? (
              <Img src={p.logoUrl} alt={p.siteName} height="40" style={{ height: "40px" }} />
            ) : (
              <Text style={{ margin: "0", fontSize: "18px", fontWeight: "700", color: "#ffffff" }}>
                {p.siteName}
              </Text>
            )}
          </Section>
          {p.notice ? (
            <Section style={{ padding: "16px 24px 0" }}>
              <Text
                style={{
                  margin: "0",
                  padding: "12px 16px",
                  fontSize: "14px",
                  lineHeight: "1.5",
                  color: "#1f2937",
                  backgroundColor: "#fef3c7",
                }}
              >
                {p.notice}
              </Text>
            </Section>
          ) : null}
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
            <Text
              style={{ margin: "0 0 20px", fontSize: "18px", lineHeight: "1.5", color: "#374151" }}
            >
              {p.excerpt}
            </Text>
            <div dangerouslySetInnerHTML={{ __html: p.bodyHtml }} />
            <Button
              href={p.storyUrl}
              style={{
                display: "inline-block",
                padding: "12px 20px",
                backgroundColor: p.color,
                color: "#ffffff",
                fontSize: "16px",
                fontWeight: "700",
                textDecoration: "none",
                borderRadius: "6px",
              }}
            >
              {p.words.readOnSite}
            </Button>
          </Section>
          <Hr style={{ margin: "0", borderColor: "#e5e7eb" }} />
          <Section style={{ padding: "20px 24px", backgroundColor: "#f9fafb" }}>
            <Text style={small}>{p.words.why}</Text>
            <Text style={{ ...small, marginTop: "8px" }}>
              <Link
                href={p.unsubscribeUrl}
                style={{ color: "#374151", textDecoration: "underline" }}
              >
                {p.words.unsubscribe}
              </Link>
              {" · "}
              <Link href={p.site} style={{ color: "#374151", textDecoration: "underline" }}>
                {p.siteName}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's HTML and its plain-text part, from one rendering. */
export async function renderStoryEmail(props: StoryEmailProps) {
  const html = await render(<StoryEmail {...props} />);
  const text = toPlainText(html, {
    selectors: [{ selector: "img", format: "skip" }],
  });
  return { html, text };
}
