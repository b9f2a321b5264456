/**
 * The CDN in front of the site, as the rest of the server sees it: which header names a
 * response's cache tags, and the purge queue every committed change feeds. Without CDN_PROVIDER
 * there is neither: pages carry no tag header and changes purge nothing (shared caches keep a page
 * a minute at most).
 */
import type { QueryExecutorProvider } from "kysely";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import type { SiteChange } from "../events/site-change.ts";
import { familyTag, tagsOfChange } from "./cache-tags.ts";
import {
  type CdnConfig,
  createPurgeAdapter,
  TAG_HEADERS,
  tagHeaderValue,
} from "./cdn-providers.ts";
import { createPurgeQueue, insertPurge, type PurgeQueue } from "./purge-queue.ts";

export interface Cdn {
  /** The response header naming what a page at `pathname` shows, from the tags its render read. */
  tagHeader(tags: Iterable<string>, pathname: string): [name: string, value: string];
  purges: PurgeQueue;
  /** Queues the purge of what a change touches, in the change's transaction `on`. */
  changing(on: QueryExecutorProvider, change: SiteChange): Promise<void>;
  /** The change is committed: its purge is sent once it has settled. */
  changed(change: SiteChange): void;
  /** Wakes the background job that sends purges (set once the jobs run). */
  wake: { kick: () => void };
}

export function createCdn(
  db: Db,
  config: CdnConfig,
  options: { log?: Logger; observe?: (result: "done" | "retry" | "failed") => void } = {},
): Cdn | null {
  const adapter = createPurgeAdapter(config);
  if (!adapter) return null;
  const wake = { kick: () => {} };
  const purges = createPurgeQueue(db, adapter, {
    log: options.log,
    observe: options.observe,
    wake: () => wake.kick(),
  });
  const header = TAG_HEADERS[adapter.provider].name;
  return {
    tagHeader: (tags, pathname) => [
      header,
      tagHeaderValue(adapter.provider, [...tags, familyTag(pathname)]),
    ],
    purges,
    changing: (on, change) => insertPurge(on, tagsOfChange(change)),
    changed: () => purges.queued(),
    wake,
  };
}
