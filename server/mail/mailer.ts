/** Outgoing e-mail through the SMTP server configured in the settings (Integrations tab). */
import nodemailer from "nodemailer";
import type { SettingsService } from "../../core/services.ts";

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
      const i = s.integrations;
      if (i.emailService !== "smtp" || !i.smtpHost) return false;
      const transport = nodemailer.createTransport({
        host: i.smtpHost,
        port: i.smtpPort,
        secure: i.smtpPort === 465,
        auth: i.smtpUsername ? { user: i.smtpUsername, pass: i.smtpPassword } : undefined,
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
