/**
 * The content screen as the signed-in staff member may use it: the same rules as the server
 * (core/access.ts), read here only to offer nothing it would refuse. An author is offered no status
 * beyond draft and pending (so no publication time), signs with their own name, and gets no edit or
 * delete on items that are not theirs to change; admins and editors sign with theirs by default and
 * may pick another staff member's name or type a guest's.
 */
import {
  BYLINE_FIELD,
  bylineOf,
  mayWriteContent,
  type OwnedItem,
  requireContentWrite,
  writesOwnOnly,
} from "../../../../core/access.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import { publishStates } from "../../../../core/content/sorting.ts";
import type { ContentLoaderData, EntityConfig, FieldDef, Item } from "./types.ts";

/** An item as the access rules see it: its owner and status. */
export const ownedItem = (item: Item): OwnedItem => ({
  ownerId: typeof item.createdBy === "number" ? item.createdBy : null,
  status: String(item.status ?? ""),
});

/** Why the viewer may not edit, trash, restore or purge this item (the server's words), or null. */
export function refusalOf(data: ContentLoaderData, item: Item): string | null {
  try {
    requireContentWrite(data.viewer, data.entity, ownedItem(item));
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
export const mayChange = (data: ContentLoaderData, item: Item) => refusalOf(data, item) === null;

const definitionOf = (entity: ContentLoaderData["entity"]) =>
  ENTITIES[entity] as unknown as EntityDefinition;

/** Whether the list offers bulk publish and unpublish: only to whoever may set both states. */
export function mayBulkPublish(data: ContentLoaderData) {
  const states = data.publishable ? publishStates(definitionOf(data.entity)) : null;
  return (
    states !== null &&
    mayWriteContent(data.viewer, data.entity, null, states.published) &&
    mayWriteContent(data.viewer, data.entity, null, states.unpublished)
  );
}

const scheduleFieldOf = (entity: ContentLoaderData["entity"]) =>
  definitionOf(entity).schedule?.field;

function fieldFor(
  field: FieldDef,
  data: ContentLoaderData,
  byline: EntityConfig["byline"],
): FieldDef | null {
  const { viewer, entity } = data;
  if (field.name === "status" && field.kind === "select") {
    const options = field.options.filter((o) => mayWriteContent(viewer, entity, null, o.value));
    const allowed = options.some((o) => o.value === field.defaultValue);
    return {
      ...field,
      options,
      defaultValue: allowed ? field.defaultValue : (options[0]?.value ?? ""),
    };
  }
  // The publication time only means something to whoever may schedule.
  if (field.name === scheduleFieldOf(entity) && !mayWriteContent(viewer, entity, null, "scheduled"))
    return null;
  if (field.name === BYLINE_FIELD && field.kind === "text") {
    const own = bylineOf(viewer);
    return writesOwnOnly(viewer, entity)
      ? { ...field, readOnly: true, defaultValue: () => own, hint: byline.ownHint }
      : { ...field, defaultValue: () => own, suggestions: data.bylines, hint: byline.pickHint };
  }
  return field;
}

/** The entity's screen configuration with its form fields fitted to the viewer. */
export function configForViewer(config: EntityConfig, data: ContentLoaderData): EntityConfig {
  const fit = (fields: readonly FieldDef[]) =>
    fields.map((f) => fieldFor(f, data, config.byline)).filter((f): f is FieldDef => f !== null);
  return {
    ...config,
    fields: fit(config.fields),
    ...(config.editFields ? { editFields: fit(config.editFields) } : {}),
  };
}
