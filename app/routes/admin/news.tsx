// Admin news screen: the generic content screen configured for this entity.
import { useLoaderData } from "react-router";
import { newsConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import type { Route } from "./+types/news";

export function meta() {
  return [{ title: "News · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "news");
}

export default function AdminNews() {
  const data = useLoaderData<typeof loader>();
  return <ContentScreen config={newsConfig} data={data} />;
}
