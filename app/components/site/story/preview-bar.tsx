/** The bar on a preview link's page: this is not published (yet), and what its status is. */
import { Icon } from "~/components/ui/icon.tsx";
import { useTranslation } from "~/i18n/use-translation.ts";

const KNOWN = ["draft", "pending", "scheduled", "published"] as const;

export function PreviewBar({ status }: { status: string }) {
  const { t } = useTranslation("common");
  const known = KNOWN.find((s) => s === status);
  return (
    <aside
      aria-label={t("preview.bar")}
      data-testid="preview-bar"
      className="sticky top-0 z-40 border-b-2 border-amber-500 bg-amber-100 px-4 py-2 text-amber-950"
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Icon name="eye" className="size-4 shrink-0" />
        <strong className="font-semibold">{t("preview.bar")}</strong>
        {known && <span>{t("preview.status", { status: t(`preview.statuses.${known}`) })}</span>}
        <span>{t("preview.note")}</span>
      </p>
    </aside>
  );
}
