import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export const fieldClasses =
  "w-full rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input type={type ?? "text"} className={cn(fieldClasses, "h-10 py-2", className)} {...props} />
  );
}
