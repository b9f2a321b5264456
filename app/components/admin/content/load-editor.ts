/** The loader of the full-page editor (docs/decisions/0027-full-page-editor.md). */
import { data, type RouterContextProvider } from "react-router";
import { BYLINE_FIELD, can } from "../../../../core/access.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import { ENTITIES } from "../../../../core/content/index.ts";
import { publishStates } from "../../../../core/content/sorting.ts";
import type { Autosave } from "../../../../core/autosave.ts";
import { requireAdminContext } from "../../../lib/admin-guard.ts";
import { CONTENT_SERVICE } from "../../../lib/content-action.ts";
import type { ContentLoaderData, EntityKey, Item } from "./types.ts";

export const isEntityKey = (screen: string | undefined): screen is EntityKey =>
  screen !== undefined && Object.hasOwn(CONTENT_SERVICE, screen);

/** `new` or an item id; anything else is a 404. */
export function editorTarget(screen: string | undefined, id: string | undefined) {
  if (!isEntityKey(screen)) throw data({ reason: "not-found" }, { status: 404 });
  if (id === "new") return { screen, id: 0 };
  const n = Number(id);
  if (!/^\d+$/.test(id ?? "") || !Number.isSafeInteger(n) || n < 1)
    throw data({ reason: "not-found" }, { status: 404 });
  return { screen, id: n };
}

export interface EditorLoaderData extends Pick<
  ContentLoaderData,
  "viewer" | "entity" | "bylines" | "timeZone" | "publishable"
> {
  screen: EntityKey;
  item: Item | null;
  autosave: Autosave | null;
  /** The dateTime field a scheduled item is published at, when the entity has scheduling. */
  scheduleField: string | null;
}

export async function loadEditor(
  context: Readonly<RouterContextProvider>,
  params: { screen?: string; id?: string },
): Promise<EditorLoaderData> {
  const { screen, id } = editorTarget(params.screen, params.id);
  const { services, actor, staff } = requireAdminContext(context, screen);
  const name = CONTENT_SERVICE[screen];
  const definition = ENTITIES[name] as unknown as EntityDefinition;
  const readItem = async () => {
    if (id === 0) return null;
    try {
      return (await services[name].getLocalized(actor, id)) as unknown as Item;
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if (status === 404 || status === 403) throw data({ reason: "not-found" }, { status: 404 });
      throw err;
    }
  };
  const [item, autosave, settings, bylines] = await Promise.all([
    readItem(),
    services.autosaves.get(actor, name, id),
    services.settings.getEffective(),
    BYLINE_FIELD in definition.fields && can(actor, "content.manage")
      ? staff.bylines()
      : Promise.resolve([]),
  ]);
  return {
    screen,
    viewer: {
      id: actor.id,
      email: actor.email,
      name: actor.name,
      role: actor.role,
      language: actor.language,
    },
    entity: definition.name,
    bylines,
    item,
    autosave,
    timeZone: settings.general.timezone,
    publishable: publishStates(definition) !== null,
    scheduleField: definition.schedule?.field ?? null,
  };
}
