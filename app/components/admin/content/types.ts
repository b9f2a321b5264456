/** The shapes that configure the one generic content screen per entity. */
import type { Locale, UploadBucket } from "../../../../core/constants.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import type { User } from "../../../../core/services.ts";
import type { BadgeTone } from "../../ui/badge.tsx";
import type { Resources } from "../../../i18n/resources.ts";

/** A screen's own texts (heading, messages…): the same keys for every entity. */
export type EntityText = Resources["adminContent"]["entities"]["blogPosts"]["text"];

export type Item = { id: number } & Record<string, unknown>;

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

interface FieldBase {
  name: string;
  label: string;
  /** Enforced on create (client comfort; the server is the authority). */
  required?: boolean;
  /** Shown with an asterisk but not enforced: the form saves without it. */
  labelledRequired?: boolean;
  hint?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Edited per language (EN / FR / RU tabs). */
  localized?: boolean;
  /** Optional per language, with a default when left empty (slug, SEO fields): not counted in a
   * language's completeness. */
  defaulted?: boolean;
}

export type FieldDef =
  | (FieldBase & {
      kind: "text" | "email" | "date";
      placeholder?: string;
      defaultValue?: () => string;
      /** Shown, not editable (an author's own byline). */
      readOnly?: boolean;
      /** Values to pick from while typing (a datalist): the staff's names for a byline. */
      suggestions?: readonly string[];
    })
  | (FieldBase & { kind: "textarea"; rows?: number; placeholder?: string })
  /** An instant, edited as a wall-clock time in the site's timezone (the value stays UTC ISO). */
  | (FieldBase & { kind: "dateTime" })
  /** HTML edited in the WYSIWYG editor (admin-only lazy chunk); images uploaded to `bucket`. */
  | (FieldBase & { kind: "richText"; bucket?: UploadBucket })
  | (FieldBase & { kind: "number" | "integer"; step?: string; defaultValue?: () => string })
  | (FieldBase & {
      kind: "select";
      options: readonly { value: string; label: string }[];
      defaultValue: string;
    })
  | (FieldBase & { kind: "switch"; description?: string })
  | (FieldBase & { kind: "image"; bucket: UploadBucket })
  | (FieldBase & { kind: "list"; itemLabel: string })
  | (FieldBase & { kind: "imageList"; bucket: UploadBucket; itemLabel: string });

export type { BadgeTone };
export interface BadgeSpec {
  label: string;
  tone: BadgeTone;
}

export type EntityKey = "blog" | "news" | "programs" | "store" | "gallery";

export interface StatCard {
  label: string;
  value: string;
}

export interface EntityConfig {
  key: EntityKey;
  /** JSON API path under /api/v1 */
  apiPath: string;
  text: EntityText;
  /** The byline's hint for whoever signs with their own name, and for whoever may pick one. */
  byline: { ownHint: string; pickHint: string };
  fields: readonly FieldDef[];
  /** Fields of the edit dialog when they differ from the create dialog. */
  editFields?: readonly FieldDef[];
  categoryOptions: readonly { value: string; label: string }[];
  statusOptions?: readonly { value: string; label: string }[];
  /** The title in the staff member's language when the item has one, else the English. */
  titleOf: (item: Item) => string;
  /** The language `titleOf` answers in (marked on the page when it is not the page's). */
  titleLang: (item: Item) => Locale;
  imageOf?: (item: Item) => string;
  metaOf: (item: Item) => string[];
  badgesOf: (item: Item) => BadgeSpec[];
  statsOf?: (stats: Record<string, number>) => StatCard[];
}

export interface ContentLoaderData {
  /** The signed-in staff member: the screen offers only what core/access.ts lets them do. */
  viewer: User;
  /** The entity of the screen, as core/access.ts names it. */
  entity: EntityDefinition["name"];
  /** The names a story may be signed with (admins and editors; empty for the others). */
  bylines: string[];
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  filters: {
    q: string;
    category: string;
    status: string;
    missing: string;
    /** "" for the default order (newest first). */
    sort: string;
    dir: "" | "asc" | "desc";
    /** "" for the default page size. */
    pageSize: string;
  };
  /** The fields the list may be sorted by (core/content/sorting.ts). */
  sortFields: string[];
  /** Whether the entity has a publish state (bulk publish / unpublish). */
  publishable: boolean;
  stats: Record<string, number> | null;
  /** The site's timezone (settings), in which publication times are entered and shown. */
  timeZone: string;
  /** Whether the list is the trash (`?status=trash`). */
  trash: boolean;
}
