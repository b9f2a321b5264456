// Admin blog screen: the generic content screen configured for this entity.
import { useLoaderData } from "react-router";
import { blogConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import type { Route } from "./+types/blog";

export function meta() {
  return [{ title: "Blog Posts · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "blog");
}

export default function AdminBlog() {
  const data = useLoaderData<typeof loader>();
  return <ContentScreen config={blogConfig} data={data} />;
}
