/** Lists stay paginated on the server with 100,000 rows (SQLite). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin } from "../testing/users.ts";

const ROWS = 100_000;
const CATEGORIES = ["Education", "Sports", "Culture", "Youth", "Healthcare", "Volunteers"];
const STATUSES = ["draft", "pending", "published"];

describe("blog list with 100,000 rows", () => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    s = createServices(database.db, { adminEmails: [] });
    const base = Date.UTC(2024, 0, 1);
    const batch = 500; // well under SQLite's bound-parameter limit
    for (let start = 0; start < ROWS; start += batch) {
      const rows = Array.from({ length: batch }, (_, j) => {
        const i = start + j;
        const at = new Date(base + i * 1000).toISOString();
        return {
          title: `Post number ${i}`,
          excerpt: i === 77_777 ? "needle in the haystack" : `Excerpt ${i}`,
          content: "Body",
          author: `Author ${i % 50}`,
          date: at.slice(0, 10),
          category: CATEGORIES[i % CATEGORIES.length],
          image: "/placeholder.svg",
          images: "[]",
          readTime: "5 min read",
          status: STATUSES[i % STATUSES.length],
          createdAt: at,
          updatedAt: at,
        };
      });
      await database.db.insertInto("blogPosts").values(rows).execute();
    }
  }, 240_000);
  afterAll(async () => database.cleanup());

  it("returns the right page and total", async () => {
    const first = await s.services.blogPosts.list(admin, { page: 1, pageSize: 20 });
    expect(first.total).toBe(ROWS);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toBe(`Post number ${ROWS - 1}`);
    const p = await s.services.blogPosts.list(admin, { page: 101, pageSize: 20 });
    expect(p.page).toBe(101);
    expect(p.items.map((x) => x.title)).toEqual(
      Array.from({ length: 20 }, (_, k) => `Post number ${ROWS - 1 - 2000 - k}`),
    );
    const last = await s.services.blogPosts.list(admin, { page: ROWS / 20, pageSize: 20 });
    expect(last.items.at(-1)?.title).toBe("Post number 0");
  });

  it("filters and searches on the server", async () => {
    const sports = await s.services.blogPosts.list(admin, {
      category: "Sports",
      status: "published",
    });
    // i % 6 === 1 and i % 3 === 2 never meet; i % 6 === 5 gives Volunteers. Sports+published: none.
    expect(sports.total).toBe(0);
    const edu = await s.services.blogPosts.list(admin, { category: "Education", status: "draft" });
    expect(edu.total).toBe(Math.ceil(ROWS / 6));
    const found = await s.services.blogPosts.list(admin, { q: "needle" });
    expect(found.total).toBe(1);
    expect(found.items[0].title).toBe("Post number 77777");
    const visitor = await s.services.blogPosts.list(null, { pageSize: 5 });
    expect(visitor.total).toBe(Math.floor(ROWS / 3));
  });
});
