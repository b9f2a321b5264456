// Admin store screen: the generic content screen configured for this entity.
import { useLoaderData } from "react-router";
import { storeConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import type { Route } from "./+types/store";

export function meta() {
  return [{ title: "Store · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "store");
}

export default function AdminStore() {
  const data = useLoaderData<typeof loader>();
  return <ContentScreen config={storeConfig} data={data} />;
}
