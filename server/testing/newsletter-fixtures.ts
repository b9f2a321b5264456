/** Newsletter subscribers as the sign-up and its confirmation link leave them, written directly. */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";

export type SubscriberState = "confirmed" | "pending" | "unsubscribed";

export async function addSubscribers(
  db: Db,
  list: { email: string; locale: string; state?: SubscriberState }[],
) {
  const now = new Date().toISOString();
  for (let i = 0; i < list.length; i += 500) {
    await db
      .insertInto("submissions")
      .values(
        list.slice(i, i + 500).map(({ email, locale, state = "confirmed" }) => ({
          kind: "newsletter",
          locale,
          name: "",
          email,
          data: JSON.stringify({ email, locale }),
          dedupeKey: `newsletter:${email}`,
          token: randomBytes(24).toString("base64url"),
          confirmedAt: state === "confirmed" ? now : null,
          status: state === "unsubscribed" ? "archived" : "new",
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
}
