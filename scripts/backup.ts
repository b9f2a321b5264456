/** npm run backup -- <file>: writes one archive of the configured database and media (see README). */
import { ArchiveError } from "../server/backup/archive.ts";
import { createBackup } from "../server/backup/backup.ts";
import { createStorage } from "../server/storage/index.ts";
import { fail, openDatabase } from "./cli-context.ts";

const file = process.argv[2];
if (!file || file.startsWith("-")) fail("Usage: npm run backup -- <file.jsonl.gz>");

const { config, db, kind } = await openDatabase();
try {
  const manifest = await createBackup(db, createStorage(config), file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const bytes = manifest.files.reduce((a, f) => a + f.size, 0);
  process.stdout.write(
    `Backed up ${kind} schema ${manifest.schemaVersion}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files.length} media files (${bytes} bytes) to ${file}\n`,
  );
} catch (err) {
  if (err instanceof ArchiveError) fail(err.message);
  throw err;
} finally {
  await db.destroy();
}
