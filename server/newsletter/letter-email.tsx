/**
 * The e-mails a newsletter issue writes itself (decision 0039): a digest (its intro, then each
 * story chosen, in the editor's order, with its picture, title, excerpt and link) and an appeal (its
 * text and a button to the donate page), in the shared frame. Paragraphs are the editor's blank
 * lines; a story in another language than the reader's is marked with its `lang` and says so.
 */
import { Column } from "@react-email/column";
import { Heading } from "@react-email/heading";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Locale } from "../../core/constants.ts";
import {
  bodyText,
  EmailButton,
  EmailFrame,
  type EmailFrameProps,
  renderEmail,
  smallText,
} from "./email-frame.tsx";

/** A text's paragraphs: split where the editor left a blank line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function Paragraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((p, i) => (
    <Text key={i} style={{ ...bodyText, whiteSpace: "pre-line" }}>
      {p}
    </Text>
  ));
}

function Title({ children }: { children: string }) {
  return (
    <Heading
      as="h1"
      style={{ margin: "0 0 16px", fontSize: "26px", lineHeight: "1.25", color: "#111827" }}
    >
      {children}
    </Heading>
  );
}

export interface DigestStory {
  title: string;
  excerpt: string;
  url: string;
  cover: { src: string; alt: string } | null;
  /** The language its words are in. */
  locale: Locale;
  /** "In English": said when that is not the reader's language. */
  languageNote: string | null;
}

export interface DigestEmailProps {
  frame: EmailFrameProps;
  subject: string;
  intro: string;
  stories: DigestStory[];
  notice: string | null;
  /** The language the subject and intro are in. */
  textLocale: Locale;
  readStory: string;
}

function DigestItem({
  story,
  frame,
  readStory,
}: {
  story: DigestStory;
  frame: EmailFrameProps;
  readStory: string;
}) {
  const lang = story.locale !== frame.locale ? story.locale : undefined;
  return (
    <Section style={{ padding: "16px 0", borderTop: "1px solid #e5e7eb" }} lang={lang}>
      <Row>
        {story.cover ? (
          <Column style={{ width: "168px", verticalAlign: "top", paddingRight: "16px" }}>
            <Img
              src={story.cover.src}
              alt={story.cover.alt}
              width="152"
              style={{ display: "block", width: "152px", height: "auto", border: "0" }}
            />
          </Column>
        ) : null}
        <Column style={{ verticalAlign: "top" }}>
          <Heading
            as="h2"
            style={{ margin: "0 0 6px", fontSize: "19px", lineHeight: "1.3", color: "#111827" }}
          >
            <Link href={story.url} style={{ color: "#111827", textDecoration: "none" }}>
              {story.title}
            </Link>
          </Heading>
          {story.languageNote ? (
            <Text style={{ ...smallText, margin: "0 0 6px" }} lang={frame.locale}>
              {story.languageNote}
            </Text>
          ) : null}
          <Text style={{ ...bodyText, fontSize: "15px", margin: "0 0 8px" }}>{story.excerpt}</Text>
          <Text style={{ margin: "0", fontSize: "15px" }} lang={frame.locale}>
            <Link href={story.url} style={{ color: frame.color, fontWeight: "700" }}>
              {readStory}
            </Link>
          </Text>
        </Column>
      </Row>
    </Section>
  );
}

export function DigestEmail(p: DigestEmailProps) {
  const lang = p.textLocale !== p.frame.locale ? p.textLocale : undefined;
  return (
    <EmailFrame frame={p.frame} preview={paragraphsOf(p.intro)[0] ?? p.subject} notice={p.notice}>
      <Section style={{ padding: "24px 24px 8px" }}>
        <Section lang={lang}>
          <Title>{p.subject}</Title>
          <Paragraphs text={p.intro} />
        </Section>
        {p.stories.map((story) => (
          <DigestItem key={story.url} story={story} frame={p.frame} readStory={p.readStory} />
        ))}
      </Section>
    </EmailFrame>
  );
}

export interface AppealEmailProps {
  frame: EmailFrameProps;
  subject: string;
  body: string;
  notice: string | null;
  textLocale: Locale;
  donateUrl: string;
  donate: string;
}

export function AppealEmail(p: AppealEmailProps) {
  const lang = p.textLocale !== p.frame.locale ? p.textLocale : undefined;
  return (
    <EmailFrame frame={p.frame} preview={paragraphsOf(p.body)[0] ?? p.subject} notice={p.notice}>
      <Section style={{ padding: "24px" }}>
        <Section lang={lang}>
          <Title>{p.subject}</Title>
          <Paragraphs text={p.body} />
        </Section>
        <EmailButton href={p.donateUrl} color={p.frame.color}>
          {p.donate}
        </EmailButton>
      </Section>
    </EmailFrame>
  );
}

export const renderDigestEmail = (props: DigestEmailProps) =>
  renderEmail(<DigestEmail {...props} />);
export const renderAppealEmail = (props: AppealEmailProps) =>
  renderEmail(<AppealEmail {...props} />);
