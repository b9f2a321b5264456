import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { fieldClasses } from "./input.tsx";

export function Textarea({ className, rows, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows ?? 4} className={cn(fieldClasses, "py-2", className)} {...props} />;
}
