/** npm run db:migrate — applies pending migrations to the configured database. */
import { openDatabase } from "./cli-context.ts";

const { db, kind, applied } = await openDatabase();
process.stdout.write(
  applied.length
    ? `Applied ${applied.join(", ")} (${kind}).\n`
    : `The ${kind} database is up to date.\n`,
);
await db.destroy();
