/** The bar over a content list while items are ticked: publish, unpublish or trash them at once. */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { BulkAction, BulkResult } from "../../../../core/schemas.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { notify } from "../shell/notify.ts";
import { Button } from "../../ui";
import { focusListItem } from "./list-focus.ts";
import type { ContentLoaderData, EntityConfig } from "./types.ts";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useContentAction } from "./use-content-action.ts";
import { mayBulkPublish } from "./viewer-config.ts";

/**
 * Publish, unpublish or trash the ticked items. Kept by the screen, not by the bar: the bar goes
 * as soon as the trashed items leave the list, before the answer arrives.
 */
export function useBulkAction(
  config: EntityConfig,
  data: ContentLoaderData,
  chosen: readonly number[],
  clear: () => void,
) {
  const { t } = useTranslation("adminContent");
  const refusal = useRefusalText();
  // Posts to this route's action (app/lib/content-action.ts); the loaders have revalidated by the
  // time a successful answer arrives.
  const bulkAction = useContentAction<BulkResult>(config);
  const [busy, setBusy] = useState(false);
  async function run(action: BulkAction) {
    setBusy(true);
    const res = await bulkAction({ intent: "bulk", input: { action, ids: [...chosen] } });
    setBusy(false);
    if (!res.ok) return notify.error(t("list.bulkFailed"), refusal.text(res));
    notify.success(
      t("list.bulkDone", { action: t(`list.actions.${action}`), count: res.done.length }),
    );
    clear();
    const pageIds = data.items.map((i) => i.id);
    focusListItem(config.key, { index: Math.max(0, pageIds.indexOf(chosen[0] ?? 0)) });
  }
  return { busy, run };
}

export function BulkActionBar({
  data,
  chosen,
  busy,
  onAction,
  onClear,
}: {
  data: ContentLoaderData;
  /** The ticked ids, in list order. */
  chosen: readonly number[];
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation("adminContent");
  return (
    <div
      role="region"
      aria-label={t("list.selected", { count: chosen.length })}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3"
      data-testid="bulk-bar"
    >
      <p className="mr-2 text-sm font-medium text-slate-900" aria-live="polite">
        {t("list.selected", { count: chosen.length })}
      </p>
      {mayBulkPublish(data) && (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("publish")}>
            {t("list.actions.publish")}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction("unpublish")}>
            {t("list.actions.unpublish")}
          </Button>
        </>
      )}
      <Button size="sm" variant="danger" disabled={busy} onClick={() => onAction("trash")}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("list.actions.trash")}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
        {t("list.clearSelection")}
      </Button>
    </div>
  );
}
