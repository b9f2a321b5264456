/**
 * Tabs of the design system, after the WAI-ARIA tabs pattern: one tab in the Tab order (the chosen
 * one), arrow keys, Home and End move between tabs and choose them, and the panel is labelled by
 * its tab. Only the chosen panel is rendered. Own code rather than a library's, because the public
 * gallery uses it and every kilobyte counts there. `size="lg"` is the larger look of public pages.
 */
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { cn } from "./cn.ts";

type TabsSize = "default" | "lg";

interface TabsState {
  value: string;
  choose: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

export interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue"> {
  /** The chosen tab when the owner keeps it (with `onValueChange`). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const state: TabsState = {
    value: value ?? own,
    choose: (next) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move to another tab and choose it (automatic activation). */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

/** The look of a tab list; public pages draw their tabs with it too (the gallery's are plain). */
export function tabsListClasses(size: TabsSize = "default", className?: string) {
  return cn(
    "flex-wrap bg-slate-100 dark:bg-slate-800",
    size === "lg"
      ? "mx-auto flex w-fit max-w-full justify-center gap-2 rounded-2xl p-1.5"
      : "inline-flex gap-1 rounded-lg p-1",
    className,
  );
}

/** The look of a tab: `data-state="active"` marks the chosen one. */
export function tabClasses(size: TabsSize = "default", className?: string) {
  return cn(
    "font-medium text-slate-700 transition-colors hover:bg-white/70 dark:text-slate-200",
    size === "lg"
      ? "rounded-xl px-4 py-2 text-sm"
      : "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
    "data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white",
    className,
  );
}

export function TabsList({
  className,
  size = "default",
  ...props
}: ComponentProps<"div"> & { size?: TabsSize }) {
  return (
    <div
      role="tablist"
      onKeyDown={moveBetweenTabs}
      className={tabsListClasses(size, className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  size = "default",
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string; size?: TabsSize }) {
  const { value: chosen, choose, idOf } = useTabs();
  const selected = value === chosen;
  return (
    <button
      type="button"
      role="tab"
      id={idOf("tab", value)}
      aria-selected={selected}
      aria-controls={idOf("panel", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => choose(value)}
      className={tabClasses(size, className)}
      {...props}
    />
  );
}

/** The chosen tab's panel (nothing for the others). */
export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const { value: chosen, idOf } = useTabs();
  if (value !== chosen) return null;
  return (
    <div
      role="tabpanel"
      id={idOf("panel", value)}
      aria-labelledby={idOf("tab", value)}
      tabIndex={0}
      data-state="active"
      className={cn(
        "mt-3 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
        className,
      )}
      {...props}
    />
  );
}
