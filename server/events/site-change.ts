/**
 * What a write changed, as a service tells it once the change is committed: the page caches drop
 * what they kept (server/server.ts) and the CDN is purged of the responses that showed it
 * (server/cdn/cache-tags.ts).
 */
import type { EntityName } from "../../core/content/index.ts";

export type SiteChange =
  { kind: "content"; entity: EntityName; ids: number[] } | { kind: "media" } | { kind: "settings" };
