/**
 * What a write changed, as a service tells it: inside the write's transaction (`changing`: the CDN
 * purge is queued with the change, so a process that dies after the commit cannot lose it), and
 * once the change is committed (`changed`: the page caches drop what they kept, server/server.ts,
 * and the queued purge is sent, server/cdn/cdn.ts).
 */
import type { QueryExecutorProvider } from "kysely";
import type { EntityName } from "../../core/content/index.ts";

export type SiteChange =
  { kind: "content"; entity: EntityName; ids: number[] } | { kind: "media" } | { kind: "settings" };

/** A change of some items of an entity. */
export const contentChange = (entity: EntityName, ids: number[]): SiteChange => ({
  kind: "content",
  entity,
  ids,
});

export interface SiteChangeHooks {
  /** In the write's transaction `on`, before its commit. */
  changing?: (on: QueryExecutorProvider, change: SiteChange) => Promise<void>;
  /** After the commit. */
  changed?: (change: SiteChange) => void;
}
