/**
 * One implementation of list/get/create/update/delete/restore, configured by an entity definition
 * (core/content). Visitors see only what the definition's public filter allows; who may write what is
 * core/access.ts (an author: their own posts and news, as drafts or pending review). Each part
 * works on the shared context (content-context.ts); every write is recorded once, by
 * content-changes.ts.
 */
import type {
  EntityDefinition,
  EntityOf,
  Fields,
  LocalizedEntityOf,
} from "../../core/content/define.ts";
import type { ContentService } from "../../core/services.ts";
import type { Db } from "../db/index.ts";
import { contentBulk } from "./content-bulk.ts";
import { contentChanges } from "./content-changes.ts";
import {
  type ContentHooks,
  createContentContext,
  type LooseContentService,
} from "./content-context.ts";
import { contentPreview } from "./content-preview.ts";
import { contentQueries } from "./content-queries.ts";
import { contentTrash } from "./content-trash.ts";
import { contentWrites } from "./content-writes.ts";
import { revisionHistory } from "./revision-history.ts";

export function createContentService<F extends Fields>(
  db: Db,
  definition: EntityDefinition<F>,
  hooks: ContentHooks,
): ContentService<EntityOf<EntityDefinition<F>>, LocalizedEntityOf<EntityDefinition<F>>> {
  const ctx = createContentContext(db, definition as unknown as EntityDefinition, hooks);
  const changes = contentChanges(ctx);
  const writes = contentWrites(ctx, changes);
  const service = {
    ...contentQueries(ctx),
    create: writes.create,
    update: (actor, id, input, options) => writes.update(actor, id, input, {}, options),
    ...revisionHistory(ctx, writes),
    ...contentTrash(ctx, changes),
    bulk: contentBulk(ctx, changes),
    ...contentPreview(ctx),
  } satisfies LooseContentService;
  // The parts work on plain rows; the entity's types come from its definition.
  return service as unknown as ContentService<
    EntityOf<EntityDefinition<F>>,
    LocalizedEntityOf<EntityDefinition<F>>
  >;
}
