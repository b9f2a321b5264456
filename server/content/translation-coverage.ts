/** How many live content items are complete in each language (for the dashboard). */
import type { Kysely } from "kysely";
import { LOCALES, type Locale } from "../../core/constants.ts";
import { ENTITIES } from "../../core/content/index.ts";
import type { TranslationCoverage } from "../../core/schemas.ts";
import type { Db } from "../db/index.ts";
import { columnOf, type Row, storedEmpty } from "./row-mapping.ts";

export async function translationCoverage(typedDb: Db): Promise<TranslationCoverage> {
  const db = typedDb as unknown as Kysely<Record<string, Row>>;
  const complete = Object.fromEntries(LOCALES.map((l) => [l, 0])) as Record<Locale, number>;
  let items = 0;
  for (const definition of Object.values(ENTITIES)) {
    const localized = Object.entries(definition.fields).filter(
      ([, f]) => f.localized === true && f.translationOptional !== true,
    );
    const row = await db
      .selectFrom(definition.name)
      .where("deletedAt", "is", null)
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        ...LOCALES.map((locale) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(
                  eb.or(
                    localized.map(([name, field]) =>
                      eb.and([
                        eb(name, "<>", storedEmpty(field)),
                        eb(columnOf(name, locale), "=", storedEmpty(field)),
                      ]),
                    ),
                  ),
                )
                .then(0)
                .else(1)
                .end(),
            )
            .as(locale),
        ),
      ])
      .executeTakeFirstOrThrow();
    items += Number(row.total);
    for (const locale of LOCALES) complete[locale] += Number(row[locale] ?? 0);
  }
  return { items, complete };
}
