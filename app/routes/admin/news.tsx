// Admin news screen: the generic content screen configured for this entity.
// Read through its loader, written through its action (app/lib/content-action.ts).
import { useLoaderData } from "react-router";
import { newsConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import { failureAsAnswer } from "../../components/admin/shell/use-admin-action.ts";
import { contentAction } from "../../lib/content-action.ts";
import type { Route } from "./+types/news";

export function meta() {
  return [{ title: "News · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "news");
}

/** Save, trash, restore, delete for good, bulk, preview link, restore a version: `{ intent, … }`. */
export const action = contentAction("news");

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return failureAsAnswer(serverAction);
}

export default function AdminNews() {
  const data = useLoaderData<typeof loader>();
  return <ContentScreen config={newsConfig} data={data} />;
}
