// Admin gallery: the generic content screen with a multi-image upload dialog and delete confirmation.
// Read through its loader, written through its action (app/lib/content-action.ts).
import { type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { contentTitle, useEntityConfig } from "../../components/admin/content/entity-config.ts";
import { GalleryUploadDialog } from "../../components/admin/content/gallery-upload-dialog.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { contentAction } from "../../lib/content-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/gallery";

export const handle = screenHandle(["adminContent"]);
export const meta = adminMeta(handle, (t) => contentTitle(t, "gallery"));

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "gallery");
}

/** Save, trash, restore, delete for good, bulk, preview link, restore a version: `{ intent, … }`. */
export const action = contentAction("gallery");

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

/**
 * A multi-image upload saves one item per image with `reload: false` and reloads the screen once
 * when they are all saved, instead of after each.
 */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const batched =
    typeof json === "object" && json !== null && "reload" in json && json.reload === false;
  return batched ? false : defaultShouldRevalidate;
}

export default function AdminGallery() {
  const data = useLoaderData<typeof loader>();
  const config = useEntityConfig("gallery");
  return (
    <ContentScreen
      config={config}
      data={data}
      confirmDelete
      renderCreateDialog={(props) => <GalleryUploadDialog {...props} />}
    />
  );
}
