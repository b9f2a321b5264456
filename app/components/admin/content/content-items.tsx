/** One content item in the admin list: a card (grid view) or a table row, with its buttons. */
import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { LOCALES, type Locale, PLACEHOLDER_IMAGE } from "../../../../core/constants.ts";
import { labelPrefix } from "../../../../core/typography.ts";
import { formatDateTimeIn } from "../shell/admin-format.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { ContentT } from "./item-format.ts";
import { PreviewButton } from "./preview-button.tsx";
import type { EntityConfig, Item } from "./types.ts";
import { Badge, Button } from "../../ui";

/** Which languages of the item are complete (every text English has is given). */
function TranslationBadges({ item }: { item: Item }) {
  const { t } = useTranslation("adminContent");
  const pageLocale = usePageLocale();
  const status = item.translations as Partial<Record<Locale, boolean>> | undefined;
  if (!status) return null;
  return (
    <p className="flex gap-1.5" data-testid="translation-badges">
      <span className="sr-only">{labelPrefix(t("translation.badgesLabel"), pageLocale)}</span>
      {LOCALES.map((locale) => (
        <span
          key={locale}
          className={
            status[locale]
              ? "rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900"
              : "rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-800 line-through"
          }
          data-locale={locale}
          data-complete={status[locale] ? "true" : "false"}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="sr-only">
            {labelPrefix(t(`translation.languageNames.${locale}`), pageLocale)}
            {status[locale] ? t("translation.complete") : t("translation.incomplete")}
            {locale === "ru" ? "" : ", "}
          </span>
        </span>
      ))}
    </p>
  );
}

/** Edit, delete (and selection) only when the viewer may change the item (viewer-config.ts). */
interface ItemProps {
  config: EntityConfig;
  item: Item;
  selected: boolean;
  onSelect?: (selected: boolean) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A card also knows the site's timezone (publication times) and whether it sits in the trash. */
interface CardProps extends ItemProps {
  timeZone: string;
  trash: boolean;
  onRestore?: () => void;
  onDeleteForever?: () => void;
}

function SelectBox({
  item,
  title,
  selected,
  onSelect,
}: Pick<ItemProps, "item" | "selected" | "onSelect"> & { title: string }) {
  const { t } = useTranslation("adminContent");
  if (!onSelect) return null;
  return (
    <input
      type="checkbox"
      className="size-4 accent-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      checked={selected}
      onChange={(e) => onSelect(e.target.checked)}
      aria-label={t("list.selectItem", { title })}
      data-testid={`select-${item.id}`}
    />
  );
}

/** One button of an item (Edit, Delete, Restore, Delete forever): shown only with its handler. */
interface ItemButton {
  label: string;
  ariaLabel: string;
  icon: typeof Pencil;
  onClick?: () => void;
  danger?: boolean;
}

/** An item's buttons; `labelled` (cards) shows their words beside the icons. */
function ItemButtons({ buttons, labelled = false }: { buttons: ItemButton[]; labelled?: boolean }) {
  return buttons.map(({ label, ariaLabel, icon: Icon, onClick, danger }) =>
    onClick ? (
      <Button
        key={label}
        variant={labelled ? "outline" : "ghost"}
        size="sm"
        onClick={onClick}
        aria-label={ariaLabel}
        className={danger ? "text-red-800" : undefined}
      >
        <Icon aria-hidden="true" className="size-4" />
        {labelled && label}
      </Button>
    ) : null,
  );
}

/** A button of an item: its words, the same words naming the item, its icon and its handler. */
const itemButton = (
  label: string,
  ariaLabel: string,
  icon: typeof Pencil,
  onClick: (() => void) | undefined,
  danger = false,
): ItemButton => ({ label, ariaLabel, icon, onClick, danger });

type Handlers = Pick<ItemProps, "onEdit" | "onDelete"> &
  Pick<CardProps, "onRestore" | "onDeleteForever">;

/**
 * An item's two buttons, each only when the viewer may: Edit and Delete, or in the trash Restore
 * and Delete forever.
 */
function itemButtons(t: ContentT, title: string, on: Handlers, trash = false): ItemButton[] {
  return trash
    ? [
        itemButton(
          t("lifecycle.restore"),
          t("lifecycle.restoreLabel", { title }),
          RotateCcw,
          on.onRestore,
        ),
        itemButton(
          t("lifecycle.deleteForever"),
          t("lifecycle.deleteForeverLabel", { title }),
          Trash2,
          on.onDeleteForever,
          true,
        ),
      ]
    : [
        itemButton(t("common.edit"), t("common.editItem", { title }), Pencil, on.onEdit),
        itemButton(
          t("common.delete"),
          t("common.deleteItem", { title }),
          Trash2,
          on.onDelete,
          true,
        ),
      ];
}

/** The item's title, marked with its language when it is the English fallback of another page. */
function ItemTitle({ config, item }: { config: EntityConfig; item: Item }) {
  const lang = config.titleLang(item);
  const title = config.titleOf(item);
  return lang === usePageLocale() ? title : <span lang={lang}>{title}</span>;
}

export function ItemCard({
  config,
  item,
  selected,
  onSelect,
  timeZone,
  trash,
  onEdit,
  onDelete,
  onRestore,
  onDeleteForever,
}: CardProps) {
  const { t } = useTranslation("adminContent");
  const pageLocale = usePageLocale();
  const title = config.titleOf(item);
  const image = config.imageOf?.(item) || PLACEHOLDER_IMAGE;
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      data-item-id={item.id}
      tabIndex={-1}
    >
      {trash || !onSelect ? null : (
        <div className="absolute left-2 top-2 rounded bg-white/90 p-1.5 shadow">
          <SelectBox item={item} title={title} selected={selected} onSelect={onSelect} />
        </div>
      )}
      <img
        src={image}
        alt={title}
        width={400}
        height={225}
        loading="lazy"
        className="aspect-video w-full bg-slate-100 object-cover"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
            e.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          {config.badgesOf(item).map((b) => (
            <Badge key={b.label} tone={b.tone}>
              {b.label}
            </Badge>
          ))}
        </div>
        <h3 className="font-semibold leading-snug text-slate-900">
          <ItemTitle config={config} item={item} />
        </h3>
        <TranslationBadges item={item} />
        <p className="text-sm text-slate-700">{config.metaOf(item).filter(Boolean).join(" · ")}</p>
        {item.status === "scheduled" && typeof item.publishAt === "string" && item.publishAt && (
          <p className="text-sm font-medium text-blue-900" data-testid="scheduled-for">
            {t("lifecycle.scheduledFor", {
              when: `${formatDateTimeIn(item.publishAt, pageLocale, timeZone)} (${timeZone})`,
            })}
          </p>
        )}
        {trash && typeof item.deletedAt === "string" && (
          <p className="text-sm text-slate-700">
            {t("lifecycle.deletedOn", {
              when: formatDateTimeIn(item.deletedAt, pageLocale, timeZone),
            })}
          </p>
        )}
        {trash ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <ItemButtons
              labelled
              buttons={itemButtons(t, title, { onRestore, onDeleteForever }, true)}
            />
          </div>
        ) : (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <PreviewButton config={config} item={item} />
            <ItemButtons labelled buttons={itemButtons(t, title, { onEdit, onDelete })} />
          </div>
        )}
      </div>
    </li>
  );
}

export function ItemRow({ config, item, selected, onSelect, onEdit, onDelete }: ItemProps) {
  const { t } = useTranslation("adminContent");
  const title = config.titleOf(item);
  return (
    <tr
      className="border-t border-slate-200 align-top focus-visible:outline-2 focus-visible:outline-sky-600"
      data-item-id={item.id}
      tabIndex={-1}
    >
      <td className="p-2">
        <SelectBox item={item} title={title} selected={selected} onSelect={onSelect} />
      </td>
      <th scope="row" className="p-2 text-left font-medium text-slate-900">
        <ItemTitle config={config} item={item} />
      </th>
      <td className="p-2">
        <div className="flex flex-wrap gap-1">
          {config.badgesOf(item).map((b) => (
            <Badge key={b.label} tone={b.tone}>
              {b.label}
            </Badge>
          ))}
        </div>
      </td>
      <td className="p-2 text-slate-700">{config.metaOf(item).filter(Boolean).join(" · ")}</td>
      <td className="p-2">
        <div className="flex gap-1">
          <ItemButtons buttons={itemButtons(t, title, { onEdit, onDelete })} />
        </div>
      </td>
    </tr>
  );
}
