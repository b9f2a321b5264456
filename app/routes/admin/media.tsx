/** /admin/media: the media library (decision 0015). */
import { useLoaderData } from "react-router";
import { MediaScreen } from "../../components/admin/media/media-screen.tsx";
import { mediaText } from "../../components/admin/text/media.ts";
import { SHELL_TEXT } from "../../components/admin/text/shell.ts";
import { requireAdminContext } from "../../lib/admin-guard.ts";
import type { Route } from "./+types/media";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, actor } = requireAdminContext(context, "media");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = Math.max(
    1,
    Math.min(1_000_000, Number.parseInt(url.searchParams.get("page") ?? "", 10) || 1),
  );
  const result = await services.uploads.list(actor, { q: q || undefined, page, pageSize: 24 });
  return { ...result, q };
}

export function meta() {
  return [
    { title: `${mediaText.pageTitle} | ${SHELL_TEXT.titleSuffix}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminMedia() {
  const data = useLoaderData<typeof loader>();
  return <MediaScreen data={data} />;
}
