/**
 * /admin/media: the media library (decision 0015). Read by the loader; an image's alt text and
 * its removal go through the action, over the uploads service the /api/v1/uploads routes call
 * (uploading itself stays on the API, for its progress bar: decision 0017).
 */
import { useLoaderData } from "react-router";
import { MediaScreen } from "../../components/admin/media/media-screen.tsx";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { adminAction, idOf, readJson, unknownAction } from "../../lib/admin-action.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/media";

export const handle = screenHandle(["adminMedia"]);
export const meta = adminMeta(handle, (t) => t("library.pageTitle"));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "media");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = Math.max(
    1,
    Math.min(1_000_000, Number.parseInt(url.searchParams.get("page") ?? "", 10) || 1),
  );
  // `?url=`: the one upload an image address names (an editor's alt text fields read it).
  const named = (url.searchParams.get("url") ?? "").trim().slice(0, 2000);
  const result = await services.uploads.list(
    actor,
    named ? { url: named, pageSize: 1 } : { q: q || undefined, page, pageSize: 24 },
  );
  return { ...result, q };
}

/** `{ intent: "alt", id, alt: { en?, fr?, ru? } }` or `{ intent: "delete", id }` as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminAction(context, "media", async ({ services, actor }) => {
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    switch (body.intent) {
      case "alt":
        await services.uploads.update(actor, idOf(body), { alt: body.alt });
        return { ok: true as const };
      case "delete":
        await services.uploads.remove(actor, idOf(body));
        return { ok: true as const };
      default:
        throw unknownAction(["alt", "delete"]);
    }
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminMedia() {
  const data = useLoaderData<typeof loader>();
  return <MediaScreen data={data} />;
}
