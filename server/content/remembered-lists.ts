/**
 * The content lists public pages read (the home's projects, stories and news; the projects, gallery
 * and store pages; the feeds) kept in memory from one render to the next, until the next change.
 *
 * Every visitor of the home page asked the database the same six questions (three lists and their
 * counts) and turned the same rows into the same localized items: a tenth of an uncached render.
 * A visitor's list depends only on the query and the language, and what can change it — a content
 * write, scheduled publishing, a settings change (the default language decides fallbacks) —
 * publishes on the change bus, here and from every other process, as the page cache relies on. So
 * a remembered list is dropped on any change and read afresh by the next page.
 *
 * Only the pages' anonymous reads go through here: staff lists (an actor) and the JSON API read the
 * database every time (the API's news items carry their live view counts, which change without a
 * publication and which no page shows). The lists handed out are shared by concurrent renders:
 * loaders map them into their own data and never change them.
 */
import type { AppServices, ContentService } from "../../core/services.ts";
import type { ChangeBus } from "../events/change-bus.ts";

/** A bound on the remembered lists (queries come from page addresses, which anyone can write). */
const MAX_LISTS = 256;

type ContentKey = "blogPosts" | "newsArticles" | "programs" | "galleryItems" | "storeItems";

/** The services for page loaders: the same, with anonymous content lists remembered. */
export function withRememberedLists(services: AppServices, changes: ChangeBus): AppServices {
  const lists = new Map<string, Promise<unknown>>();
  changes.subscribe(() => lists.clear());

  function remembering<T, L>(entity: ContentKey, service: ContentService<T, L>) {
    const list: ContentService<T, L>["list"] = (actor, query, locale) => {
      if (actor !== null) return service.list(actor, query, locale);
      const key = JSON.stringify([entity, query ?? null, locale ?? null]);
      const known = lists.get(key) as ReturnType<typeof list> | undefined;
      if (known) return known;
      const read = service.list(null, query, locale);
      if (lists.size >= MAX_LISTS) lists.clear();
      lists.set(key, read);
      // A failed read (bad query, database away) is not remembered: the next page asks again.
      read.catch(() => {
        if (lists.get(key) === read) lists.delete(key);
      });
      return read;
    };
    return { ...service, list };
  }

  return {
    ...services,
    blogPosts: remembering("blogPosts", services.blogPosts),
    newsArticles: remembering("newsArticles", services.newsArticles),
    programs: remembering("programs", services.programs),
    galleryItems: remembering("galleryItems", services.galleryItems),
    storeItems: remembering("storeItems", services.storeItems),
  };
}
