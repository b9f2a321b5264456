import { GetInvolvedPage } from "~/components/site/pages/get-involved/get-involved-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/get-involved";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "getInvolved", "/get-involved");
}

export default function Page() {
  return <GetInvolvedPage />;
}
