// Admin programs screen: the generic content screen configured for this entity.
import { useLoaderData } from "react-router";
import { programsConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import type { Route } from "./+types/programs";

export function meta() {
  return [{ title: "Programs · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "programs");
}

export default function AdminPrograms() {
  const data = useLoaderData<typeof loader>();
  return <ContentScreen config={programsConfig} data={data} />;
}
