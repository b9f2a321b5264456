// Admin gallery: the generic content screen with a multi-image upload dialog and delete confirmation.
import { useLoaderData } from "react-router";
import { galleryConfig } from "../../components/admin/content/configs.ts";
import { ContentScreen } from "../../components/admin/content/content-screen.tsx";
import { GalleryUploadDialog } from "../../components/admin/content/gallery-upload-dialog.tsx";
import { loadContentScreen } from "../../components/admin/content/load.ts";
import type { Route } from "./+types/gallery";

export function meta() {
  return [{ title: "Gallery · Admin" }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContentScreen(context, request, "gallery");
}

export default function AdminGallery() {
  const data = useLoaderData<typeof loader>();
  return (
    <ContentScreen
      config={galleryConfig}
      data={data}
      confirmDelete
      renderCreateDialog={(props) => <GalleryUploadDialog {...props} />}
    />
  );
}
