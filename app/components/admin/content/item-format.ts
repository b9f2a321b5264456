/**
 * How a content list writes its items' details in the page language: numbers, dollars and dates by
 * `Intl` in that language, option values by their labels in the adminContent namespace.
 */
import type { Locale } from "../../../../core/constants.ts";
import type { EntityDefinition } from "../../../../core/content/define.ts";
import type { ObjectKey, TFunction } from "../../../i18n/translate.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import type { StatCard } from "./types.ts";
import { adminNumberFormat, formatDay } from "../shell/admin-format.ts";

export type ContentT = TFunction<"adminContent">;
type EntityName = EntityDefinition["name"];

/** A stat card's value from the loader's stats (its own number, or others of them). */
type StatValue = (value: number, stats: Record<string, number>) => string;

export interface ItemFormat {
  t: ContentT;
  number: (n: number) => string;
  /** Whole dollars (budgets). */
  dollars: (n: number) => string;
  /** Dollars and cents (prices). */
  price: (n: number) => string;
  /** A `YYYY-MM-DD` day as the language writes it; anything else as it is. */
  date: (v: unknown) => string;
  /** The label of a select field's value (the value itself when the namespace has none). */
  option: (field: string, value: unknown) => string;
  /** Stat cards in the order of `values`, labelled by the entity's `stats` keys. */
  stats: (stats: Record<string, number>, values: Record<string, StatValue>) => StatCard[];
}

/** A field's text (its label, hint…) in the page language, else the definition's English. */
export function fieldText(
  t: ContentT,
  entity: string,
  field: string,
  part: "label" | "hint" | "description" | "itemLabel" | "placeholder",
  english: string,
) {
  return textForCode(t, "entities", `${entity}.fields.${field}.${part}`, english);
}

export function optionLabel(t: ContentT, entity: EntityName, field: string, value: string) {
  return textForCode(t, `entities.${entity}.options`, `${field}.${value}`, value);
}

export function itemFormat(t: ContentT, locale: Locale, entity: EntityName): ItemFormat {
  const num = adminNumberFormat(locale);
  const dollars = adminNumberFormat(locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  const cents = adminNumberFormat(locale, { style: "currency", currency: "USD" });
  const asText = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
  return {
    t,
    number: (n) => num.format(n),
    dollars: (n) => dollars.format(n),
    price: (n) => cents.format(n),
    date: (v) => formatDay(asText(v), locale),
    option: (field, value) => optionLabel(t, entity, field, asText(value)),
    stats: (stats, values) =>
      Object.entries(values).map(([key, format]) => ({
        // Only the entities with stat cards have `stats` keys.
        label: textForCode(t, `entities.${entity}.stats` as ObjectKey<"adminContent">, key, key),
        value: format(stats[key] ?? 0, stats),
      })),
  };
}
