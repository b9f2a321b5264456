/**
 * A modal over the page, built on the browser's own <dialog> (showModal): the page behind is inert,
 * focus stays inside, Escape closes and the page does not scroll meanwhile (app.css), with none of
 * a dialog library's script on the public pages. Tab cycles through the dialog's controls.
 * Closing by Escape, by a click on the backdrop or by a `ModalClose` button asks the owner to close
 * (`onClose`), which sets `open` to false.
 */
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  type ReactNode,
} from "react";
import { keepFocusInside } from "../../enhance/modal.ts";
import { cn } from "./cn.ts";

const CloseContext = createContext<() => void>(() => {});

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the dialog has closed: where focus goes (the browser's default is the opener). */
  onClosed?: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy?: string;
  describedBy?: string;
  /** The panel's classes; the backdrop is `backdropClassName` (a Tailwind `backdrop:` class). */
  className?: string;
  backdropClassName?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  "data-testid"?: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  onClosed,
  labelledBy,
  describedBy,
  className,
  backdropClassName = "backdrop:bg-slate-950/70",
  onKeyDown,
  children,
  ...rest
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Whether the press that ends in a click began on the backdrop too. */
  const pressedOnBackdrop = useRef(false);
  const notifyClosed = useEffectEvent(() => onClosed?.());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      notifyClosed();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape: the owner closes it (through `open`), so React and the element agree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself, outside the panel. Only a press that
      // began there too closes it: selecting text in the panel and letting go over the backdrop
      // also makes a click on the <dialog>.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
      onKeyDown={(event) => {
        keepFocusInside(event.currentTarget, event.nativeEvent);
        onKeyDown?.(event);
      }}
      className={cn(
        // The element spans the viewport (the backdrop's clicks land on it); the panel is inside.
        "m-0 h-full max-h-none w-full max-w-none border-0 bg-transparent p-0 text-inherit",
        backdropClassName,
      )}
      {...rest}
    >
      {open ? (
        <div className={className}>
          <CloseContext value={onClose}>{children}</CloseContext>
        </div>
      ) : null}
    </dialog>
  );
}

/** A button inside a `ModalDialog` that closes it. */
export function ModalClose(props: Omit<React.ComponentProps<"button">, "onClick" | "type">) {
  const close = useContext(CloseContext);
  return <button type="button" onClick={close} {...props} />;
}
