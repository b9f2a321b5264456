/** Screen stats of news, programs and gallery (computed in the database) on each engine. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.ts";
import { createServices, type Services } from "../services.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { TEST_ADMIN as admin, TEST_USER as plain } from "../testing/users.ts";

const text = { excerpt: "E", content: "C", author: "A" };

describe.each(await databaseKinds())("content screen stats on %s", (kind) => {
  let database: TestDatabase;
  let s: Services;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    s = createServices(database.db, { adminEmails: [] });
    const news = s.services.newsArticles;
    await news.create(admin, {
      ...text,
      title: "a",
      status: "scheduled",
      views: 10,
      publishAt: "2099-01-01T09:00:00+02:00",
    });
    await news.create(admin, { ...text, title: "b", featured: true, views: 5 });
    const gone = await news.create(admin, { ...text, title: "c", featured: true, views: 100 });
    await news.remove(admin, gone.id);
    const p = { description: "D", longDescription: "L" };
    await s.services.programs.create(admin, {
      ...p,
      title: "p1",
      status: "ongoing",
      currentParticipants: 30,
      budget: 1000,
    });
    await s.services.programs.create(admin, {
      ...p,
      title: "p2",
      currentParticipants: 12,
      budget: 500,
    });
    const g = { src: "/x.png", description: "d" };
    await s.services.galleryItems.create(admin, { ...g, title: "g1", category: "sport" });
    await s.services.galleryItems.create(admin, { ...g, title: "g2", category: "sport" });
    await s.services.galleryItems.create(admin, { ...g, title: "g3", category: "projects" });
    const base = { fileName: "f.png", mimeType: "image/png", uploadedBy: admin.email };
    await s.uploads.record({
      ...base,
      filePath: "1-f.png",
      fileSize: 1000,
      bucketName: "gallery-images",
    });
    await s.uploads.record({
      ...base,
      filePath: "2-f.png",
      fileSize: 500,
      bucketName: "blog-images",
    });
    await database.db
      .insertInto("fileUploads")
      .values({
        ...base,
        filePath: "0-old.png",
        fileSize: 250,
        bucketName: "gallery-images",
        createdAt: "2020-01-15T10:00:00.000Z",
      })
      .execute();
  });
  afterAll(async () => database.cleanup());

  it("news: total, views, scheduled, featured (trash excluded)", async () => {
    expect(await s.services.stats.news(admin)).toEqual({
      totalArticles: 2,
      totalViews: 15,
      scheduled: 1,
      featured: 1,
    });
  });

  it("programs: total, participants, active (ongoing), budget", async () => {
    expect(await s.services.stats.programs(admin)).toEqual({
      totalPrograms: 2,
      totalParticipants: 42,
      activePrograms: 1,
      totalBudget: 1500,
    });
  });

  it("gallery: images, categories in use, this month's gallery uploads, storage", async () => {
    expect(await s.services.stats.gallery(admin)).toEqual({
      totalImages: 3,
      categoriesInUse: 2,
      thisMonth: 1,
      storageBytes: 1750,
    });
    const jan2020 = await s.services.stats.gallery(admin, new Date("2020-01-20T00:00:00Z"));
    expect(jan2020.thisMonth).toBe(2);
  });

  it("refuses visitors and plain users", async () => {
    for (const actor of [null, plain]) {
      for (const call of [
        () => s.services.stats.news(actor),
        () => s.services.stats.programs(actor),
        () => s.services.stats.gallery(actor),
      ]) {
        const err = await call().catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(actor ? 403 : 401);
      }
    }
  });
});
