/** The languages besides English that a list can show as missing. */
const MISSING_LANGUAGES = ["fr", "ru"] as const;

/** The one loader of the content screens: admin check, server-side page, filters and stats. */
import { redirect, type RouterContextProvider } from "react-router";
import { BYLINE_FIELD, can } from "../../../../core/access.ts";
import { DEFAULT_PAGE_SIZE } from "../../../../core/constants.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import { publishStates, sortableFields } from "../../../../core/content/sorting.ts";
import { PAGE_SIZES } from "../../../../core/schemas.ts";
import { requireAdminContext } from "../../../lib/admin-guard.ts";
import { CONTENT_SERVICE } from "../../../lib/content-action.ts";
import type { ContentLoaderData, EntityKey, Item } from "./types.ts";

export async function loadContentScreen(
  context: Readonly<RouterContextProvider>,
  request: Request,
  entity: EntityKey,
): Promise<ContentLoaderData> {
  const { services, actor, staff } = requireAdminContext(context, entity);
  const url = new URL(request.url);
  // Old links to the edit dialog (the audit log, bookmarks) open the full-page editor
  // (docs/decisions/0027-full-page-editor.md); so does ?new=1 where creating is not an upload.
  const edit = url.searchParams.get("edit") ?? "";
  if (/^\d{1,15}$/.test(edit)) throw redirect(`/admin/${entity}/${edit}`);
  if (url.searchParams.get("new") === "1" && entity !== "gallery")
    throw redirect(`/admin/${entity}/new`);
  const param = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 200);
  const missing = MISSING_LANGUAGES.find((l) => l === param("missing"));
  const definition = ENTITIES[CONTENT_SERVICE[entity]] as unknown as EntityDefinition;
  const sortFields = sortableFields(definition);
  // Unknown values fall back to the defaults (the API answers 400 for them).
  const sort = sortFields.includes(param("sort")) ? param("sort") : "";
  const dir = param("dir") === "asc" || param("dir") === "desc" ? param("dir") : "";
  const size = PAGE_SIZES.find((s) => String(s) === param("pageSize"));
  const filters = {
    q: param("q"),
    category: param("category"),
    status: param("status"),
    missing: missing ?? "",
    sort,
    dir: dir as "" | "asc" | "desc",
    pageSize: size ? String(size) : "",
  };
  const pageNumber = Math.max(1, Math.min(1_000_000, Number.parseInt(param("page"), 10) || 1));
  const service = services[CONTENT_SERVICE[entity]];
  const query = {
    page: pageNumber,
    pageSize: size ?? DEFAULT_PAGE_SIZE,
    ...(sort ? { sort } : {}),
    ...(dir ? { dir: dir as "asc" | "desc" } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(missing ? { missing } : {}),
  };
  const statsPromise: Promise<object | null> = !can(actor, "stats.read")
    ? Promise.resolve(null)
    : entity === "news"
      ? services.stats.news(actor)
      : entity === "programs"
        ? services.stats.programs(actor)
        : entity === "gallery"
          ? services.stats.gallery(actor)
          : Promise.resolve(null);
  const [page, stats, settings, bylines] = await Promise.all([
    service.listLocalized(actor, query),
    statsPromise,
    services.settings.getEffective(),
    BYLINE_FIELD in definition.fields && can(actor, "content.manage")
      ? staff.bylines()
      : Promise.resolve([]),
  ]);
  return {
    viewer: {
      id: actor.id,
      email: actor.email,
      name: actor.name,
      role: actor.role,
      language: actor.language,
    },
    entity: definition.name,
    bylines,
    items: page.items as unknown as Item[],
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    filters,
    sortFields,
    publishable: publishStates(definition) !== null,
    stats: stats as Record<string, number> | null,
    timeZone: settings.general.timezone,
    trash: filters.status === "trash",
  };
}
