/**
 * Newsletter subscriptions: a sign-up (double opt-in: the confirmation link is mailed in the same
 * transaction), the confirmation link and the unsubscribe link. One row per address (`dedupeKey`).
 */
import { sql } from "kysely";
import { isLocale } from "../../core/constants.ts";
import { type Db, nowIso } from "../db/index.ts";
import { addressHash } from "../newsletter/subscribers-service.ts";
import { searchTextOf, secretToken, toSubmission } from "./submission-rows.ts";
import type { SubmissionHooks } from "./submissions.ts";

export function newsletterSubscriptions(db: Db, hooks: SubmissionHooks) {
  return {
    /** Whether the visitor is e-mailed: what the site can send, whether or not the address was known. */
    async subscribe(values: { email: string; locale: string }) {
      const email = values.email.toLowerCase();
      const now = nowIso();
      const plan = await hooks.planMail?.();
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("submissions")
          .values({
            kind: "newsletter",
            locale: values.locale,
            name: "",
            email,
            data: JSON.stringify({ email, locale: values.locale }),
            searchText: searchTextOf("", email, {}),
            dedupeKey: `newsletter:${email}`,
            token: secretToken(),
            createdAt: now,
            updatedAt: now,
          })
          .onConflict((oc) => oc.column("dedupeKey").doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) {
          await plan?.onNewsletterPending(trx, toSubmission(inserted), inserted.token ?? "");
          return;
        }
        const existing = await trx
          .selectFrom("submissions")
          .selectAll()
          .where("dedupeKey", "=", `newsletter:${email}`)
          .executeTakeFirstOrThrow();
        // Confirmed subscribers stay as they are; anyone else gets the confirmation link again.
        if (existing.confirmedAt && existing.status !== "archived") return;
        const renewed = await trx
          .updateTable("submissions")
          .set({
            locale: values.locale,
            status: "new",
            confirmedAt: null,
            token: existing.token ?? secretToken(),
            updatedAt: now,
          })
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await plan?.onNewsletterPending(trx, toSubmission(renewed), renewed.token ?? "");
      });
      hooks.afterCommit?.();
      // The same answer whether the address was known: what the site can send, not what it did.
      return plan?.emailsVisitor("newsletter") ?? false;
    },

    /** The newsletter link: confirms the subscription; false when the link is unknown. */
    async confirmNewsletter(token: unknown) {
      if (typeof token !== "string" || token.length < 20 || token.length > 100) return false;
      // A stopped address confirmed again (a new sign-up after a bounce) works and has consented.
      const confirmed = await db
        .updateTable("submissions")
        .set({
          confirmedAt: sql<string>`coalesce(confirmed_at, ${nowIso()})`,
          suppressed: null,
          updatedAt: nowIso(),
        })
        .where("kind", "=", "newsletter")
        .where("token", "=", token)
        .where("status", "!=", "archived")
        .returning("email")
        .executeTakeFirst();
      if (!confirmed) return false;
      await db
        .deleteFrom("newsletterSuppressions")
        .where("emailHash", "=", addressHash(confirmed.email))
        .execute();
      return true;
    },

    /** The unsubscribe page's other choice: the newsletter in another language; false for a bad link. */
    async changeNewsletterLanguage(token: unknown, locale: unknown) {
      if (typeof token !== "string" || token.length < 20 || token.length > 100) return false;
      if (typeof locale !== "string" || !isLocale(locale)) return false;
      const res = await db
        .updateTable("submissions")
        .set({ locale, updatedAt: nowIso() })
        .where("kind", "=", "newsletter")
        .where("token", "=", token)
        .where("status", "!=", "archived")
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** The unsubscribe link: the address stops receiving mail (kept archived for the record). */
    async unsubscribe(token: unknown) {
      if (typeof token !== "string" || token.length < 20 || token.length > 100) return false;
      const res = await db
        .updateTable("submissions")
        .set({ status: "archived", confirmedAt: null, updatedAt: nowIso() })
        .where("kind", "=", "newsletter")
        .where("token", "=", token)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}
