/** Small building blocks of the content screens (admin only): buttons, badges, dialog shell, switch. */
import { Dialog, Switch as RadixSwitch } from "radix-ui";
import { X } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { common } from "../text/content.ts";
import type { BadgeSpec, BadgeTone, StatCard } from "./types.ts";

const focus =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2";

const VARIANTS = {
  primary: "bg-slate-900 text-white hover:bg-slate-700 disabled:bg-slate-500",
  outline:
    "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-500",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400",
  ghost: "text-slate-800 hover:bg-slate-100",
} as const;

export function buttonClass(variant: keyof typeof VARIANTS = "primary", size: "md" | "sm" = "md") {
  const sizing = size === "sm" ? "h-9 px-3 text-sm" : "h-10 px-4 text-sm";
  return `inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed ${sizing} ${VARIANTS[variant]} ${focus}`;
}

export function Button({
  variant = "primary",
  size = "md",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: "md" | "sm";
}) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

export const inputClass = `block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 ${focus}`;

const TONES: Record<BadgeTone, string> = {
  green: "bg-green-100 text-green-900 border-green-300",
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-300",
  blue: "bg-blue-100 text-blue-900 border-blue-300",
  gray: "bg-slate-100 text-slate-800 border-slate-300",
  red: "bg-red-100 text-red-900 border-red-300",
  purple: "bg-purple-100 text-purple-900 border-purple-300",
};

export function Badge({ label, tone }: BadgeSpec) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}

export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{c.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900" data-stat={c.label}>
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled modal: radix Dialog (focus trap, Esc, returns focus) with a scrollable body. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  wide = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** Actions kept below the scrolling body (so they never cover a field). */
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
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
          className={`fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white text-slate-900 shadow-xl ${wide ? "max-w-3xl" : "max-w-md"}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-4 sm:p-6">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-700">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close className={`rounded-md p-1 text-slate-700 hover:bg-slate-100 ${focus}`}>
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{common.close}</span>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Switch({
  id,
  checked,
  onCheckedChange,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (v: boolean) => void;
  describedBy?: string;
}) {
  return (
    <RadixSwitch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-describedby={describedBy}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors data-[state=checked]:bg-slate-900 ${focus}`}
    >
      <RadixSwitch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-slate-900 transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
