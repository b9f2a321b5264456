import { LegalPage } from "~/components/site/pages/legal/legal-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/terms";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "legal", "/terms", "terms.meta");
}

export default function Page() {
  return <LegalPage doc="terms" />;
}
