/**
 * One e-mail sent now, with the SMTP server's answer: the admin's "Send a test e-mail" (Settings),
 * which must tell the truth at once. Everything else goes through the queue (./queue.ts).
 */
import type { Settings } from "../../core/settings.ts";
import { createTransport, errorText, messageOf, NOT_CONFIGURED, type QueuedMail } from "./queue.ts";
import { smtpOptions } from "./transport.ts";

export type SendResult = { ok: true } | { ok: false; error: string };

export async function sendNow(
  s: Settings,
  mail: QueuedMail,
  timeoutMs = 15_000,
): Promise<SendResult> {
  const options = smtpOptions(s);
  if (!options) return { ok: false, error: NOT_CONFIGURED };
  const transport = createTransport(options, timeoutMs);
  try {
    await transport.sendMail(messageOf(s, mail));
    return { ok: true };
  } catch (err) {
    return { ok: false, error: errorText(err) };
  } finally {
    transport.close();
  }
}
