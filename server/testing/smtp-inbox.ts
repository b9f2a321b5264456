/** A real SMTP server on 127.0.0.1 that keeps what it receives, and the settings that point at it. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { ApiClient } from "./test-server.ts";

export interface ReceivedMail {
  to: string[];
  /** The decoded subject and text body. */
  subject: string;
  body: string;
  /** The raw message with folded headers joined and quoted-printable soft breaks and =3D undone,
   * enough for assertions. */
  raw: string;
  /** The message exactly as received. */
  source: string;
}

export async function startSmtpInbox(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
      stream.on("end", () => {
        const raw = Buffer.from(data, "latin1").toString("utf8");
        const mail = {
          source: raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          ...readMessage(raw),
          raw: unfoldHeaders(raw)
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "="),
        };
        mails.push(mail);
        // The server's "250 accepted" goes first: a hook that kills the sender kills it after.
        callback();
        options.onMail?.(mail);
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

/** Decodes RFC 2047 words and the quoted-printable/base64 body, enough to read what was sent. */
export function readMessage(raw: string): { subject: string; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = unfoldHeaders(head);
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? "");
  let body = rest.join("\n\n");
  const cte = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  if (cte === "base64") body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (cte === "quoted-printable") body = decodeQ(body.replace(/=\r?\n/g, ""));
  return { subject, body };
}

/** A header's text with its RFC 2047 encoded words decoded. */
export function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQ(text.replace(/_/g, " ")),
    );
}

function decodeQ(text: string) {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Joins the continuation lines of long headers (RFC 5322 folding); a body is left alone. */
function unfoldHeaders(message: string) {
  const end = message.search(/\r?\n\r?\n/);
  const head = end < 0 ? message : message.slice(0, end);
  return head.replace(/\r?\n[ \t]+/g, " ") + (end < 0 ? "" : message.slice(end));
}

/** The token of the first link to `path` in a mail. */
export function linkToken(mail: ReceivedMail | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail?.raw ?? "");
  if (!match) throw new Error(`no ${path} link in the mail`);
  return decodeURIComponent(match[1]);
}

/** A header of a received mail (folded lines joined), or "" when absent. */
export function headerOf(mail: ReceivedMail, name: string): string {
  const end = mail.raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? mail.raw : mail.raw.slice(0, end);
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
}

/** The decoded parts of a multipart mail by content type (text/plain, text/html). */
export function partsOf(mail: ReceivedMail): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.source)?.[1];
  if (!boundary) return {};
  const parts: Record<string, string> = {};
  for (const chunk of mail.source.split(`--${boundary}`).slice(1)) {
    const type = /^Content-Type: ([\w/]+)/im.exec(chunk)?.[1]?.toLowerCase();
    if (!type) continue;
    parts[type] = readMessage(chunk.replace(/^\r?\n/, "")).body;
  }
  return parts;
}
