/** The Preview button of posts and news not yet published (docs/decisions/0013). */
import { Eye } from "lucide-react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button } from "../../ui";
import { notify } from "../shell/notify.ts";
import type { ActionAnswer, ActionRefused } from "../shell/use-admin-action.ts";
import type { ContentT } from "./item-format.ts";
import type { EntityConfig, Item } from "./types.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useContentAction } from "./use-content-action.ts";

/** Posts and news not yet published can be previewed at their address with a link. */
const previewable = (config: EntityConfig, item: Item) =>
  (config.key === "blog" || config.key === "news") &&
  typeof item.status === "string" &&
  item.status !== "published";

/**
 * Asks the server for a preview link and opens it in a new tab. The tab is opened before the
 * request (a tab opened after an await is taken for a pop-up and blocked), then sent to the link.
 */
async function openPreview(
  link: () => Promise<ActionAnswer<{ url: string }>>,
  t: ContentT,
  refused: (res: ActionRefused) => string,
) {
  const tab = window.open("", "_blank");
  const res = await link();
  if (!res.ok) {
    tab?.close();
    notify.error(t("lifecycle.previewFailed"), refused(res));
  } else if (tab) {
    tab.opener = null;
    tab.location.href = res.url;
    notify.success(t("lifecycle.previewOpened"));
  } else {
    notify.warning(t("lifecycle.previewBlocked"), {
      description: new URL(res.url, window.location.href).href,
      duration: 30_000,
    });
  }
}

export function PreviewButton({ config, item }: { config: EntityConfig; item: Item }) {
  const { t } = useTranslation("adminContent");
  const refusal = useRefusalText();
  const previewAction = useContentAction<{ url: string }>(config);
  if (!previewable(config, item)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        void openPreview(() => previewAction({ intent: "preview", id: item.id }), t, refusal.text)
      }
      aria-label={t("lifecycle.previewLabel", { title: config.titleOf(item) })}
    >
      <Eye aria-hidden="true" className="size-4" />
      {t("lifecycle.preview")}
    </Button>
  );
}
