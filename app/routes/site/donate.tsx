import { useActionData } from "react-router";
import { DonatePage } from "~/components/site/pages/donate/donate-page.tsx";
import { contentPageMeta } from "~/components/site/pages/shared/meta.ts";
import type { Route } from "./+types/donate";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "donate", "/donate");
}

/**
 * Without JavaScript the form posts here. Nothing is stored or sent on (SPEC §2: no submission);
 * the page answers with the notice that online submission opens soon.
 */
export function action() {
  return { notice: true as const };
}

export default function Page() {
  const result = useActionData<typeof action>();
  return <DonatePage submitted={Boolean(result?.notice)} />;
}
