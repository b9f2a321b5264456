/** An on/off switch (radix Switch: role="switch", Space toggles); label it with <Label htmlFor={id}>. */
import { Switch as RadixSwitch } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, "children">;

export function Switch({ className, ...props }: SwitchProps) {
  return (
    <RadixSwitch.Root
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
        "disabled:cursor-not-allowed data-[state=checked]:bg-slate-900 data-[state=unchecked]:bg-slate-500",
        "dark:data-[state=checked]:bg-slate-100 dark:data-[state=unchecked]:bg-slate-500",
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 dark:bg-slate-900" />
    </RadixSwitch.Root>
  );
}
