import type { Insertable, Selectable } from "kysely";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { ENTITIES } from "../../core/content/index.ts";
import { defineEntity } from "../../core/content/define.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { expectedColumns, fieldColumns, tableOf, type TableOf } from "./entity-tables.ts";
import type { Database } from "./schema.ts";
import { diffSchema, liveColumns } from "./schema-diff.ts";

describe("TableOf (types)", () => {
  it("makes every field a column, localized ones in each language, with its stored type", () => {
    type News = Selectable<Database["newsArticles"]>;
    expectTypeOf<News["title"]>().toEqualTypeOf<string>();
    expectTypeOf<News["titleFr"]>().toEqualTypeOf<string>();
    expectTypeOf<News["seoDescriptionRu"]>().toEqualTypeOf<string>();
    expectTypeOf<News["views"]>().toEqualTypeOf<number>();
    expectTypeOf<News["featured"]>().toEqualTypeOf<number | boolean>();
    expectTypeOf<News["publishAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<News["createdBy"]>().toEqualTypeOf<number | null>();
    expectTypeOf<News["deletedAt"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<Database["programs"]>["longDescriptionFr"]>().toEqualTypeOf<string>();
    expectTypeOf<Selectable<Database["storeItems"]>["price"]>().toEqualTypeOf<number>();
    // No column outside the definition: the program's author column does not exist.
    expectTypeOf<Database["programs"]>().not.toHaveProperty("createdBy");
    expectTypeOf<Database["galleryItems"]>().not.toHaveProperty("slug");
  });

  it("asks an insert for the required fields only: the rest has a default or is generated", () => {
    type NewNews = Insertable<Database["newsArticles"]>;
    expectTypeOf<NewNews["title"]>().toEqualTypeOf<string>();
    expectTypeOf<NewNews>().toHaveProperty("title");
    expectTypeOf<{ title: string }>().not.toExtend<NewNews>();
    type Optional = Exclude<keyof NewNews, RequiredKeys<NewNews>>;
    expectTypeOf<"id" | "slug" | "titleFr" | "views" | "publishAt">().toExtend<Optional>();
  });

  it("follows a field added to a definition, with no other edit", () => {
    const withSubtitle = defineEntity({
      ...ENTITIES.newsArticles,
      fields: {
        ...ENTITIES.newsArticles.fields,
        probeSubtitle: { kind: "text", label: "Subtitle", max: 200, localized: true },
      },
    });
    type Table = Selectable<TableOf<typeof withSubtitle>>;
    expectTypeOf<Table["probeSubtitle"]>().toEqualTypeOf<string>();
    expectTypeOf<Table["probeSubtitleRu"]>().toEqualTypeOf<string>();
    expect(
      fieldColumns("probeSubtitle", withSubtitle.fields.probeSubtitle).map((c) => c.name),
    ).toEqual(["probe_subtitle", "probe_subtitle_fr", "probe_subtitle_ru"]);
  });
});

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

describe("expectedColumns", () => {
  it("names columns as the CamelCasePlugin does, with their type, nullability and default", () => {
    const columns = expectedColumns(ENTITIES.newsArticles);
    const byName = Object.fromEntries(columns.map((c) => [c.name, c]));
    expect(byName.publish_date).toEqual({
      name: "publish_date",
      type: "text",
      notNull: true,
      defaultValue: "",
    });
    expect(byName.status?.defaultValue).toBe("draft");
    expect(byName.featured).toMatchObject({ type: "integer", notNull: true, defaultValue: 0 });
    expect(byName.publish_at).toMatchObject({ notNull: false, defaultValue: null });
    expect(byName.created_by).toMatchObject({ type: "integer", notNull: false });
    expect(expectedColumns(ENTITIES.storeItems).find((c) => c.name === "price")?.type).toBe(
      "double precision",
    );
    expect(expectedColumns(ENTITIES.programs).map((c) => c.name)).toContain("objectives_ru");
  });
});

describe.each(await databaseKinds())("the content tables on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.cleanup());

  it("have exactly the columns their definitions expect, of that type and nullability", async () => {
    const db = database.db as never;
    for (const definition of Object.values(ENTITIES)) {
      const live = await liveColumns(db, tableOf(definition));
      const expected = expectedColumns(definition);
      expect(live.map((c) => c.name).sort(), definition.name).toEqual(
        expected.map((c) => c.name).sort(),
      );
      const shape = (c: { name: string; type: string; notNull: boolean }) =>
        `${c.name} ${c.type}${c.notNull ? " not null" : ""}`;
      expect(live.map(shape).sort(), definition.name).toEqual(expected.map(shape).sort());
    }
    for (const diff of await diffSchema(db)) {
      expect(diff, diff.table).toEqual({ table: diff.table, missing: [], extra: [], changed: [] });
    }
  });
});
