/** Reset asks first: an accessible confirmation dialog. */
import { RotateCcw } from "lucide-react";
import { Button, ConfirmDialog } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";

export function ConfirmReset({
  disabled,
  onConfirm,
}: {
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("adminSettings");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          {t("reset")}
        </Button>
      }
      title={t("confirm.title")}
      description={t("confirm.body")}
      cancelLabel={t("confirm.cancel")}
      confirmLabel={t("confirm.confirm")}
      onConfirm={onConfirm}
    />
  );
}
