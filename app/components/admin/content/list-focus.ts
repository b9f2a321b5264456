/**
 * Focus returns to the item created or saved, or to the next one after a delete: after the new
 * list has rendered and a closing dialog has handed focus back to its trigger.
 */
export function focusListItem(listKey: string, target: { id: number } | { index: number }) {
  window.setTimeout(() => {
    const items = Array.from(
      document.querySelectorAll<HTMLElement>(`[data-list="${listKey}"] [data-item-id]`),
    );
    const element =
      "id" in target
        ? items.find((el) => el.dataset.itemId === String(target.id))
        : items[Math.min(target.index, items.length - 1)];
    element?.focus();
  }, 80);
}
