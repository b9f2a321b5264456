/**
 * Modal dialogs on radix primitives (focus trap, Esc closes, focus returns to the opener):
 * `Dialog` for a titled panel with a scrolling body and a footer of actions, `ConfirmDialog`
 * (an alert dialog) for "are you sure?" questions.
 */
import { Loader2, X } from "lucide-react";
import { AlertDialog, Dialog as RadixDialog } from "radix-ui";
import type { MouseEvent, ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { cn } from "./cn.ts";

const overlay = "fixed inset-0 z-40 bg-slate-950/60";
const panel =
  "fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** Actions kept below the scrolling body (so they never cover a field). */
  footer?: ReactNode;
  /** max-w-3xl (forms) rather than max-w-md. */
  wide?: boolean;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  wide = true,
  closeLabel = "Close",
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          onOpenAutoFocus={(e) => {
            // Start in the first field of the form rather than on the Close button.
            const first = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              "form input:not([type=file]):not([type=hidden]), form textarea, form select",
            );
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          className={cn(panel, "flex max-h-[92vh] flex-col", wide ? "max-w-3xl" : "max-w-md")}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4 sm:p-6 dark:border-slate-800">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {description}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close className={buttonClasses("ghost", "icon", "size-8")}>
              <X aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-6 dark:border-slate-800">
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface ConfirmDialogProps {
  /** Controlled: open while a question is pending. Omit with `trigger` to let radix manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** Closes the dialog unless it calls `event.preventDefault()` (to stay open while busy). */
  onConfirm: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The confirm button's look: `danger` for destructive actions. */
  confirmVariant?: ButtonVariant;
  confirmDisabled?: boolean;
  /** The confirmed action is running: the confirm button spins and cannot be pressed again. */
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  confirmVariant = "danger",
  confirmDisabled,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={cn(panel, "max-w-md p-6")}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(confirmVariant)}
              disabled={confirmDisabled || busy}
              onClick={onConfirm}
            >
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
