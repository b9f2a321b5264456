/**
 * npm run restore -- <file> [--force] [--yes-stop-the-site]: loads an archive from npm run backup
 * into the configured database (migrated first; refused when it holds rows, unless --force, and
 * while the site's servers run on it, unless --yes-stop-the-site) and media storage.
 */
import { ArchiveError } from "../server/backup/archive.ts";
import { RestoreRefused, restoreBackup } from "../server/backup/restore.ts";
import { createStorage } from "../server/storage/index.ts";
import { announceChanges, fail, openDatabase } from "./cli-context.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const whileSiteRuns = args.includes("--yes-stop-the-site");
const file = args.find((a) => !a.startsWith("--"));
if (!file) fail("Usage: npm run restore -- <file.jsonl.gz> [--force] [--yes-stop-the-site]");

const { config, db, kind } = await openDatabase();
try {
  const manifest = await restoreBackup(db, createStorage(config), file, {
    force,
    whileSiteRuns,
    purgeCdn: Boolean(config.CDN_PROVIDER),
  });
  await announceChanges(config);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} media files from ${file} (${manifest.engine} backup of ${manifest.createdAt}) into ${kind}.\n`,
  );
} catch (err) {
  if (err instanceof ArchiveError || err instanceof RestoreRefused) fail(err.message);
  throw err;
} finally {
  await db.destroy();
}
