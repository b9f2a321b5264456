import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, PLACEHOLDER_IMAGE } from "../../core/constants.ts";
import { AppError } from "../../core/errors.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin, TEST_USER as plain } from "../testing/users.ts";

async function expectAppError(promise: Promise<unknown>, status: number, message?: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(status);
  if (message) expect((err as AppError).message).toBe(message);
  return err as AppError;
}

const post = (over: Record<string, unknown> = {}) => ({
  title: "A title",
  excerpt: "An excerpt",
  content: "Some content",
  author: "Ama",
  ...over,
});

describe.each(await databaseKinds())("content services on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
  });
  afterAll(async () => database.cleanup());

  it("applies the default values on create", async () => {
    const created = await s.services.blogPosts.create(admin, post());
    expect(created).toMatchObject({
      status: "draft",
      category: "Education",
      readTime: "5 min read",
      image: PLACEHOLDER_IMAGE,
      images: [],
    });
    expect(created.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const news = await s.services.newsArticles.create(admin, post());
    expect(news).toMatchObject({
      status: "draft",
      category: "announcement",
      featured: false,
      views: 0,
    });
    expect(news.publishDate).toBe(new Date().toISOString().slice(0, 10));
    const program = await s.services.programs.create(admin, {
      title: "P",
      description: "D",
      longDescription: "L",
      maxParticipants: "12",
    });
    expect(program).toMatchObject({
      status: "upcoming",
      category: "education",
      fundingStatus: "seeking",
      maxParticipants: 12,
      budget: 0,
      requirements: { en: [], fr: [], ru: [] },
    });
  });

  it("refuses a create with a missing required field and writes nothing", async () => {
    const before = (await s.services.blogPosts.list(admin)).total;
    const err = await expectAppError(
      s.services.blogPosts.create(admin, post({ title: "  " })),
      400,
      MESSAGES.requiredFields,
    );
    // The required rule is English's; the field error names the language.
    expect(err.fields).toHaveProperty(["title.en"]);
    expect((await s.services.blogPosts.list(admin)).total).toBe(before);
    await expectAppError(
      s.services.programs.create(admin, { title: "x", description: "y" }),
      400,
      MESSAGES.requiredFields,
    );
  });

  it("refuses values outside the allowed statuses and categories", async () => {
    await expectAppError(s.services.blogPosts.create(admin, post({ status: "live" })), 400);
    await expectAppError(s.services.newsArticles.create(admin, post({ category: "gossip" })), 400);
    await expectAppError(
      s.services.programs.create(admin, {
        title: "x",
        description: "y",
        longDescription: "z",
        budget: -5,
      }),
      400,
    );
  });

  it("lets only admins write", async () => {
    await expectAppError(s.services.blogPosts.create(null, post()), 401);
    await expectAppError(s.services.blogPosts.create(plain, post()), 403);
    const p = await s.services.blogPosts.create(admin, post());
    await expectAppError(s.services.blogPosts.update(plain, p.id, { title: "hacked" }), 403);
    await expectAppError(s.services.blogPosts.remove(null, p.id), 401);
    expect((await s.services.blogPosts.get(admin, p.id)).title).toBe("A title");
  });

  it("shows visitors only published posts, newest first, paginated", async () => {
    for (let i = 0; i < 5; i++) {
      await s.services.blogPosts.create(
        admin,
        post({ title: `Published ${i}`, status: "published", category: "Sports" }),
      );
    }
    const draft = await s.services.blogPosts.create(admin, post({ title: "Secret draft" }));
    const page1 = await s.services.blogPosts.list(null, { pageSize: 2, page: 1 });
    expect(page1.items.map((p) => p.title)).toEqual(["Published 4", "Published 3"]);
    expect(page1.total).toBe(5);
    const page3 = await s.services.blogPosts.list(null, { pageSize: 2, page: 3 });
    expect(page3.items.map((p) => p.title)).toEqual(["Published 0"]);
    expect(
      (await s.services.blogPosts.list(plain, { pageSize: 100 })).items.every(
        (p) => p.status === "published",
      ),
    ).toBe(true);
    await expectAppError(s.services.blogPosts.get(null, draft.id), 404);
    const all = await s.services.blogPosts.list(admin, { pageSize: 100 });
    expect(all.items.some((p) => p.title === "Secret draft")).toBe(true);
  });

  it("filters by status and category and searches title, excerpt and author", async () => {
    await s.services.blogPosts.create(
      admin,
      post({ title: "Football camp", author: "Kofi Mensah", category: "Youth", status: "pending" }),
    );
    await s.services.blogPosts.create(
      admin,
      post({ title: "Other", excerpt: "about 100% of profits", category: "Youth" }),
    );
    expect(
      (await s.services.blogPosts.list(admin, { status: "pending" })).items.map((p) => p.title),
    ).toEqual(["Football camp"]);
    expect((await s.services.blogPosts.list(admin, { category: "Youth" })).total).toBe(2);
    expect((await s.services.blogPosts.list(admin, { q: "FOOTBALL" })).total).toBe(1);
    expect((await s.services.blogPosts.list(admin, { q: "mensah" })).total).toBe(1);
    expect((await s.services.blogPosts.list(admin, { q: "100%" })).total).toBe(1);
    // Wildcards are literal: "%" alone matches only texts that contain a percent sign.
    expect((await s.services.blogPosts.list(admin, { q: "%" })).total).toBe(1);
    expect((await s.services.blogPosts.list(admin, { category: "Nope" })).total).toBe(0);
    expect((await s.services.blogPosts.list(admin, { q: "' or 1=1 --" })).total).toBe(0);
    await expectAppError(s.services.blogPosts.list(admin, { pageSize: 1000 }), 400);
  });

  it("updates partially, and a delete goes to the trash and can be undone", async () => {
    const p = await s.services.blogPosts.create(admin, post({ status: "published" }));
    const updated = await s.services.blogPosts.update(admin, p.id, { title: "Renamed" });
    expect(updated).toMatchObject({
      title: { en: "Renamed" },
      excerpt: { en: "An excerpt" },
      status: "published",
    });
    await s.services.blogPosts.remove(admin, p.id);
    await expectAppError(s.services.blogPosts.get(admin, p.id), 404);
    await expectAppError(s.services.blogPosts.update(admin, p.id, { title: "x" }), 404);
    const restored = await s.services.blogPosts.restore(admin, p.id);
    expect(restored.title.en).toBe("Renamed");
    expect((await s.services.blogPosts.get(null, p.id)).title).toBe("Renamed");
    await expectAppError(s.services.blogPosts.remove(admin, 999999), 404);
  });

  it("keeps booleans and lists intact across the round trip", async () => {
    const n = await s.services.newsArticles.create(
      admin,
      post({ featured: true, status: "published" }),
    );
    expect((await s.services.newsArticles.get(null, n.id)).featured).toBe(true);
    const pr = await s.services.programs.create(admin, {
      title: "P",
      description: "D",
      longDescription: "L",
      requirements: ["a", "b"],
      objectives: ["c"],
    });
    expect(await s.services.programs.get(null, pr.id)).toMatchObject({
      requirements: ["a", "b"],
      objectives: ["c"],
    });
    const item = await s.services.storeItems.create(admin, {
      name: "Cap",
      price: 12.5,
      featured: true,
      status: "inactive",
    });
    await expectAppError(s.services.storeItems.get(null, item.id), 404);
    expect((await s.services.storeItems.get(admin, item.id)).featured).toBe(true);
  });

  it("counts dashboard stats from the database", async () => {
    await expectAppError(s.services.stats.dashboard(null), 401);
    const before = await s.services.stats.dashboard(admin);
    await s.services.programs.create(admin, {
      title: "P",
      description: "D",
      longDescription: "L",
      status: "ongoing",
    });
    await s.services.newsArticles.create(admin, post({ status: "published", views: 7 }));
    const after = await s.services.stats.dashboard(admin);
    expect(after.totalPrograms).toBe(before.totalPrograms + 1);
    expect(after.activePrograms).toBe(before.activePrograms + 1);
    expect(after.publishedNews).toBe(before.publishedNews + 1);
    expect(after.totalViews).toBe(before.totalViews + 7);
  });
});
