/**
 * Saving an item: create and update, each validated by the definition (fields, cross-field
 * checks, rich text, a scheduled item's time), with its slugs assigned, under the author's rules,
 * and recorded as a revision with its audit entry (content-changes.ts).
 */
import {
  BYLINE_FIELD,
  OWNED_ENTITIES,
  requireContentWrite,
  withOwnByline,
} from "../../core/access.ts";
import { MESSAGES } from "../../core/constants.ts";
import { failedChecks, slugFieldOf } from "../../core/content/define.ts";
import { createSchemaOf, updateSchemaOf } from "../../core/content/schemas.ts";
import { changesBetween } from "../../core/content/revisions.ts";
import { badRequest, refused } from "../../core/errors.ts";
import type { Actor } from "../../core/services.ts";
import { nowIso } from "../db/index.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { ContentContext, LooseContentService, LooseDb } from "./content-context.ts";
import { snapshotAtVersion } from "./revisions.ts";
import { sanitizeRichTextFields } from "./rich-text.ts";
import { type Row, toRow } from "./row-mapping.ts";
import { assignSlugs, isSlugConflict } from "./slugs.ts";
import { parseInput } from "./validation.ts";

/** The status an item waits in for its publication time. */
export const SCHEDULED = "scheduled";

/**
 * An item's version is its `updatedAt` (sent as its ETag): each save moves it forward, by a
 * millisecond when the clock has not (two saves in one millisecond still differ).
 */
export const nextVersion = (previous: string) => {
  const now = nowIso();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
};

/** Runs a write again when a concurrent writer took the slug it chose (the unique index said so). */
async function retryingSlugConflicts<R>(write: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 10 || !isSlugConflict(error)) throw error;
    }
  }
}

export function contentWrites(ctx: ContentContext, { audited }: ContentChanges) {
  const { definition, table, toLocalized, liveRow } = ctx;
  const { authorize, ownRule, onlyOwn } = ctx.access;
  const createSchema = createSchemaOf(definition);
  const updateSchema = updateSchemaOf(definition);
  const hasSlugs = slugFieldOf(definition) !== null;
  const owned = OWNED_ENTITIES.includes(definition.name);
  const hasByline = BYLINE_FIELD in definition.fields;

  /**
   * "scheduled" needs a publication time in the future (400 naming the field otherwise). Checked
   * when the status or the time is written; `current` is the stored row of an update.
   */
  const checkSchedule = (values: Row, current: Row | null) => {
    const schedule = definition.schedule;
    if (!schedule) return;
    const field = schedule.field;
    if (!("status" in values) && !(field in values)) return;
    const status = values.status ?? current?.status;
    if (status !== SCHEDULED) return;
    const at = String((field in values ? values[field] : current?.[field]) ?? "");
    if (at === "" || at <= nowIso()) {
      const message = "To schedule an item, set a publication time in the future";
      throw badRequest(message, { [field]: message }, "invalidInput", {
        [field]: { reason: "scheduleInPast" },
      });
    }
  };

  /** Rich text is sanitized on every write (decision 0011); a required one cleaned to nothing is missing. */
  const sanitized = (values: Record<string, unknown>) => {
    const result = sanitizeRichTextFields(definition, values);
    if (result.emptied.length > 0) {
      const fields = Object.fromEntries(
        result.emptied.map((name) => {
          const required = definition.fields[name]?.required;
          return [name, typeof required === "string" ? required : MESSAGES.requiredFields];
        }),
      );
      const reasons = Object.fromEntries(
        result.emptied.map((name) => [name, { reason: "required" as const }]),
      );
      throw badRequest(MESSAGES.requiredFields, fields, "requiredFields", reasons);
    }
    return result.values;
  };

  /** Cross-field rules of the definition (programs' dates and participants): 400 naming the fields. */
  function checkFields(item: Row, given?: ReadonlySet<string>) {
    const failed = Object.entries(failedChecks(definition, item, given));
    if (failed.length === 0) return;
    throw badRequest(
      failed.map(([, { message }]) => message).join(" "),
      Object.fromEntries(failed.map(([name, { message }]) => [name, message])),
      "invalidInput",
      Object.fromEntries(failed.map(([name, { reason }]) => [name, { reason }])),
    );
  }

  const create: LooseContentService["create"] = async (actor, input) => {
    const user = requireContentWrite(actor, definition.name);
    const signed = hasByline ? withOwnByline(actor, definition.name, input) : input;
    const values = sanitized(parseInput(createSchema, signed));
    checkFields(values);
    await authorize(actor, null, values.status);
    checkSchedule(values, null);
    const now = nowIso();
    return retryingSlugConflicts(() =>
      audited(actor, "create", async (trx) => {
        const withSlugs = { ...values };
        await assignSlugs(trx, definition, withSlugs, null);
        const row = await trx
          .insertInto(table)
          .values({
            ...toRow(definition, withSlugs),
            ...(owned ? { createdBy: user.id } : {}),
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const item = toLocalized(row);
        return { id: Number(row.id), result: item, before: null, after: item };
      }),
    );
  };

  /**
   * A save from `version` that someone else's save has overtaken: 409, nothing written, saying
   * which fields changed since (null when that version is older than the revisions kept), with
   * the item as it is now and its version, for the editor to merge.
   */
  async function staleSave(trx: LooseDb, id: number, version: string, current: Row) {
    const now = toLocalized(current);
    const base = await snapshotAtVersion(trx as never, table, id, version);
    const changedFields = base ? changesBetween(definition, base, now).fields : null;
    return refused(409, "staleVersion", staleMessage(changedFields), {
      details: { changedFields, current: now, version: String(current.updatedAt) },
    });
  }

  /**
   * An update changes just the fields (and languages) it was given; `extraDetails` go to the audit.
   * With `options.version` (the `If-Match` of the API, the version the editor opened) it writes
   * only if the item is still at that version: the check and the write are one conditional update.
   */
  async function update(
    actor: Actor,
    id: number,
    input: unknown,
    extraDetails: Record<string, unknown> = {},
    options: { version?: string } = {},
  ): Promise<Row> {
    requireContentWrite(actor, definition.name);
    const parsed = parseInput(updateSchema, input);
    const given = new Set(Object.keys((input ?? {}) as Row));
    const values = sanitized(
      Object.fromEntries(Object.entries(parsed).filter(([k]) => given.has(k))),
    );
    await authorize(actor, id, values.status, values);
    const own = ownRule(actor);
    return retryingSlugConflicts(() =>
      audited(actor, "update", async (trx) => {
        const withSlugs = { ...values };
        const current = await liveRow(id, trx);
        if (!current) return null;
        const { version } = options;
        if (version !== undefined && current.updatedAt !== version)
          throw await staleSave(trx, id, version, current);
        checkSchedule(values, current);
        const before = toLocalized(current);
        checkFields({ ...before, ...values }, given);
        if (hasSlugs) await assignSlugs(trx, definition, withSlugs, before);
        const row = await trx
          .updateTable(table)
          .set({
            ...toRow(definition, withSlugs),
            updatedAt: nextVersion(String(current.updatedAt)),
          })
          .where("id", "=", id)
          .where("deletedAt", "is", null)
          .$call(onlyOwn(own))
          .$call((q) => (version === undefined ? q : q.where("updatedAt", "=", version)))
          .returningAll()
          .executeTakeFirst();
        if (!row && version !== undefined) {
          // Another save committed between the read and this write (PostgreSQL read committed).
          const now = await liveRow(id, trx);
          if (now) throw await staleSave(trx, id, version, now);
        }
        if (!row) return null;
        const after = toLocalized(row);
        return { id, result: after, before, after, details: extraDetails };
      }),
    );
  }

  return { create, update };
}

export type ContentWrites = ReturnType<typeof contentWrites>;

function staleMessage(changedFields: string[] | null) {
  const since = changedFields?.length ? ` (changed since: ${changedFields.join(", ")})` : "";
  return `This item was saved by someone else after the version this save started from${since}: nothing was written`;
}
