import { LegalPage } from "~/components/site/pages/legal/legal-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "legal", "/privacy", "privacy.meta");
}

export default function Page() {
  return <LegalPage doc="privacy" />;
}
