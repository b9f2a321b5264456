/**
 * The one content screen (blog, news, programs, store, gallery), configured per entity:
 * server-paginated list, search, category/status filters, stat cards, links to the full-page
 * editor (docs/decisions/0027-full-page-editor.md),
 * delete with Undo (and, where configured, a confirmation first).
 */
import { Plus } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { notify } from "../shell/notify.ts";
import { Pager } from "../shell/pager.tsx";
import { Button, ConfirmDialog } from "../../ui";
import { BulkActionBar, useBulkAction } from "./bulk-action-bar.tsx";
import { Filters, isFiltered } from "./content-filters.tsx";
import { ContentList, type ItemActions, ListToolbar } from "./content-list.tsx";
import { focusListItem } from "./list-focus.ts";
import type { ContentLoaderData, EntityConfig, Item } from "./types.ts";
import { StatCards } from "./ui.tsx";
import { useRefusalText } from "../shell/refusal-text.ts";
import { useContentAction } from "./use-content-action.ts";
import { useListSelection } from "./use-list-selection.ts";
import { useListView } from "./use-list-view.ts";
import { configForViewer, mayChange } from "./viewer-config.ts";

export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before an item goes: to the trash (gallery), or for good (the trash). */
function ConfirmDelete({
  item,
  title,
  forever = false,
  onCancel,
  onConfirm,
}: {
  item: Item | null;
  title: string;
  forever?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("adminContent");
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(o) => !o && onCancel()}
      title={forever ? t("lifecycle.confirmForeverTitle") : t("gallery.confirmTitle")}
      description={
        forever ? t("lifecycle.confirmForeverText", { title }) : t("gallery.confirmText", { title })
      }
      cancelLabel={t("common.cancel")}
      confirmLabel={forever ? t("lifecycle.deleteForever") : t("gallery.confirmDelete")}
      onConfirm={onConfirm}
    />
  );
}

/** The two views of a list: its live items, or its trash. */
function ViewTabs({ trash }: { trash: boolean }) {
  const { t } = useTranslation("adminContent");
  return (
    <nav aria-label={t("lifecycle.viewsLabel")} className="flex gap-1 border-b border-slate-200">
      {[
        { href: "?", label: t("lifecycle.allItems"), current: !trash },
        { href: "?status=trash", label: t("lifecycle.trash"), current: trash },
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
  const text = config.text;
  const { t } = useTranslation("adminContent");
  const refusal = useRefusalText();
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

  const [view, chooseView] = useListView();
  const selection = useListSelection(data.items, changeable);
  const bulk = useBulkAction(config, data, selection.chosen, selection.clear);
  const pageIds = data.items.map((i) => i.id);
  // Each kind of write posts to this route's action (app/lib/content-action.ts); the loaders have
  // revalidated by the time a successful answer arrives.
  const trashAction = useContentAction(config);
  const restoreAction = useContentAction(config);
  const purgeAction = useContentAction(config);

  async function remove(item: Item) {
    const index = pageIds.indexOf(item.id);
    const res = await trashAction({ intent: "trash", id: item.id });
    if (!res.ok) return notify.error(text.deleteFailed, refusal.text(res));
    focusListItem(config.key, { index: Math.max(0, index) });
    notify.success(text.deleted, {
      duration: 10_000,
      action: { label: t("common.undo"), onClick: () => void restore(item) },
    });
  }

  async function restore(item: Item) {
    const res = await restoreAction({ intent: "restore", id: item.id });
    if (res.ok) notify.success(text.restored);
    else notify.error(t("common.restoreFailed"), refusal.text(res));
  }

  async function deleteForever(item: Item) {
    const res = await purgeAction({ intent: "purge", id: item.id });
    if (res.ok) notify.success(t("lifecycle.deletedForever"));
    else notify.error(t("lifecycle.deleteForeverFailed"), refusal.text(res));
  }

  const itemActions = (item: Item): Partial<ItemActions> =>
    changeable(item)
      ? {
          onSelect: (on: boolean) => selection.select(item.id, on),
          onEdit: () => void navigate(`/admin/${config.key}/${item.id}`),
          onDelete: () => (confirmDelete ? setConfirming(item) : void remove(item)),
          onRestore: () => void restore(item),
          onDeleteForever: () => setConfirmingForever(item),
        }
      : {};

  // Items are written on the full-page editor (docs/decisions/0027-full-page-editor.md).
  const openCreate = () => {
    if (!renderCreateDialog) return void navigate(`/admin/${config.key}/new`);
    setCreateKey((k) => k + 1);
    setCreateOpen(true);
  };
  const cards = data.stats && config.statsOf ? config.statsOf(data.stats) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
          <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
        </div>
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {text.newButton}
        </Button>
      </div>

      {cards && <StatCards cards={cards} />}

      <ViewTabs trash={data.trash} />
      {data.trash && <p className="text-sm text-slate-700">{t("lifecycle.trashIntro")}</p>}

      <Filters config={config} data={data} />

      <ListToolbar
        showSelectAll={selection.selectable.length > 0 && !data.trash}
        allOnPage={selection.allOnPage}
        selectAllRef={selection.selectAllRef}
        onSelectAll={selection.selectAll}
        view={view}
        onView={chooseView}
      />

      {selection.chosen.length > 0 && !data.trash && (
        <BulkActionBar
          data={data}
          chosen={selection.chosen}
          busy={bulk.busy}
          onAction={(action) => void bulk.run(action)}
          onClear={selection.clear}
        />
      )}

      <ContentList
        config={config}
        data={data}
        view={view}
        filtered={isFiltered(data)}
        selected={selection.selected}
        actionsOf={itemActions}
        onCreate={openCreate}
      />

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
        forever
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
