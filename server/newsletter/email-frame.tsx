/**
 * What every newsletter message shares (decision 0039), built with React Email: one 600 px column
 * with inline styles and explicit light colours on every block (clients that darken mail keep it
 * readable), a "view in the browser" link, the site's logo with its name beside it (or the name
 * alone), a notice when the words came in another language, and a footer that says why the reader
 * gets it and how to stop. `renderEmail` gives the HTML and, from the same markup, the text part.
 */
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { Locale } from "../../core/constants.ts";
import { EMAIL_WIDTH } from "./email-html.ts";

/** The parts of a message that come from the site and the reader, not from what is sent. */
export interface EmailFrameProps {
  locale: Locale;
  siteName: string;
  site: string;
  logoUrl: string | null;
  color: string;
  /** The page that shows this message (the story's page, or the web version). */
  browserUrl: string;
  /** The reader's unsubscribe page; none in the web version, which is nobody's. */
  unsubscribeUrl: string | null;
  words: {
    viewInBrowser: string;
    why: string;
    unsubscribe: string;
    testNote: string | null;
  };
}

const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const smallText = { margin: "0", fontSize: "13px", lineHeight: "1.5", color: "#4b5563" };
export const bodyText = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "1.6",
  color: "#1f2937",
};
const footerLink = { color: "#374151", textDecoration: "underline" };

/** The button of a message (read the story, give): the site's colour, white words. */
export function EmailButton({
  href,
  color,
  children,
}: {
  href: string;
  color: string;
  children: ReactNode;
}) {
  return (
    <Button
      href={href}
      style={{
        display: "inline-block",
        padding: "12px 20px",
        backgroundColor: color,
        color: "#ffffff",
        fontSize: "16px",
        fontWeight: "700",
        textDecoration: "none",
        borderRadius: "6px",
      }}
    >
      {children}
    </Button>
  );
}

function Masthead({ frame }: { frame: EmailFrameProps }) {
  const name = (
    <Text style={{ margin: "0", fontSize: "18px", fontWeight: "700", color: "#ffffff" }}>
      {frame.siteName}
    </Text>
  );
  return (
    <Section style={{ padding: "20px 24px", backgroundColor: frame.color }}>
      {frame.logoUrl ? (
        <Row>
          <Column style={{ width: "52px", verticalAlign: "middle" }}>
            {/* The name is written beside it: the logo's alt would say it twice. */}
            <Img src={frame.logoUrl} alt="" height="40" style={{ height: "40px" }} />
          </Column>
          <Column style={{ verticalAlign: "middle" }}>{name}</Column>
        </Row>
      ) : (
        name
      )}
    </Section>
  );
}

export function EmailFrame({
  frame,
  preview,
  notice,
  children,
}: {
  frame: EmailFrameProps;
  /** The line mail clients show after the subject. */
  preview: string;
  /** "Not yet in your language…": shown above the message when its words came in another. */
  notice: string | null;
  children: ReactNode;
}) {
  return (
    <Html lang={frame.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: "0", padding: "0", backgroundColor: "#f3f4f6", fontFamily: FONT }}>
        <Container
          style={{ maxWidth: `${EMAIL_WIDTH}px`, margin: "0 auto", backgroundColor: "#ffffff" }}
        >
          <Section style={{ padding: "12px 24px", backgroundColor: "#f3f4f6" }}>
            {frame.words.testNote ? (
              <Text style={{ ...smallText, fontWeight: "700", color: "#92400e" }}>
                {frame.words.testNote}
              </Text>
            ) : null}
            <Text style={{ ...smallText, textAlign: "right" }}>
              <Link href={frame.browserUrl} style={footerLink}>
                {frame.words.viewInBrowser}
              </Link>
            </Text>
          </Section>
          <Masthead frame={frame} />
          {notice ? (
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
                {notice}
              </Text>
            </Section>
          ) : null}
          {children}
          <Hr style={{ margin: "0", borderColor: "#e5e7eb" }} />
          <Section style={{ padding: "20px 24px", backgroundColor: "#f9fafb" }}>
            <Text style={smallText}>{frame.words.why}</Text>
            <Text style={{ ...smallText, marginTop: "8px" }}>
              {frame.unsubscribeUrl ? (
                <>
                  <Link href={frame.unsubscribeUrl} style={footerLink}>
                    {frame.words.unsubscribe}
                  </Link>
                  {" · "}
                </>
              ) : null}
              <Link href={frame.site} style={footerLink}>
                {frame.siteName}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A message's HTML and its plain-text part, from one rendering. */
export async function renderEmail(message: ReactNode) {
  const html = await render(message);
  const text = toPlainText(html, {
    selectors: [{ selector: "img", format: "skip" }],
  });
  return { html, text };
}
