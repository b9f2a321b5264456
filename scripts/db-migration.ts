/**
 * `npm run db:migration <name>` (docs/decisions/0029): migrates a fresh temporary database, compares
 * its content tables with the entity definitions and writes server/db/migrations/NNNN-<name>.ts
 * adding the columns the definitions gained. Writes nothing when the schema is in sync; what it
 * cannot decide (drops, renames, type changes, search indexes) it prints, and puts in the migration
 * as notes when it writes one. `--dir <folder>` writes elsewhere (tests).
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { createDb } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import {
  MIGRATION_NAME,
  manualSteps,
  migrationSource,
  nextMigrationFile,
} from "../server/db/migration-writer.ts";
import { diffSchema, inSync } from "../server/db/schema-diff.ts";

const args = process.argv.slice(2);
const dirAt = args.indexOf("--dir");
const folder =
  dirAt >= 0
    ? path.resolve(args.splice(dirAt, 2)[1] ?? "")
    : fileURLToPath(new URL("../server/db/migrations/", import.meta.url));
const [name = ""] = args;
if (!MIGRATION_NAME.test(name)) {
  process.stderr.write(
    "Usage: npm run db:migration <name>, the name in lowercase words joined by dashes (news-subtitle).\n",
  );
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "db-migration-"));
const { db } = createDb({ sqliteFile: path.join(scratch, "schema.sqlite") });
let diffs;
try {
  await migrateToLatest(db as never);
  diffs = await diffSchema(db as never);
} finally {
  await db.destroy();
  rmSync(scratch, { recursive: true, force: true });
}

const steps = manualSteps(diffs);
const missing = diffs.flatMap((d) => d.missing.map((c) => `${d.table}.${c.name}`));
if (diffs.every(inSync)) {
  process.stdout.write("The database schema matches the entity definitions: nothing to write.\n");
} else if (missing.length === 0) {
  process.stdout.write("No column to add; a migration written by hand must:\n");
  for (const step of steps) process.stdout.write(`- ${step}\n`);
  process.exitCode = 1;
} else {
  const file = path.join(folder, nextMigrationFile(readdirSync(folder), name));
  const source = migrationSource(name, diffs);
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(source, { ...options, filepath: file }));
  process.stdout.write(
    `Wrote ${path.relative(process.cwd(), file)}, adding ${missing.join(", ")}.\n`,
  );
  if (steps.length > 0) {
    process.stdout.write("It does not do the following, noted in it for you to write:\n");
    for (const step of steps) process.stdout.write(`- ${step}\n`);
  }
}
