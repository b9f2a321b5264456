/** Reset asks first: an accessible confirmation dialog. */
import { RotateCcw } from "lucide-react";
import { Button, ConfirmDialog } from "../../ui";
import { SETTINGS_TEXT as T } from "../text/settings.ts";

export function ConfirmReset({
  disabled,
  onConfirm,
}: {
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          {T.reset}
        </Button>
      }
      title={T.confirm.title}
      description={T.confirm.body}
      cancelLabel={T.confirm.cancel}
      confirmLabel={T.confirm.confirm}
      onConfirm={onConfirm}
    />
  );
}
