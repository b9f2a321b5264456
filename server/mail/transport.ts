/**
 * The SMTP connection for the provider chosen in the settings. SendGrid, Mailgun and SES are used
 * through their SMTP relays (host preset, API key or SMTP credentials as the password), so no
 * provider choice silently drops mail.
 */
import { EMAIL_RELAYS, type Settings } from "../../core/settings.ts";

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

/** The connection to use, or null when the settings do not allow sending. */
export function smtpOptions(s: Settings): SmtpOptions | null {
  const i = s.integrations;
  if (i.emailService === "smtp") {
    if (!i.smtpHost) return null;
    return {
      host: i.smtpHost,
      port: i.smtpPort,
      secure: i.smtpPort === 465,
      auth: i.smtpUsername ? { user: i.smtpUsername, pass: i.smtpPassword } : undefined,
    };
  }
  const relay = EMAIL_RELAYS[i.emailService];
  if (!i.smtpPassword) return null;
  // An explicit host (e.g. another SES region) wins over the preset.
  const host = i.smtpHost || relay.host;
  const port = i.smtpHost ? i.smtpPort : relay.port;
  const user = relay.user || i.smtpUsername;
  if (!user) return null;
  return { host, port, secure: port === 465, auth: { user, pass: i.smtpPassword } };
}
