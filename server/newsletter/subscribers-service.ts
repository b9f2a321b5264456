/**
 * Newsletter subscribers for staff with `newsletter.send` (issue 36, decision 0040): the list with
 * its filters, a person added by hand (only with their consent), another language, an address
 * stopped by hand or left, an erase (their data gone, the stop kept as a hash), a CSV import
 * (subscriber-import.ts), and the stop a relay's bounce or complaint puts on an address. A stopped
 * address (`suppressions`) cannot be added back by staff or an import.
 */
import { createHash } from "node:crypto";
import { requirePermission } from "../../core/access.ts";
import { isLocale } from "../../core/constants.ts";
import { notFound, refused } from "../../core/errors.ts";
import type { Page } from "../../core/schemas.ts";
import type { Actor } from "../../core/services.ts";
import {
  type Subscriber,
  subscriberChange,
  subscriberInput,
  subscriberQuery,
  type SubscriberSource,
  type SuppressionReason,
} from "../../core/subscribers.ts";
import type { AuditService } from "../audit/audit-service.ts";
import { parseInput } from "../content/validation.ts";
import { type Db, nowIso } from "../db/index.ts";
import type { SubmissionsTable } from "../db/schema.ts";
import { searchTextOf, secretToken } from "../forms/submission-rows.ts";
import { statusOf, subscriberRows, whereSubscriberStatus } from "./subscriber-state.ts";

/** The stored form of an address that must not be written to: its SHA-256, never the address. */
export const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

type Row = Pick<
  SubmissionsTable,
  "email" | "locale" | "confirmedAt" | "suppressed" | "data" | "createdAt"
> & { id: number; status: string };

function sourceOf(data: string): SubscriberSource {
  try {
    const source = (JSON.parse(data) as { source?: unknown }).source;
    return source === "staff" || source === "import" ? source : "form";
  } catch {
    return "form";
  }
}

export const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  locale: isLocale(row.locale) ? row.locale : "en",
  status: statusOf(row),
  source: sourceOf(row.data),
  createdAt: row.createdAt,
  confirmedAt: row.confirmedAt,
});

/** A new confirmed subscriber's row, added by staff or an import (their consent given elsewhere). */
export function confirmedRow(email: string, locale: string, source: SubscriberSource, now: string) {
  return {
    kind: "newsletter",
    locale,
    name: "",
    email,
    data: JSON.stringify({ email, locale, source }),
    searchText: searchTextOf("", email, {}),
    dedupeKey: `newsletter:${email}`,
    token: secretToken(),
    // Nothing for the inbox to follow up: they are not a new sign-up to look at.
    status: "done",
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

const COLUMNS = [
  "id",
  "email",
  "locale",
  "status",
  "confirmedAt",
  "suppressed",
  "data",
  "createdAt",
] as const;

export function createSubscribersService(db: Db, o: { audit: AuditService }) {
  const subscribers = () => subscriberRows(db);

  async function rowOf(id: number) {
    const row = await subscribers().select(COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("No such subscriber");
    return row;
  }

  async function isSuppressed(email: string) {
    const found = await db
      .selectFrom("newsletterSuppressions")
      .select("reason")
      .where("emailHash", "=", addressHash(email))
      .executeTakeFirst();
    return Boolean(found);
  }

  /** Stops an address: its row (when there is one) and its hash, in one transaction. */
  async function suppress(email: string, reason: SuppressionReason) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("newsletterSuppressions")
        .values({ emailHash: addressHash(email), reason, createdAt: now })
        .onConflict((oc) => oc.column("emailHash").doUpdateSet({ reason }))
        .execute();
      await trx
        .updateTable("submissions")
        .set({ suppressed: reason, status: "archived", updatedAt: now })
        .where("kind", "=", "newsletter")
        .where("dedupeKey", "=", `newsletter:${email.trim().toLowerCase()}`)
        .execute();
    });
  }

  return {
    isSuppressed,
    suppress,

    async list(actor: Actor, query: unknown): Promise<Page<Subscriber>> {
      requirePermission(actor, "newsletter.send");
      const q = parseInput(subscriberQuery, query);
      let base = subscribers();
      if (q.q) base = base.where("email", "like", `%${q.q.toLowerCase().replace(/[%_\\]/g, "")}%`);
      if (q.locale) base = base.where("locale", "=", q.locale);
      if (q.status) base = whereSubscriberStatus(base, q.status);
      const [rows, total] = await Promise.all([
        base
          .select(COLUMNS)
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(toSubscriber),
        total: Number(total.n),
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async get(actor: Actor, id: number) {
      requirePermission(actor, "newsletter.send");
      return toSubscriber(await rowOf(id));
    },

    async add(actor: Actor, input: unknown) {
      const user = requirePermission(actor, "newsletter.send");
      const { email, locale } = parseInput(subscriberInput, input);
      if (await isSuppressed(email))
        throw refused(
          409,
          "subscriberSuppressed",
          "This address is stopped (a bounce, a complaint or an erase): it cannot be added",
        );
      const now = nowIso();
      const added = await db
        .insertInto("submissions")
        .values(confirmedRow(email, locale, "staff", now))
        .onConflict((oc) => oc.column("dedupeKey").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!added) throw refused(409, "subscriberExists", "This address is already on the list");
      await o.audit.record(
        user,
        "newsletter.subscriber-add",
        { type: "subscriber", id: added.id },
        { locale },
      );
      return toSubscriber(await rowOf(added.id));
    },

    async change(actor: Actor, id: number, input: unknown) {
      const user = requirePermission(actor, "newsletter.send");
      const change = parseInput(subscriberChange, input);
      const row = await rowOf(id);
      if (change.locale)
        await db
          .updateTable("submissions")
          .set({ locale: change.locale, updatedAt: nowIso() })
          .where("id", "=", id)
          .execute();
      if (change.status === "unsubscribed")
        await db
          .updateTable("submissions")
          .set({ status: "archived", confirmedAt: null, updatedAt: nowIso() })
          .where("id", "=", id)
          .execute();
      else if (change.status) await suppress(row.email, change.status);
      await o.audit.record(
        user,
        "newsletter.subscriber-change",
        { type: "subscriber", id },
        change,
      );
      return toSubscriber(await rowOf(id));
    },

    /** Their data goes (the row, their address on past sends and queued mail); the stop stays. */
    async erase(actor: Actor, id: number) {
      const user = requirePermission(actor, "newsletter.send");
      const row = await rowOf(id);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("newsletterSuppressions")
          .values({
            emailHash: addressHash(row.email),
            reason: row.suppressed ?? "erased",
            createdAt: nowIso(),
          })
          .onConflict((oc) => oc.column("emailHash").doNothing())
          .execute();
        await trx
          .updateTable("newsletterRecipients")
          .set({ email: "" })
          .where("subscriberId", "=", id)
          .execute();
        await trx.deleteFrom("mailQueue").where("recipient", "=", row.email).execute();
        await trx.deleteFrom("submissions").where("id", "=", id).execute();
        // The entry names nobody: the number of a row that no longer exists.
        await o.audit.record(
          user,
          "newsletter.subscriber-erase",
          { type: "subscriber", id },
          {},
          trx,
        );
      });
    },
  };
}
export type SubscribersService = ReturnType<typeof createSubscribersService>;
