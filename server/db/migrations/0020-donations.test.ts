import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../testing/databases.ts";
import { migrateToLatest } from "../migrate.ts";

describe.each(await databaseKinds())("migration 0020 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrateTo: "0019-staff-language" });
  });
  afterAll(async () => database.cleanup());

  it("keeps every donation already received as a record of its own, linked to its inbox message", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    const rows: [string, string | null, string | null, Record<string, unknown>][] = [
      [
        "DON-AAAA2222",
        "pledged",
        null,
        { amount: 50, frequency: "monthly", method: "bank", currency: "USD" },
      ],
      [
        "DON-BBBB3333",
        "paid",
        "cs_test_9",
        { amount: 25.5, frequency: "one-time", method: "card" },
      ],
      [
        "DON-CCCC4444",
        "pending",
        "cs_test_10",
        { amount: 100, frequency: "monthly", method: "card" },
      ],
    ];
    for (const [reference, status, external, data] of rows) {
      await sql`insert into submissions (kind, locale, name, email, data, reference, payment_status,
        external_id, created_at, updated_at) values ('donation', 'fr', 'Ama', 'ama@example.org',
        ${JSON.stringify(data)}, ${reference}, ${status}, ${external}, ${at}, ${at})`.execute(
        database.db,
      );
    }
    await migrateToLatest(database.db as never, "0020-donations");
    const gifts = await database.db
      .selectFrom("donations")
      .select([
        "reference",
        "status",
        "planStatus",
        "provider",
        "providerRef",
        "method",
        "currency",
        "amountMinor",
        "locale",
        "submissionId",
        "paidAt",
      ])
      .orderBy("id")
      .execute();
    expect(
      gifts.map((g) => ({ ...g, submissionId: g.submissionId === null ? null : "linked" })),
    ).toEqual([
      {
        reference: "DON-AAAA2222",
        status: "pledged",
        planStatus: null,
        provider: null,
        providerRef: null,
        method: "bank",
        currency: "USD",
        amountMinor: 5000,
        locale: "fr",
        submissionId: "linked",
        paidAt: null,
      },
      {
        reference: "DON-BBBB3333",
        status: "paid",
        planStatus: null,
        provider: "stripe",
        providerRef: "cs_test_9",
        method: "card",
        currency: "USD",
        amountMinor: 2550,
        locale: "fr",
        submissionId: "linked",
        paidAt: at,
      },
      {
        reference: "DON-CCCC4444",
        status: "pending",
        planStatus: null,
        provider: "stripe",
        providerRef: "cs_test_10",
        method: "card",
        currency: "USD",
        amountMinor: 10000,
        locale: "fr",
        submissionId: "linked",
        paidAt: null,
      },
    ]);
  });
});
