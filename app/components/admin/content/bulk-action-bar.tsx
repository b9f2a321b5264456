/** The bar over a content list while items are ticked: publish, unpublish or trash them at once. */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { BulkAction, BulkResult } from "../../../../core/schemas.ts";
import { listText } from "../text/media.ts";
import { notify } from "../shell/notify.ts";
import { Button } from "../../ui";
import { focusListItem } from "./list-focus.ts";
import type { ContentLoaderData, EntityConfig } from "./types.ts";
import { refusedMessage, useContentAction } from "./use-content-action.ts";
import { mayBulkPublish } from "./viewer-config.ts";

export function BulkActionBar({
  config,
  data,
  chosen,
  onClear,
}: {
  config: EntityConfig;
  data: ContentLoaderData;
  /** The ticked ids, in list order. */
  chosen: readonly number[];
  onClear: () => void;
}) {
  // Posts to this route's action (app/lib/content-action.ts); the loaders have revalidated by the
  // time a successful answer arrives.
  const bulkAction = useContentAction<BulkResult>(config);
  const [busy, setBusy] = useState(false);
  async function bulk(action: BulkAction) {
    setBusy(true);
    const res = await bulkAction({ intent: "bulk", input: { action, ids: [...chosen] } });
    setBusy(false);
    if (!res.ok) return notify.error(listText.bulkFailed, refusedMessage(res));
    notify.success(listText.bulkDone(listText[action], res.done.length));
    onClear();
    const pageIds = data.items.map((i) => i.id);
    focusListItem(config.key, { index: Math.max(0, pageIds.indexOf(chosen[0] ?? 0)) });
  }

  return (
    <div
      role="region"
      aria-label={listText.selected(chosen.length)}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-white p-3"
      data-testid="bulk-bar"
    >
      <p className="mr-2 text-sm font-medium text-slate-900" aria-live="polite">
        {listText.selected(chosen.length)}
      </p>
      {mayBulkPublish(data) && (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void bulk("publish")}>
            {listText.publish}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void bulk("unpublish")}
          >
            {listText.unpublish}
          </Button>
        </>
      )}
      <Button size="sm" variant="danger" disabled={busy} onClick={() => void bulk("trash")}>
        <Trash2 aria-hidden="true" className="size-4" />
        {listText.trash}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
        {listText.clearSelection}
      </Button>
    </div>
  );
}
