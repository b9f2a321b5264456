/** The items ticked in a content list: ids on this page only, among those the viewer may change. */
import { useEffect, useRef, useState } from "react";
import type { Item } from "./types.ts";

export function useListSelection(items: readonly Item[], changeable: (item: Item) => boolean) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectable = items.filter(changeable).map((i) => i.id);
  const chosen = selectable.filter((id) => selected.has(id));
  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = selectable.length > 0 && chosen.length === selectable.length;
  // "Select all" shows a mixed state when only some are ticked (a DOM property, not an attribute).
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = chosen.length > 0 && !allOnPage;
  });
  return {
    selected,
    selectable,
    chosen,
    select,
    allOnPage,
    selectAllRef,
    selectAll: (on: boolean) => setSelected(new Set(on ? selectable : [])),
    clear: () => setSelected(new Set()),
  };
}
