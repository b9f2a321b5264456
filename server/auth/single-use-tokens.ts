/**
 * The e-mailed single-use links (password reset, address verification, staff invitation): issuing one voids the
 * user's older ones, and spending one is a conditional write, so under any number of parallel
 * requests exactly one spends it.
 */
import type { Transaction } from "kysely";
import { nowIso, type Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

type TokenTable = "passwordResets" | "emailVerifications" | "invitations";

/**
 * A new token for the user, valid `ttlMs`; the user's unused older ones stop working. `alsoInside`
 * runs in the same transaction (the e-mail that carries the token is queued there).
 */
export async function issueToken(
  db: Db,
  table: TokenTable,
  userId: number,
  ttlMs: number,
  alsoInside?: (trx: Db, token: string) => Promise<void>,
) {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await voidTokens(trx, table, userId);
    await trx
      .insertInto(table)
      .values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + ttlMs).toISOString(),
        usedAt: null,
      })
      .execute();
    await alsoInside?.(trx, token);
  });
  return token;
}

/** Spends a valid token; the user it belongs to, or null when it is unknown, used or expired. */
export async function spendToken(
  trx: Transaction<Database>,
  table: TokenTable,
  token: string,
): Promise<number | null> {
  const now = nowIso();
  const spent = await trx
    .updateTable(table)
    .set({ usedAt: now })
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .returning("userId")
    .executeTakeFirst();
  return spent?.userId ?? null;
}

/** Voids every unused token of the user. */
export async function voidTokens(trx: Transaction<Database>, table: TokenTable, userId: number) {
  await trx
    .updateTable(table)
    .set({ usedAt: nowIso() })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
}
