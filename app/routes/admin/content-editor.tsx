/**
 * The full-page editor of every content entity: `/admin/<screen>/new` and `/admin/<screen>/<id>`
 * (docs/decisions/0027-full-page-editor.md), linkable and reloadable. Read through its loader,
 * written through its action (the content screens' one action, app/lib/content-action.ts), which
 * also keeps the server autosave.
 */
import { type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { EditorPage } from "../../components/admin/content/editor-page.tsx";
import { contentTitle, useEntityConfig } from "../../components/admin/content/entity-config.ts";
import { editorTarget, loadEditor } from "../../components/admin/content/load-editor.ts";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { contentAction } from "../../lib/content-action.ts";
import { adminMeta, screenHandle } from "../../lib/admin-meta.ts";
import type { Route } from "./+types/content-editor";

export const handle = screenHandle(["adminContent", "adminEditor"]);
export const meta: Route.MetaFunction = adminMeta(handle, (t, { loaderData }: Route.MetaArgs) =>
  loaderData
    ? contentTitle(t, loaderData.screen, loaderData.item ? "editTitle" : "createTitle")
    : undefined,
);

export function loader({ context, params }: Route.LoaderArgs) {
  return loadEditor(context, params);
}

/** Create, update, preview link, restore a version, autosave: `{ intent, … }`. */
export function action(args: Route.ActionArgs) {
  const { screen } = editorTarget(args.params.screen, args.params.id);
  return contentAction(screen)(args);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

/** An autosave changes nothing the page shows: no reload after it. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const autosave =
    typeof actionResult === "object" && actionResult !== null && "autosaved" in actionResult;
  return autosave ? false : defaultShouldRevalidate;
}

export default function AdminContentEditor() {
  const data = useLoaderData<typeof loader>();
  const config = useEntityConfig(data.screen);
  return (
    <EditorPage key={`${data.screen}:${data.item?.id ?? "new"}`} config={config} data={data} />
  );
}
