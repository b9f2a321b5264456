/**
 * /admin/outbox: every e-mail of the queue (admins only: core/access.ts), filtered by status in the
 * URL; Retry and Discard post to the action, both through the mail service that checks the role
 * again and audits them.
 */
import { OUTBOX_STATUSES, type OutboxStatus } from "../../../core/mail-service.ts";
import { OutboxScreen } from "../../components/admin/mail/outbox-screen.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { adminAction, idOf, readJson, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/outbox";

export const handle = screenHandle(["adminOutbox"]);
export const meta = adminMeta(handle, (t) => t("outbox.pageTitle"));

/** The status filter of the URL, when it is one (a hand-edited link still opens, unfiltered). */
function statusOf(url: URL): OutboxStatus | undefined {
  const status = url.searchParams.get("status");
  return (OUTBOX_STATUSES as readonly string[]).includes(status ?? "")
    ? (status as OutboxStatus)
    : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "outbox");
  const url = new URL(request.url);
  const status = statusOf(url);
  const page = Math.min(
    Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
    1_000_000,
  );
  const [mail, list] = await Promise.all([
    services.mail.status(actor),
    services.mail.list(actor, { page, ...(status ? { status } : {}) }),
  ]);
  return { status: status ?? null, mail, list };
}

/** `{ intent: "retry" | "discard", id }` as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "outbox", async ({ services, actor }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    switch (body.intent) {
      case "retry":
        return { ok: true as const, mail: await services.mail.retry(actor, idOf(body)) };
      case "discard":
        await services.mail.discard(actor, idOf(body));
        return { ok: true as const };
      default:
        throw unknownAction(["retry", "discard"]);
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxScreen status={loaderData.status} mail={loaderData.mail} list={loaderData.list} />;
}
