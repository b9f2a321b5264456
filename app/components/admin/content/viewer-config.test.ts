/** The content screen offers each role only what the server takes (core/access.ts). */
import { describe, expect, it } from "vitest";
import type { User } from "../../../../core/services.ts";
import en from "../../../../texts/locales/en/adminContent.json";
import { createT } from "../../../i18n/translate.ts";
import { ENTITY_SCREENS } from "./configs.ts";
import { entityConfig } from "./entity-config.ts";
import type { ContentLoaderData, FieldDef } from "./types.ts";
import { configForViewer, mayBulkPublish, mayChange, refusalOf } from "./viewer-config.ts";

const t = createT("en", { adminContent: en }, "en", { adminContent: en }, "adminContent");
const blogConfig = entityConfig(ENTITY_SCREENS.blog, t, "en");
const programsConfig = entityConfig(ENTITY_SCREENS.programs, t, "en");

const ayo: User = {
  id: 7,
  email: "ayo@example.org",
  name: "Ayo Bello",
  role: "author",
  language: null,
};
const eddie: User = { id: 8, email: "eddie@example.org", name: "", role: "editor", language: null };

const screen = (viewer: User, entity: ContentLoaderData["entity"] = "blogPosts") =>
  ({
    viewer,
    entity,
    bylines: ["Ayo Bello", "Eddie Editor"],
    publishable: true,
  }) as ContentLoaderData;
const field = (fields: readonly FieldDef[], name: string) => fields.find((f) => f.name === name);
const statuses = (fields: readonly FieldDef[]) => {
  const status = field(fields, "status");
  return status?.kind === "select" ? status.options.map((o) => o.value) : null;
};

describe("the content screen as a role may use it", () => {
  it("offers an author draft and pending only, no publication time, and their own byline", () => {
    const { fields } = configForViewer(blogConfig, screen(ayo));
    expect(statuses(fields)).toEqual(["draft", "pending"]);
    expect(field(fields, "publishAt")).toBeUndefined();
    const author = field(fields, "author");
    expect(author?.kind === "text" && author.readOnly).toBe(true);
    expect(author?.kind === "text" && author.defaultValue?.()).toBe("Ayo Bello");
    expect(author?.kind === "text" && author.suggestions).toBeFalsy();
    expect(author?.hint).toBe(en.byline.ownHint);
    expect(mayBulkPublish(screen(ayo))).toBe(false);
  });

  it("offers an editor every status, the publication time and the staff's names", () => {
    const { fields } = configForViewer(blogConfig, screen(eddie));
    expect(statuses(fields)).toEqual(["draft", "pending", "scheduled", "published"]);
    expect(field(fields, "publishAt")).toBeDefined();
    const author = field(fields, "author");
    // No name on the account: the e-mail stands in.
    expect(author?.kind === "text" && author.defaultValue?.()).toBe("eddie@example.org");
    expect(author?.kind === "text" && author.readOnly).toBeFalsy();
    expect(author?.kind === "text" && author.suggestions).toEqual(["Ayo Bello", "Eddie Editor"]);
    expect(mayBulkPublish(screen(eddie))).toBe(true);
    expect(configForViewer(programsConfig, screen(eddie, "programs")).fields).toEqual(
      programsConfig.fields,
    );
  });

  it("lets an author change only their own drafts and pending items, saying why not", () => {
    const data = screen(ayo);
    expect(mayChange(data, { id: 1, createdBy: 7, status: "draft" })).toBe(true);
    expect(mayChange(data, { id: 2, createdBy: 7, status: "pending" })).toBe(true);
    expect(mayChange(data, { id: 3, createdBy: 9, status: "published" })).toBe(false);
    expect(refusalOf(data, { id: 3, createdBy: 9, status: "published" })).toMatch(/only their own/);
    expect(refusalOf(data, { id: 4, createdBy: 7, status: "published" })).toMatch(/published/);
    expect(mayChange(screen(eddie), { id: 3, createdBy: 9, status: "published" })).toBe(true);
  });
});
