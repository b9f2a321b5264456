/**
 * The one action of the five content screens (blog, news, programs, store, gallery): `{ intent, … }`
 * as JSON, each intent one call of the content service the `/api/v1/<entity>` routes call, with the
 * signed-in actor (the service checks the permission, validates, keeps the revision and the audit
 * entry). A route exports `action = contentAction("<screen>")`.
 */
import type { RouterContextProvider } from "react-router";
import type { EntityKey } from "../components/admin/content/types.ts";
import { adminAction, idOf, readJson, unknownAction } from "./admin-action.ts";

/** The content service of each screen (`services[CONTENT_SERVICE.blog]`). */
export const CONTENT_SERVICE = {
  blog: "blogPosts",
  news: "newsArticles",
  programs: "programs",
  store: "storeItems",
  gallery: "galleryItems",
} as const;

export const CONTENT_INTENTS = [
  "create",
  "update",
  "trash",
  "restore",
  "purge",
  "bulk",
  "preview",
  "restore-revision",
  "autosave",
  "discard-autosave",
] as const;

/** The autosave slot: an item's id, or 0 for a new item. */
const slotOf = (body: Record<string, unknown>) => (body.id === 0 ? 0 : idOf(body));

const idAnswer = (item: unknown) => ({ ok: true as const, id: (item as { id: number }).id });

export function contentAction(screen: EntityKey) {
  return ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) =>
    adminAction(context, screen, async ({ services, actor }) => {
      const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
      const service = services[CONTENT_SERVICE[screen]];
      const entity = CONTENT_SERVICE[screen];
      switch (body.intent) {
        case "create": {
          const created = await service.create(actor, body.input);
          // A saved item needs no autosave (docs/decisions/0027-full-page-editor.md).
          await services.autosaves.clear(actor, entity, 0);
          return idAnswer(created);
        }
        case "update": {
          // The version the editor opened (or last saved): a save from an older one is 409.
          const version = typeof body.version === "string" ? body.version : undefined;
          const updated = await service.update(actor, idOf(body), body.input, { version });
          await services.autosaves.clear(actor, entity, idOf(body));
          return { ...idAnswer(updated), version: (updated as { updatedAt: string }).updatedAt };
        }
        case "autosave":
          return {
            ok: true as const,
            autosaved: true,
            ...(await services.autosaves.save(actor, entity, slotOf(body), body.values)),
          };
        case "discard-autosave":
          await services.autosaves.clear(actor, entity, slotOf(body));
          return { ok: true as const, autosaved: true };
        case "trash":
          await service.remove(actor, idOf(body));
          return { ok: true as const };
        case "restore":
          return idAnswer(await service.restore(actor, idOf(body)));
        case "purge":
          await service.purge(actor, idOf(body));
          return { ok: true as const };
        case "bulk":
          return { ok: true as const, ...(await service.bulk(actor, body.input)) };
        case "preview":
          return { ok: true as const, ...(await service.preview(actor, idOf(body))) };
        case "restore-revision":
          return idAnswer(
            await service.restoreRevision(actor, idOf(body), idOf(body, "revisionId")),
          );
        default:
          throw unknownAction(CONTENT_INTENTS);
      }
    });
}
