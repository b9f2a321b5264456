import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type Settings } from "../../core/settings.ts";
import { smtpOptions } from "./transport.ts";

const withMail = (integrations: Partial<Settings["integrations"]>): Settings => ({
  ...DEFAULT_SETTINGS,
  integrations: { ...DEFAULT_SETTINGS.integrations, ...integrations },
});

describe("SMTP connection by provider", () => {
  it("uses the configured SMTP server, and sends nothing without a host", () => {
    expect(smtpOptions(withMail({ smtpHost: "" }))).toBeNull();
    expect(
      smtpOptions(
        withMail({ smtpHost: "mail.example", smtpPort: 465, smtpUsername: "u", smtpPassword: "p" }),
      ),
    ).toEqual({ host: "mail.example", port: 465, secure: true, auth: { user: "u", pass: "p" } });
  });
  it("SendGrid: its relay, user apikey, the API key as password", () => {
    expect(smtpOptions(withMail({ emailService: "sendgrid", smtpPassword: "SG.key" }))).toEqual({
      host: "smtp.sendgrid.net",
      port: 587,
      secure: false,
      auth: { user: "apikey", pass: "SG.key" },
    });
    expect(smtpOptions(withMail({ emailService: "sendgrid", smtpPassword: "" }))).toBeNull();
  });
  it("Mailgun and SES: their relays with the SMTP credentials; a host overrides the region", () => {
    expect(
      smtpOptions(
        withMail({
          emailService: "mailgun",
          smtpUsername: "postmaster@mg.example",
          smtpPassword: "k",
        }),
      ),
    ).toMatchObject({
      host: "smtp.mailgun.org",
      auth: { user: "postmaster@mg.example", pass: "k" },
    });
    expect(
      smtpOptions(
        withMail({
          emailService: "ses",
          smtpUsername: "AKIA",
          smtpPassword: "secret",
          smtpHost: "email-smtp.eu-west-1.amazonaws.com",
          smtpPort: 2587,
        }),
      ),
    ).toMatchObject({ host: "email-smtp.eu-west-1.amazonaws.com", port: 2587 });
    expect(smtpOptions(withMail({ emailService: "ses", smtpPassword: "secret" }))).toBeNull();
  });
});
