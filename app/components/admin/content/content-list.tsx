/** The items of a content list, as cards or as a table, and the row of tools above them. */
import { LayoutGrid, Plus, Table2 } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button, DataTable } from "../../ui";
import { ItemCard, ItemRow } from "./content-items.tsx";
import type { ContentLoaderData, EntityConfig, Item } from "./types.ts";
import type { ListView } from "./use-list-view.ts";

/** What the viewer may do to an item they may change (absent on the others). */
export interface ItemActions {
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
  onDeleteForever: () => void;
}

/** "Select all on this page" and the cards/table switch. */
export function ListToolbar({
  showSelectAll,
  allOnPage,
  selectAllRef,
  onSelectAll,
  view,
  onView,
}: {
  showSelectAll: boolean;
  allOnPage: boolean;
  selectAllRef: RefObject<HTMLInputElement | null>;
  onSelectAll: (on: boolean) => void;
  view: ListView;
  onView: (view: ListView) => void;
}) {
  const { t } = useTranslation("adminContent");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        {showSelectAll && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              ref={selectAllRef}
              type="checkbox"
              className="size-4 accent-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              checked={allOnPage}
              onChange={(e) => onSelectAll(e.target.checked)}
              data-testid="select-all"
            />
            {t("list.selectAll")}
          </label>
        )}
      </div>
      <div role="group" aria-label={t("list.viewLabel")} className="flex gap-1">
        <Button
          variant={view === "cards" ? "default" : "outline"}
          size="sm"
          aria-pressed={view === "cards"}
          onClick={() => onView("cards")}
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
          {t("list.cards")}
        </Button>
        <Button
          variant={view === "table" ? "default" : "outline"}
          size="sm"
          aria-pressed={view === "table"}
          onClick={() => onView("table")}
        >
          <Table2 aria-hidden="true" className="size-4" />
          {t("list.table")}
        </Button>
      </div>
    </div>
  );
}

export function ContentList({
  config,
  data,
  view,
  filtered,
  selected,
  actionsOf,
  onCreate,
}: {
  config: EntityConfig;
  data: ContentLoaderData;
  view: ListView;
  filtered: boolean;
  selected: ReadonlySet<number>;
  /** The actions of an item, or nothing when the viewer may not change it. */
  actionsOf: (item: Item) => Partial<ItemActions>;
  onCreate: () => void;
}) {
  const text = config.text;
  const { t } = useTranslation("adminContent");
  return (
    <section aria-label={text.listLabel} data-list={config.key}>
      {data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">
            {data.trash ? t("lifecycle.trashEmpty") : filtered ? text.emptyFiltered : text.empty}
          </p>
          {!filtered && (
            <Button className="mt-4" onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              {text.newButton}
            </Button>
          )}
        </div>
      ) : view === "table" && !data.trash ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <DataTable
            data-testid="content-table"
            caption={text.listLabel}
            columns={[
              <span key="select" className="sr-only">
                {t("list.selectAll")}
              </span>,
              t("list.columns.title"),
              t("list.columns.status"),
              t("list.columns.details"),
              t("list.columns.actions"),
            ]}
            headClassName="bg-slate-50 text-xs font-semibold text-slate-700"
            headCellClassName="p-2 first:w-10"
          >
            {data.items.map((item) => (
              <ItemRow
                key={item.id}
                config={config}
                item={item}
                selected={selected.has(item.id)}
                {...actionsOf(item)}
              />
            ))}
          </DataTable>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.items.map((item) => (
            <ItemCard
              key={item.id}
              config={config}
              item={item}
              timeZone={data.timeZone}
              trash={data.trash}
              selected={selected.has(item.id)}
              {...actionsOf(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
