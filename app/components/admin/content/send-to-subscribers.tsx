/**
 * "Send to subscribers" on a published or scheduled post or news article (for a scheduled one, it
 * goes with the publication), for staff who may send the newsletter:
 * a plain POST form to /admin/newsletter (intent=create), which makes the issue and opens its page,
 * where the test and the send are (nothing goes out from here).
 */
import { Mail } from "lucide-react";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import type { AdminScreen } from "../../../../core/access.ts";
import { Button } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { NEWSLETTER_PATH } from "../newsletter/newsletter-words.tsx";
import type { EntityConfig, Item } from "./types.ts";

const STORY_TYPES: Partial<Record<EntityConfig["key"], "blogPosts" | "newsArticles">> = {
  blog: "blogPosts",
  news: "newsArticles",
};

export function SendToSubscribers({ config, item }: { config: EntityConfig; item: Item }) {
  const { t } = useTranslation("adminEditor");
  const layout = useRouteLoaderData("routes/admin/layout") as
    { user?: { screens: readonly AdminScreen[] } | null } | undefined;
  const navigation = useNavigation();
  const storyType = STORY_TYPES[config.key];
  if (!storyType || (item.status !== "published" && item.status !== "scheduled")) return null;
  if (!layout?.user?.screens.includes("newsletter")) return null;
  const busy =
    navigation.state === "submitting" && navigation.formAction?.startsWith(NEWSLETTER_PATH);
  return (
    <Form method="post" action={NEWSLETTER_PATH}>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="storyType" value={storyType} />
      <input type="hidden" name="storyId" value={String(item.id)} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-busy={busy}
        data-testid="send-to-subscribers"
      >
        <Mail aria-hidden="true" className="size-4" />
        {t(item.status === "scheduled" ? "newsletter.buttonScheduled" : "newsletter.button")}
      </Button>
    </Form>
  );
}
