// Admin blog screen: the generic content screen configured for this entity.
// Read through its loader, written through its action (app/lib/content-action.ts).
import { useLoaderData } from "react-router";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { contentTitle, useEntityConfig } from "../../components/admin/content/entity-config.ts";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { contentAction } from "../../lib/content-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/blog";

export const handle = screenHandle(["adminContent"]);
export const meta = adminMeta(handle, (t) => contentTitle(t, "blog"));

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "blog");
}

/** Save, trash, restore, delete for good, bulk, preview link, restore a version: `{ intent, … }`. */
export const action = contentAction("blog");

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminBlog() {
  const data = useLoaderData<typeof loader>();
  const config = useEntityConfig("blog");
  return <ContentScreen config={config} data={data} />;
}
