/** A real SMTP server on 127.0.0.1 that keeps what it receives, and the settings that point at it. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { ApiClient } from "./test-server.ts";

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and =3D undone, enough for assertions. */
  raw: string;
}

export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: data.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    /** Mails sent to one address. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** Points the site's mail settings at this server (as an admin would in the Integrations tab). */
    async configure(admin: ApiClient) {
      const { json } = await admin.get("/api/v1/settings");
      const settings = json.settings as { integrations: Record<string, unknown> };
      Object.assign(settings.integrations, {
        emailService: "smtp",
        smtpHost: "127.0.0.1",
        smtpPort: port,
      });
      const res = await admin.put("/api/v1/settings", settings);
      if (res.status !== 200) throw new Error(`settings not saved: ${res.text}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail. */
export function linkToken(mail: ReceivedMail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail?.raw ?? "");
  if (!match) throw new Error(`no ${path} link in the mail`);
  return decodeURIComponent(match[1]);
}
