/** The pages' anonymous content lists are remembered until the next change, never past it. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices, User } from "../../core/services.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";
import { withRememberedLists } from "./remembered-lists.ts";

const story = (title: string) => ({
  title,
  excerpt: "An excerpt",
  content: "Some content",
  author: "Ama",
  status: "published",
});

describe.each(await databaseKinds())("remembered page lists on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  let pages: AppServices;
  const titles = async (actor: User | null = null) =>
    (await pages.blogPosts.list(actor, { pageSize: 50 }, "en")).items.map((p) => p.title);
  /** A change nobody announces (as if written behind the site's back). */
  const renameSilently = (id: number, title: string) =>
    sql`update blog_posts set title = ${title} where id = ${id}`.execute(database.db);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
    pages = withRememberedLists(s.services, s.changes);
  });
  afterAll(async () => database.cleanup());

  it("reads a list once, and afresh after any change is published", async () => {
    const first = await s.services.blogPosts.create(admin, story("First"));
    expect(await titles()).toEqual(["First"]);
    await renameSilently(first.id, "Renamed quietly");
    expect(await titles()).toEqual(["First"]);

    // A publication through the services announces itself: the next page sees both stories.
    await s.services.blogPosts.create(admin, story("Second"));
    expect((await titles()).sort()).toEqual(["Renamed quietly", "Second"]);

    // So does a change of settings (the default language decides the fallbacks).
    await renameSilently(first.id, "Renamed again");
    s.changes.publish("settings");
    expect(await titles()).toContain("Renamed again");
  });

  it("keeps each query and language apart, and leaves staff reads to the database", async () => {
    const post = await s.services.blogPosts.create(admin, story("Apart"));
    const french = await pages.blogPosts.list(null, { pageSize: 50 }, "fr");
    const firstOnly = await pages.blogPosts.list(null, { pageSize: 1 }, "en");
    expect(french.items.map((p) => p.title)).toContain("Apart");
    expect(firstOnly.items).toHaveLength(1);
    expect(await titles()).toContain("Apart");

    await renameSilently(post.id, "Seen by staff at once");
    expect(await titles(admin)).toContain("Seen by staff at once");
    expect(await titles()).toContain("Apart");
  });

  it("does not remember a refused query", async () => {
    const bad = () => pages.blogPosts.list(null, { pageSize: -1 }, "en");
    await expect(bad()).rejects.toMatchObject({ status: 400 });
    await expect(bad()).rejects.toMatchObject({ status: 400 });
  });
});
