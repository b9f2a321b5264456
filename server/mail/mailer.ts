/** Outgoing e-mail through the SMTP server configured in the settings (Integrations tab). */
import nodemailer from "nodemailer";
import type { SettingsService } from "../../core/services.ts";
import { smtpOptions } from "./transport.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export function createMailer(settings: SettingsService) {
  return {
    /** Sends when SMTP is configured; returns false (and sends nothing) otherwise. */
    async send(mail: Mail): Promise<boolean> {
      const s = await settings.getEffective();
      const options = smtpOptions(s);
      if (!options) return false;
      const transport = nodemailer.createTransport({
        ...options,
        connectionTimeout: 10_000,
        tls: { rejectUnauthorized: process.env.SMTP_TLS_INSECURE !== "true" },
      });
      await transport.sendMail({
        from: s.general.adminEmail || "no-reply@localhost",
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return true;
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
