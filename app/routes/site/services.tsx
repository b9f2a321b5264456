import { ServicesPage } from "~/components/site/pages/services/services-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/services";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "services", "/services");
}

export default function Page() {
  return <ServicesPage />;
}
