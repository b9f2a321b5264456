import { AboutPage } from "~/components/site/pages/about/about-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "about", "/about");
}

export default function Page() {
  return <AboutPage />;
}
