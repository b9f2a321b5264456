import { Icon } from "./icon.tsx";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { fieldClasses } from "./input.tsx";

/** A styled native <select>: accessible and keyboard-usable everywhere. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, "h-10 appearance-none py-2 pr-9", className)} {...props}>
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
