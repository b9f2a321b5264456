/**
 * How a newsletter message leaves: HTML with its plain-text part, the sender of its language, and the headers
 * that let a mailbox offer "unsubscribe" (RFC 2369 `List-Unsubscribe` with an HTTPS link and a
 * mailto, RFC 8058 `List-Unsubscribe-Post` for one click), over the SMTP connection of the settings.
 * The sender keeps one pooled connection for a whole run.
 */
import type { Transporter } from "nodemailer";
import type { Locale } from "../../core/constants.ts";
import { inLanguage } from "../../core/in-language.ts";
import type { NewsletterSender } from "../../core/sender-identity.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import { createTransport, senderOf } from "../mail/queue.ts";
import { smtpOptions } from "../mail/transport.ts";
import { type MessageTemplate, personalize } from "./issue-message.ts";

/** The one-click address of the List-Unsubscribe header (POST unsubscribes, GET opens the page). */
export const oneClickUrl = (s: Settings, token: string, locale: Locale) =>
  `${siteAddress(s)}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(token)}&lang=${locale}`;

/**
 * The sender in `locale` (Settings › Integrations): that language's name and address, else the
 * English ones, else the site's name in that language and the site's address.
 */
export function newsletterSenderIn(s: Settings, locale: Locale): NewsletterSender {
  const { newsletterFromName: names, newsletterFromEmail: addresses } = s.integrations;
  return {
    name: names[locale]?.trim() || names.en?.trim() || inLanguage(s.general.siteName, locale),
    address: addresses[locale]?.trim() || addresses.en?.trim() || senderOf(s),
  };
}

export function newsletterMessage(
  s: Settings,
  to: string,
  template: MessageTemplate,
  token: string,
) {
  const message = personalize(template, token);
  const from = newsletterSenderIn(s, template.locale);
  return {
    from,
    to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl(s, token, template.locale)}>, <mailto:${from.address}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
      Precedence: "bulk",
    },
  };
}

/** A pooled connection for one run of the sender, or null when mail is not configured. */
export function pooledTransport(s: Settings): Transporter | null {
  const options = smtpOptions(s);
  if (!options) return null;
  return createTransport(options, 10_000, true);
}

/** One message now, on its own connection (a test send). */
export async function sendNewsletterMessage(
  s: Settings,
  to: string,
  template: MessageTemplate,
  token: string,
) {
  const options = smtpOptions(s);
  if (!options) throw new Error("Mail is not configured");
  const transport = createTransport(options);
  try {
    await transport.sendMail(newsletterMessage(s, to, template, token));
  } finally {
    transport.close();
  }
}
