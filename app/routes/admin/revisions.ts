/**
 * /admin/<screen>/<id>/revisions: an item's saved versions, for its History panel; with
 * `?revision=<id>`, that version and the item as it is now, to compare them. Read on demand by
 * the editor's fetcher, through the content service the /api/v1 revision routes call; a refusal
 * (the item or version gone, not allowed) is answered as data, so the panel can say it.
 */
import { adminAction, refusal } from "../../lib/admin-action.ts";
import { CONTENT_SERVICE } from "../../lib/content-action.ts";
import { editorTarget } from "../../components/admin/content/load-editor.ts";
import type { Route } from "./+types/revisions";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { screen, id } = editorTarget(params.screen, params.id);
  const revision = new URL(request.url).searchParams.get("revision");
  return adminAction(context, screen, async ({ services, actor }) => {
    const service = services[CONTENT_SERVICE[screen]];
    if (revision === null) return { ok: true as const, ...(await service.revisions(actor, id)) };
    const revisionId = Number(revision);
    if (!/^\d+$/.test(revision) || !Number.isSafeInteger(revisionId) || revisionId < 1)
      throw refusal(400, "The revision must be a positive whole number", {
        revision: "Invalid id",
      });
    const [old, now] = await Promise.all([
      service.revision(actor, id, revisionId),
      service.getLocalized(actor, id),
    ]);
    return { ok: true as const, snapshot: old.snapshot, current: now };
  });
}
