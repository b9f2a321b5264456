/** /admin/inbox: visitor submissions, one tab per kind (decision 0008), checked by the server. */
import { data, redirect } from "react-router";
import { isSubmissionKind, SUBMISSION_STATUSES } from "../../../core/submissions.ts";
import { InboxScreen } from "../../components/admin/inbox/inbox-screen.tsx";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/inbox";

export const handle = screenHandle(["adminInbox"]);
export const meta = adminMeta(handle, (t) => t("pageTitle"));

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the URL that are well-formed; others are dropped (and reported). */
export function inboxFilters(url: URL) {
  const p = url.searchParams;
  const rawType = p.get("type") ?? "volunteer";
  const type = isSubmissionKind(rawType) ? rawType : "volunteer";
  const rawStatus = p.get("status") ?? "";
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(rawStatus)
    ? rawStatus
    : undefined;
  const from = DATE.test(p.get("from") ?? "") ? (p.get("from") as string) : undefined;
  const to = DATE.test(p.get("to") ?? "") ? (p.get("to") as string) : undefined;
  const q = (p.get("q") ?? "").trim().slice(0, 200) || undefined;
  const page = Math.min(Math.max(1, Number.parseInt(p.get("page") ?? "1", 10) || 1), 100_000);
  const id = /^\d{1,12}$/.test(p.get("id") ?? "") ? Number(p.get("id")) : null;
  return { type, status, from, to, q, page, id };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "inbox");
  const filters = inboxFilters(new URL(request.url));
  const { id, ...query } = filters;
  const [list, counts] = await Promise.all([
    services.submissions.list(actor, { ...query, pageSize: PAGE_SIZE }),
    services.submissions.counts(actor),
  ]);
  let selected = null;
  if (id) {
    try {
      selected = await services.submissions.get(actor, id);
    } catch {
      selected = null;
    }
  }
  return { filters, list, counts, selected };
}

/** Status and notes changes, and deletion: plain form posts, so they work without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = requireAdminContext(context, "inbox");
  const invalid = data({ ok: false as const, problem: "invalid" as const }, { status: 400 });
  const form = await request.formData().catch(() => null);
  if (!form) return invalid;
  const id = Number(form.get("id"));
  if (!Number.isSafeInteger(id) || id < 1) return invalid;
  const intent = form.get("intent");
  const back = new URL(request.url);
  if (intent === "delete") {
    await services.submissions.remove(actor, id);
    back.searchParams.delete("id");
    return redirect(`${back.pathname}${back.search}`);
  }
  if (intent === "update") {
    const status = form.get("status");
    const notes = form.get("notes");
    try {
      const saved = await services.submissions.update(actor, id, {
        ...(typeof status === "string" ? { status } : {}),
        ...(typeof notes === "string" ? { notes } : {}),
      });
      return { ok: true as const, savedAt: saved.updatedAt };
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 400 || status === 404) {
        const problem = status === 400 ? ("invalid" as const) : ("notFound" as const);
        return data({ ok: false as const, problem }, { status });
      }
      throw err;
    }
  }
  return invalid;
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxScreen {...loaderData} result={actionData} />;
}
