/**
 * The fields a content list may be sorted by (`sort`, `dir`: docs/decisions/0015): the dates every
 * item has, its title, its status and its date fields. Each is served by an index (migrations 0001
 * and 0013); anything else is refused with 400 by the service.
 */
import type { EntityDefinition } from "./define.ts";

export type SortDirection = "asc" | "desc";

export function sortableFields(definition: EntityDefinition): string[] {
  const own = Object.entries(definition.fields)
    .filter(([name, f]) => f.kind === "date" || (name === "status" && f.kind === "select"))
    .map(([name]) => name);
  return ["createdAt", "updatedAt", definition.titleField, ...own];
}

/** The value a list's "publish" sets and the one "unpublish" sets, when the entity has one. */
export function publishStates(
  definition: EntityDefinition,
): { field: string; published: string; unpublished: string } | null {
  const filter = definition.publicFilter;
  if (!filter) return null;
  const field = definition.fields[filter.field];
  if (field?.kind !== "select") return null;
  const unpublished =
    field.default !== filter.value
      ? field.default
      : (field.options.find((o) => o !== filter.value) ?? field.default);
  return { field: filter.field, published: filter.value, unpublished };
}
