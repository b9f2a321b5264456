/** Reset asks first (SPEC §5): an accessible confirmation dialog. */
import { AlertDialog } from "radix-ui";
import { RotateCcw } from "lucide-react";
import { Button, buttonClasses } from "../../ui";
import { SETTINGS_TEXT as T } from "../text/settings.ts";

export function ConfirmReset({
  disabled,
  onConfirm,
}: {
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          {T.reset}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-lg dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">{T.confirm.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {T.confirm.body}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>
              {T.confirm.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex h-10 items-center justify-center rounded-md bg-red-700 px-4 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
              onClick={onConfirm}
            >
              {T.confirm.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
