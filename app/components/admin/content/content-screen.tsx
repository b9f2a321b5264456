/**
 * The one content screen (blog, news, programs, store, gallery), configured per entity:
 * server-paginated list, search, category/status filters, stat cards, links to the full-page
 * editor (docs/decisions/0027-full-page-editor.md),
 * delete with Undo (and, where configured, a confirmation first).
 */
import { LayoutGrid, Plus, Search, Table2, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type BulkAction, type BulkResult, PAGE_SIZES } from "../../../../core/schemas.ts";
import { listText } from "../text/media.ts";
import { Link, useNavigate, useSearchParams, useSubmit } from "react-router";
import { common, galleryText, lifecycleText, translationText } from "../text/content.ts";
import { notify } from "../shell/notify.ts";
import { refusedMessage, useContentAction } from "./use-content-action.ts";
import type { ContentLoaderData, EntityConfig, Item } from "./types.ts";
import { Button, buttonClasses, ConfirmDialog } from "../../ui";
import { inputClass, StatCards } from "./ui.tsx";
import { configForViewer, mayBulkPublish, mayChange } from "./viewer-config.ts";
import { Pager } from "../shell/pager.tsx";
import { ItemCard, ItemRow } from "./content-items.tsx";

export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Whether the list is narrowed by a search or a filter (the trash view is not a filter). */
const isFiltered = (data: ContentLoaderData) =>
  Boolean(
    data.filters.q ||
    data.filters.category ||
    (data.filters.status && !data.trash) ||
    data.filters.missing,
  );

function Filters({ config, data }: { config: EntityConfig; data: ContentLoaderData }) {
  const submit = useSubmit();
  // Local copies of the controls, so quick successive changes never use stale URL values;
  // they follow the server's filters whenever those change (navigation, Clear filters).
  const [values, setValues] = useState(data.filters);
  const [seen, setSeen] = useState(data.filters);
  if (JSON.stringify(seen) !== JSON.stringify(data.filters)) {
    setSeen(data.filters);
    setValues(data.filters);
  }
  const go = (next: ContentLoaderData["filters"]) => {
    setValues(next);
    const params = new URLSearchParams();
    for (const key of ["q", "category", "status", "missing", "sort", "dir", "pageSize"] as const) {
      if (next[key].trim()) params.set(key, next[key].trim());
    }
    void submit(params, { method: "get" });
  };
  const t = config.text;
  const filtered = isFiltered(data);
  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        className="flex flex-1 gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go(values);
        }}
      >
        <div className="flex-1">
          <label htmlFor={`${config.key}-q`} className="sr-only">
            {t.searchLabel}
          </label>
          <input
            id={`${config.key}-q`}
            type="search"
            name="q"
            value={values.q}
            onChange={(e) => setValues({ ...values, q: e.target.value })}
            placeholder={t.searchPlaceholder}
            className={`${inputClass} h-10`}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          {common.searchButton}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <div>
          <label
            htmlFor={`${config.key}-category`}
            className="block text-xs font-medium text-slate-700"
          >
            {common.category}
          </label>
          <select
            id={`${config.key}-category`}
            className={`${inputClass} h-10 w-full sm:w-44`}
            value={values.category}
            onChange={(e) => go({ ...values, category: e.target.value })}
          >
            <option value="">{common.allCategories}</option>
            {config.categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {config.statusOptions && !data.trash && (
          <div>
            <label
              htmlFor={`${config.key}-status`}
              className="block text-xs font-medium text-slate-700"
            >
              {common.status}
            </label>
            <select
              id={`${config.key}-status`}
              className={`${inputClass} h-10 w-full sm:w-40`}
              value={values.status}
              onChange={(e) => go({ ...values, status: e.target.value })}
            >
              <option value="">{common.allStatuses}</option>
              {config.statusOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label
            htmlFor={`${config.key}-missing`}
            className="block text-xs font-medium text-slate-700"
          >
            {translationText.filterLabel}
          </label>
          <select
            id={`${config.key}-missing`}
            className={`${inputClass} h-10 w-full sm:w-44`}
            value={values.missing}
            onChange={(e) => go({ ...values, missing: e.target.value })}
          >
            <option value="">{translationText.allLanguages}</option>
            <option value="fr">{translationText.missing.fr}</option>
            <option value="ru">{translationText.missing.ru}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={`${config.key}-sort`}
            className="block text-xs font-medium text-slate-700"
          >
            {listText.sortLabel}
          </label>
          <select
            id={`${config.key}-sort`}
            className={`${inputClass} h-10 w-full sm:w-40`}
            value={values.sort || "createdAt"}
            onChange={(e) =>
              go({
                ...values,
                sort: e.target.value === "createdAt" ? "" : e.target.value,
                // Names read A→Z, dates newest first.
                dir: e.target.value === data.sortFields[2] ? "asc" : "",
              })
            }
          >
            {data.sortFields.map((field) => (
              <option key={field} value={field}>
                {listText.sortFields[field] ?? field}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${config.key}-dir`} className="block text-xs font-medium text-slate-700">
            {listText.directionLabel}
          </label>
          <select
            id={`${config.key}-dir`}
            className={`${inputClass} h-10 w-full sm:w-32`}
            value={values.dir || (values.sort ? "asc" : "desc")}
            onChange={(e) => go({ ...values, dir: e.target.value as "asc" | "desc" })}
          >
            <option value="asc">{listText.ascending}</option>
            <option value="desc">{listText.descending}</option>
          </select>
        </div>
        <div>
          <label
            htmlFor={`${config.key}-page-size`}
            className="block text-xs font-medium text-slate-700"
          >
            {listText.pageSizeLabel}
          </label>
          <select
            id={`${config.key}-page-size`}
            className={`${inputClass} h-10 w-full sm:w-24`}
            value={values.pageSize || String(PAGE_SIZES[0])}
            onChange={(e) =>
              go({
                ...values,
                pageSize: e.target.value === String(PAGE_SIZES[0]) ? "" : e.target.value,
              })
            }
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <Link
            to={data.trash ? "?status=trash" : "?"}
            className={`${buttonClasses("ghost")} col-span-2 self-end`}
          >
            {common.clearFilters}
          </Link>
        )}
      </div>
    </div>
  );
}

const VIEW_KEY = "admin-list-view";
type View = "cards" | "table";
const viewListeners = new Set<() => void>();
function subscribeView(listener: () => void) {
  viewListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    viewListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const storedView = (): View =>
  window.localStorage.getItem(VIEW_KEY) === "table" ? "table" : "cards";

function ConfirmDelete({
  item,
  title,
  onCancel,
  onConfirm,
  texts = {
    title: galleryText.confirmTitle,
    text: galleryText.confirmText,
    action: galleryText.confirmDelete,
  },
}: {
  item: Item | null;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  texts?: { title: string; text: (title: string) => string; action: string };
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(o) => !o && onCancel()}
      title={texts.title}
      description={texts.text(title)}
      cancelLabel={common.cancel}
      confirmLabel={texts.action}
      onConfirm={onConfirm}
    />
  );
}

export function ContentScreen({
  config: entityConfig,
  data,
  confirmDelete = false,
  renderCreateDialog,
}: {
  config: EntityConfig;
  data: ContentLoaderData;
  /** Ask before deleting (gallery). */
  confirmDelete?: boolean;
  /** Replaces the standard create dialog (gallery's multi-upload). */
  renderCreateDialog?: (props: CreateDialogProps) => ReactNode;
}) {
  // The form offers only what the viewer's role may do (core/access.ts, as the server checks it).
  const config = useMemo(() => configForViewer(entityConfig, data), [entityConfig, data]);
  const changeable = (item: Item) => mayChange(data, item);
  const t = config.text;
  const [params, setParams] = useSearchParams();
  const [createOpen, setCreateOpen] = useState(false);
  const [createKey, setCreateKey] = useState(0);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Item | null>(null);
  const [confirmingForever, setConfirmingForever] = useState<Item | null>(null);

  // Dashboard quick actions link here with ?new=1: a screen with its own create dialog (the
  // gallery's upload) opens it at once; the others' loaders send ?new=1 to the editor page.
  const wantsNew = params.get("new") === "1";
  const setCreate = (open: boolean) => {
    setCreateOpen(open);
    if (!open && wantsNew) {
      const next = new URLSearchParams(params);
      next.delete("new");
      setParams(next, { replace: true, preventScrollReset: true });
    }
  };

  // Cards or a compact table, remembered in this browser.
  const view = useSyncExternalStore(subscribeView, storedView, () => "cards" as View);
  const chooseView = (next: View) => {
    window.localStorage.setItem(VIEW_KEY, next);
    viewListeners.forEach((listener) => listener());
  };

  // Selection: ids on this page only.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pageIds = data.items.map((i) => i.id);
  const selectable = data.items.filter(changeable).map((i) => i.id);
  const chosen = selectable.filter((id) => selected.has(id));
  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = selectable.length > 0 && chosen.length === selectable.length;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = chosen.length > 0 && !allOnPage;
  });
  // Each kind of write posts to this route's action (app/lib/content-action.ts); the loaders have
  // revalidated by the time a successful answer arrives.
  const bulkAction = useContentAction<BulkResult>(config);
  const trashAction = useContentAction(config);
  const restoreAction = useContentAction(config);
  const purgeAction = useContentAction(config);
  const [bulkBusy, setBulkBusy] = useState(false);
  async function bulk(action: BulkAction) {
    setBulkBusy(true);
    const res = await bulkAction({ intent: "bulk", input: { action, ids: chosen } });
    setBulkBusy(false);
    if (!res.ok) return notify.error(listText.bulkFailed, refusedMessage(res));
    notify.success(listText.bulkDone(listText[action], res.done.length));
    setSelected(new Set());
    focusLater({ index: Math.max(0, pageIds.indexOf(chosen[0] ?? 0)) });
  }

  // Focus returns to the item created or saved, or to the next one after a delete.
  // After the new list has rendered and a closing dialog has handed focus back to its trigger.
  const focusLater = (target: { id: number } | { index: number }) =>
    window.setTimeout(() => {
      const items = Array.from(
        document.querySelectorAll<HTMLElement>(`[data-list="${config.key}"] [data-item-id]`),
      );
      const element =
        "id" in target
          ? items.find((el) => el.dataset.itemId === String(target.id))
          : items[Math.min(target.index, items.length - 1)];
      element?.focus();
    }, 80);

  async function remove(item: Item) {
    const index = pageIds.indexOf(item.id);
    const res = await trashAction({ intent: "trash", id: item.id });
    if (!res.ok) return notify.error(t.deleteFailed, refusedMessage(res));
    focusLater({ index: Math.max(0, index) });
    notify.success(t.deleted, {
      duration: 10_000,
      action: { label: common.undo, onClick: () => void restore(item) },
    });
  }

  async function restore(item: Item) {
    const res = await restoreAction({ intent: "restore", id: item.id });
    if (res.ok) notify.success(common.restored(t.noun));
    else notify.error(common.restoreFailed, refusedMessage(res));
  }

  async function deleteForever(item: Item) {
    const res = await purgeAction({ intent: "purge", id: item.id });
    if (res.ok) notify.success(lifecycleText.deletedForever);
    else notify.error(lifecycleText.deleteForeverFailed, refusedMessage(res));
  }

  /** What the viewer may do to an item they may change. */
  const itemActions = (item: Item) => ({
    onSelect: (on: boolean) => select(item.id, on),
    onEdit: () => void navigate(`/admin/${config.key}/${item.id}`),
    onDelete: () => (confirmDelete ? setConfirming(item) : void remove(item)),
    onRestore: () => void restore(item),
    onDeleteForever: () => setConfirmingForever(item),
  });

  // Items are written on the full-page editor (docs/decisions/0027-full-page-editor.md).
  const openCreate = () => {
    if (!renderCreateDialog) return void navigate(`/admin/${config.key}/new`);
    setCreateKey((k) => k + 1);
    setCreateOpen(true);
  };
  const filtered = isFiltered(data);
  const cards = data.stats && config.statsOf ? config.statsOf(data.stats) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
          <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {t.newButton}
        </Button>
      </div>

      {cards && <StatCards cards={cards} />}

      <nav aria-label={lifecycleText.viewsLabel} className="flex gap-1 border-b border-slate-200">
        {[
          { href: "?", label: lifecycleText.allItems, current: !data.trash },
          { href: "?status=trash", label: lifecycleText.trash, current: data.trash },
        ].map((view) => (
          <Link
            key={view.href}
            to={view.href}
            aria-current={view.current ? "page" : undefined}
            className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
              view.current
                ? "border-blue-700 text-blue-900"
                : "border-transparent text-slate-700 hover:text-slate-900"
            }`}
          >
            {view.label}
          </Link>
        ))}
      </nav>
      {data.trash && <p className="text-sm text-slate-700">{lifecycleText.trashIntro}</p>}

      <Filters config={config} data={data} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          {selectable.length > 0 && !data.trash && (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                ref={selectAllRef}
                type="checkbox"
                className="size-4 accent-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
                checked={allOnPage}
                onChange={(e) => setSelected(new Set(e.target.checked ? selectable : []))}
                data-testid="select-all"
              />
              {listText.selectAll}
            </label>
          )}
        </div>
        <div role="group" aria-label={listText.viewLabel} className="flex gap-1">
          <Button
            variant={view === "cards" ? "default" : "outline"}
            size="sm"
            aria-pressed={view === "cards"}
            onClick={() => chooseView("cards")}
          >
            <LayoutGrid aria-hidden="true" className="size-4" />
            {listText.cards}
          </Button>
          <Button
            variant={view === "table" ? "default" : "outline"}
            size="sm"
            aria-pressed={view === "table"}
            onClick={() => chooseView("table")}
          >
            <Table2 aria-hidden="true" className="size-4" />
            {listText.table}
          </Button>
        </div>
      </div>

      {chosen.length > 0 && !data.trash && (
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
              <Button
                size="sm"
                variant="outline"
                disabled={bulkBusy}
                onClick={() => void bulk("publish")}
              >
                {listText.publish}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={bulkBusy}
                onClick={() => void bulk("unpublish")}
              >
                {listText.unpublish}
              </Button>
            </>
          )}
          <Button size="sm" variant="danger" disabled={bulkBusy} onClick={() => void bulk("trash")}>
            <Trash2 aria-hidden="true" className="size-4" />
            {listText.trash}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={bulkBusy}
            onClick={() => setSelected(new Set())}
          >
            {listText.clearSelection}
          </Button>
        </div>
      )}

      <section aria-label={t.listLabel} data-list={config.key}>
        {data.items.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
            <p className="text-slate-700">
              {data.trash ? lifecycleText.trashEmpty : filtered ? t.emptyFiltered : t.empty}
            </p>
            {!filtered && (
              <Button className="mt-4" onClick={openCreate}>
                <Plus aria-hidden="true" className="size-4" />
                {t.newButton}
              </Button>
            )}
          </div>
        ) : view === "table" && !data.trash ? (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm" data-testid="content-table">
              <caption className="sr-only">{t.listLabel}</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700">
                <tr>
                  <th scope="col" className="w-10 p-2">
                    <span className="sr-only">{listText.selectAll}</span>
                  </th>
                  <th scope="col" className="p-2">
                    {listText.columns.title}
                  </th>
                  <th scope="col" className="p-2">
                    {listText.columns.status}
                  </th>
                  <th scope="col" className="p-2">
                    {listText.columns.details}
                  </th>
                  <th scope="col" className="p-2">
                    {listText.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <ItemRow
                    key={item.id}
                    config={config}
                    item={item}
                    selected={selected.has(item.id)}
                    {...(changeable(item) ? itemActions(item) : {})}
                  />
                ))}
              </tbody>
            </table>
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
                {...(changeable(item) ? itemActions(item) : {})}
              />
            ))}
          </ul>
        )}
      </section>

      {data.total > 0 && (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} drop={["new"]} />
      )}

      {renderCreateDialog ? (
        <div key={createKey}>
          {renderCreateDialog({
            open: createOpen || wantsNew,
            onOpenChange: setCreate,
          })}
        </div>
      ) : null}
      <ConfirmDelete
        item={confirming}
        title={confirming ? config.titleOf(confirming) : ""}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const item = confirming;
          setConfirming(null);
          if (item) void remove(item);
        }}
      />
      <ConfirmDelete
        item={confirmingForever}
        title={confirmingForever ? config.titleOf(confirmingForever) : ""}
        texts={{
          title: lifecycleText.confirmForeverTitle,
          text: lifecycleText.confirmForeverText,
          action: lifecycleText.deleteForever,
        }}
        onCancel={() => setConfirmingForever(null)}
        onConfirm={() => {
          const item = confirmingForever;
          setConfirmingForever(null);
          if (item) void deleteForever(item);
        }}
      />
    </div>
  );
}
