/**
 * Start-up check of DATA_DIR (the SQLite database and local media): a directory this process can
 * write to, on a real file system, answered within a few seconds (a hung mount or a pseudo file
 * system fails start-up with a message instead of hanging it). New files are private to the
 * site's user: 0600 files, 0700 folders.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export class DataDirError extends Error {}

/** statfs types of file systems that hold no files: procfs, sysfs, cgroup, cgroup2, debugfs. */
const PSEUDO_FILE_SYSTEMS = new Set([0x9fa0, 0x62656572, 0x27e0eb, 0x63677270, 0x64626720]);
const CHECK_TIMEOUT_MS = 5_000;

export async function prepareDataDir(dir: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<void> {
  // Files this process creates from now on (database, media, backups) are its user's alone.
  process.umask(0o077);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DataDirError(
            `DATA_DIR=${dir} did not answer within ${timeoutMs / 1000} s (a hung network mount?): choose a directory on a local disk.`,
          ),
        ),
      timeoutMs,
    );
    timer.unref();
  });
  try {
    await Promise.race([check(dir), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(dir: string) {
  const fail = (why: string) => new DataDirError(`DATA_DIR=${dir} ${why}`);
  // Before mkdir, which can hang on such a file system (/proc/x): where the folder would be made.
  if (await onPseudoFileSystem(dir)) {
    throw fail(
      "is on a system file system (/proc, /sys), which holds no files: choose a directory on a disk.",
    );
  }
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw fail(`cannot be created: ${reason(err)}. Set DATA_DIR to a writable directory.`);
  }
  const stat = await fs.stat(dir).catch((err: unknown) => {
    throw fail(`cannot be read: ${reason(err)}.`);
  });
  if (!stat.isDirectory()) throw fail("is not a directory. Set DATA_DIR to a directory.");
  // Unique per check: two servers of one process (tests, a cluster) may check the folder at once.
  const probe = path.join(dir, `.write-check-${process.pid}-${randomUUID()}`);
  try {
    await fs.writeFile(probe, "");
    await fs.rm(probe);
  } catch (err) {
    throw fail(
      `is not writable by this user: ${reason(err)}. Give the site's user write access, or set DATA_DIR elsewhere.`,
    );
  }
  // Folders and the database made by an earlier release with a looser mask become private too.
  await fs.chmod(dir, 0o700).catch(() => {});
  for (const name of await fs.readdir(dir)) {
    if (/^foundation\.sqlite(-wal|-shm)?$/.test(name)) {
      await fs.chmod(path.join(dir, name), 0o600).catch(() => {});
    }
  }
}

/** Whether the folder, or the nearest existing folder above it, is on /proc, /sys or the like. */
async function onPseudoFileSystem(dir: string): Promise<boolean> {
  let at = path.resolve(dir);
  for (;;) {
    const statfs = await fs.statfs(at).catch(() => undefined);
    if (statfs) return PSEUDO_FILE_SYSTEMS.has(statfs.type);
    const parent = path.dirname(at);
    if (parent === at) return false;
    at = parent;
  }
}

const reason = (err: unknown) =>
  err instanceof Error && "code" in err ? String(err.code) : String(err);
