/** npm run media:variants: makes the responsive variants of existing uploads (idempotent, decision 0010). */
import { makeMissingVariants } from "../server/media/backfill.ts";
import { createStorage } from "../server/storage/index.ts";
import { openDatabase } from "./cli-context.ts";

const { config, db } = await openDatabase();
try {
  const result = await makeMissingVariants(db, createStorage(config), (p) => {
    const note = p.outcome === "made" ? "" : ` (${p.outcome}, skipped)`;
    process.stdout.write(`[${p.done}/${p.total}] ${p.bucket}/${p.key}${note}\n`);
  });
  process.stdout.write(
    result.total === 0
      ? "Every upload already has its variants.\n"
      : `Made variants for ${result.made} of ${result.total} uploads${result.skipped.length ? `; skipped ${result.skipped.length}` : ""}.\n`,
  );
} finally {
  await db.destroy();
}
