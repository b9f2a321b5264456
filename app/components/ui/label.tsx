import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A form label; callers pass htmlFor. */
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      className={cn(
        "text-sm leading-none font-medium text-slate-800 dark:text-slate-200",
        className,
      )}
      {...props}
    />
  );
}
