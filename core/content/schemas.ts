/**
 * The zod create/update schemas of an entity, derived from its definition. The server validates
 * with them (authority); the admin forms may reuse them for comfort.
 */
import { z } from "zod";
import { LOCALES, MESSAGES, PLACEHOLDER_IMAGE } from "../constants.ts";
import { safeUrl } from "../urls.ts";
import { SLUG_MAX, SLUG_MESSAGE, SLUG_PATTERN } from "./slug.ts";
import type { EntityDefinition, Field, InputOf } from "./define.ts";

export const today = () => new Date().toISOString().slice(0, 10);

const IMAGE_URL_MESSAGE = "Image must be a site path or an http(s) URL";

const DATE_TIME_MESSAGE =
  "Use an ISO 8601 date and time with an offset, e.g. 2030-05-01T09:00:00+02:00";
/** An instant with an offset (or Z), kept in UTC; null or "" for none. */
const isoDateTime = z.iso.datetime({ offset: true });
const isoInstant = z.preprocess(
  (v) => (v === null ? "" : v),
  z
    .string({ error: DATE_TIME_MESSAGE })
    .trim()
    .refine((v) => v === "" || isoDateTime.safeParse(v).success, { error: DATE_TIME_MESSAGE })
    .transform((v) => (v === "" ? "" : new Date(v).toISOString())),
);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the date format yyyy-mm-dd" });

interface Mode {
  /** Whether the required rule applies (English on create and update). */
  required: boolean;
  /** Whether a missing value takes the field's default (create only). */
  defaults: boolean;
}

function requiredMessage(field: Field) {
  return typeof field.required === "string" ? field.required : MESSAGES.requiredFields;
}

/** The schema of one value of a field (one language of a localized field). */
function valueSchema(field: Field, mode: Mode): z.ZodType {
  const required = mode.required && field.required !== undefined && field.required !== false;
  const message = requiredMessage(field);
  const withDefault = <S extends z.ZodType>(schema: S, value: z.input<S>) =>
    mode.defaults && !required ? schema.default(value as never) : schema;
  const string = (max: number) =>
    required
      ? z.string({ error: message }).trim().min(1, { error: message }).max(max)
      : z.string().trim().max(max);

  switch (field.kind) {
    case "text":
    case "longText":
    case "richText": {
      if (field.kind === "text" && field.format === "email") {
        return withDefault(
          z.union([z.email({ error: "Enter a valid e-mail address" }), z.literal("")]),
          "",
        );
      }
      const fallback = field.kind === "text" ? (field.default ?? "") : "";
      const schema = string(field.max).transform((v) => v || fallback);
      return withDefault(schema, fallback);
    }
    case "slug":
      // Empty means "make it from the title" (the service does, and keeps it unique).
      return withDefault(
        z
          .string()
          .trim()
          .toLowerCase()
          .max(SLUG_MAX, { error: `At most ${SLUG_MAX} characters` })
          .refine((v) => v === "" || SLUG_PATTERN.test(v), {
            error: SLUG_MESSAGE,
            params: { reason: "slugFormat" },
          }),
        "",
      );
    case "date":
      if (required) return isoDate;
      if (field.default === "today")
        return mode.defaults ? isoDate.default(() => today()) : isoDate;
      return withDefault(z.union([isoDate, z.literal("")]), "");
    case "dateTime":
      return withDefault(isoInstant, "");
    case "number": {
      const error = field.integer ? "Must be a whole number" : "Must be a number";
      let schema = z.coerce
        .number({ error })
        .min(0, { error: "Must not be negative" })
        .max(field.max, { error: `Must be at most ${field.max}` });
      if (field.integer) schema = schema.int({ error });
      return withDefault(schema, field.default ?? 0);
    }
    case "boolean":
      return withDefault(z.boolean(), false);
    case "select":
      return withDefault(
        z.enum(field.options as [string, ...string[]], {
          error: `Must be one of: ${field.options.join(", ")}`,
        }),
        field.default,
      );
    case "list":
      return withDefault(
        z
          .array(
            field.of === "image"
              ? safeUrl(IMAGE_URL_MESSAGE).pipe(z.string().min(1, { error: IMAGE_URL_MESSAGE }))
              : z.string().trim().max(500),
          )
          .max(field.max),
        [],
      );
    case "image": {
      // Only http(s) URLs or site paths: never javascript:, data: or //other-host.
      const url = safeUrl(IMAGE_URL_MESSAGE);
      if (required)
        return z
          .string({ error: message })
          .pipe(url)
          .pipe(z.string().min(1, { error: message }));
      const placeholder = field.placeholder ? PLACEHOLDER_IMAGE : "";
      return withDefault(
        url.transform((v) => v || placeholder),
        placeholder,
      );
    }
  }
}

/**
 * A localized field accepts `{ en, fr, ru }` (any subset) or a plain value meaning English.
 * Only English carries the required rule; on create the missing languages are empty.
 */
function localizedSchema(field: Field, create: boolean): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const locale of LOCALES) {
    const english = locale === "en";
    const schema = valueSchema(field, {
      required: english,
      defaults: create,
    });
    shape[locale] = create ? schema : schema.optional();
  }
  if (create) {
    // The other languages start empty rather than with the English default.
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      shape[locale] = valueSchema(field, { required: false, defaults: false }).default(
        (field.kind === "list" ? [] : "") as never,
      );
    }
  }
  const object = z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Languages are ${LOCALES.join(", ")}`
        : "Give a text or an object keyed by language",
  });
  return z.preprocess(
    (value) => {
      if (value === undefined) return create ? {} : undefined;
      if (typeof value === "string" || Array.isArray(value)) return { en: value };
      // An object that names no language is no text: refused like any other non-text value.
      if (isPlainObject(value) && Object.keys(value).length === 0) return null;
      return value;
    },
    create ? object : object.optional(),
  );
}

function fieldSchema(field: Field, create: boolean): z.ZodType {
  if (field.localized) return localizedSchema(field, create);
  const schema = valueSchema(field, { required: true, defaults: create });
  return create ? schema : schema.optional();
}

/** The stored shape after validation: localized fields as objects keyed by language. */
export type ParsedInput = Record<string, unknown>;

export function createSchemaOf<D extends EntityDefinition>(definition: D) {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => [name, fieldSchema(field, true)]),
  );
  return z.object(shape) as unknown as z.ZodType<ParsedInput, InputOf<D>>;
}

/** Updates change only the fields given and have no defaults. */
export function updateSchemaOf<D extends EntityDefinition>(definition: D) {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => [name, fieldSchema(field, false)]),
  );
  return z.object(shape) as unknown as z.ZodType<ParsedInput, InputOf<D>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
