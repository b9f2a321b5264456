/**
 * Start-up as an operator meets it: failures name the setting at fault in one line (no stack),
 * the data directory is private, the env admin changes the password first, an older release
 * facing a newer database says so, and restore refuses while the site runs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "./backup/backup.ts";
import { RestoreRefused, restoreBackup } from "./backup/restore.ts";
import { DataDirError, prepareDataDir } from "./data-dir.ts";
import { MigrationMismatch, migrateToLatest } from "./db/migrate.ts";
import type { RunningServer } from "./server.ts";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
  tempDir,
} from "./testing/databases.ts";
import { freePort } from "./testing/server-process.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "./testing/test-server.ts";

/** Runs the server entry with `env` until it exits; its exit code and what it wrote to stderr. */
async function failedStart(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "--import", "tsx", "server/main.ts", "--api-only"],
    {
      env: { ...process.env, HOST: "127.0.0.1", SEED_DEMO: "false", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, stderr: stderr.trim() };
}

describe("the start-up line under a supervisor (no terminal)", () => {
  it("is JSON without any password, and warns when PUBLIC_URL is missing in production", async () => {
    const dataDir = tempDir();
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "--import", "tsx", "server/main.ts", "--api-only"],
      {
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: "0",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          SEED_DEMO: "false",
          LOG_LEVEL: "info",
          NODE_ENV: "production",
          PUBLIC_URL: "",
          ADMIN_EMAIL: "",
          ADMIN_PASSWORD: "",
        },
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    let stdout = "";
    const lines = () =>
      stdout
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line: ${stdout}`)), 30_000);
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString("utf8");
          if (lines().some((l) => String(l.msg).startsWith("PUBLIC_URL is not set"))) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const started = lines().find((l) => l.msg === "started");
      expect(started).toMatchObject({ admin: "admin@foundation.example", publicUrl: null });
      expect(String(started?.adminPassword)).toMatch(/^generated; set one with npm run user/);
      // The generated password is in no line (it is 20+ characters of its own alphabet).
      expect(stdout).not.toMatch(/"(generatedPassword|password)"/);
      expect(lines().find((l) => String(l.msg).startsWith("PUBLIC_URL"))).toMatchObject({
        level: 40,
      });
    } finally {
      child.kill("SIGKILL");
    }
  }, 60_000);
});

describe("start-up failures", () => {
  it("names PORT when the port is taken, in one line without a stack", async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const { code, stderr } = await failedStart({ PORT: String(port), DATA_DIR: tempDir() });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `HOST=127.0.0.1 PORT=${port}: the port is already in use. Stop the other process or choose another PORT.`,
      );
    } finally {
      blocker.close();
    }
  }, 60_000);

  it("names DATA_DIR when it is under /proc, at once", async () => {
    const { code, stderr } = await failedStart({ PORT: "0", DATA_DIR: "/proc/foundation" });
    expect(code).toBe(1);
    expect(stderr).toBe(
      "DATA_DIR=/proc/foundation is on a system file system (/proc, /sys), which holds no files: choose a directory on a disk.",
    );
    expect(stderr).not.toContain("    at ");
  }, 60_000);

  it("names DATABASE_URL, without its password, when PostgreSQL cannot be reached", async () => {
    const port = await freePort();
    const { stderr } = await failedStart({
      PORT: "0",
      DATA_DIR: tempDir(),
      DATABASE_URL: `postgres://site:s3cret@127.0.0.1:${port}/foundation`,
    });
    expect(stderr).toMatch(
      new RegExp(
        `^DATABASE_URL=postgres://site:\\*\\*\\*@127\\.0\\.0\\.1:${port}/foundation: cannot connect`,
      ),
    );
    expect(stderr).not.toContain("s3cret");
  }, 60_000);

  it("checks DATA_DIR: a directory, on a real file system, made private", async () => {
    await expect(prepareDataDir("/proc")).rejects.toThrow(
      /^DATA_DIR=\/proc is on a system file system/,
    );
    const file = path.join(tempDir(), "a-file");
    fs.writeFileSync(file, "");
    await expect(prepareDataDir(file)).rejects.toBeInstanceOf(DataDirError);
    const dir = path.join(tempDir(), "data");
    await prepareDataDir(dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("passes for two servers of one process checking one DATA_DIR at once", async () => {
    // Each check writes and removes its own probe file; a shared name made one remove the other's.
    const dir = path.join(tempDir(), "shared");
    await Promise.all(Array.from({ length: 8 }, () => prepareDataDir(dir)));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe("an older release on a newer database", () => {
  it("says it lacks the newer migration instead of calling the migrations corrupted", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      await database.db
        .insertInto("kyselyMigration" as never)
        .values({ name: "9999-from-the-future", timestamp: new Date().toISOString() } as never)
        .execute();
      const failure = await migrateToLatest(database.db as never).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(MigrationMismatch);
      expect((failure as Error).message).toBe(
        "This release is older than the database (it lacks migration 9999-from-the-future): run the newer release or restore a backup.",
      );
    } finally {
      await database.cleanup();
    }
  });
});

describe.each(await databaseKinds())("a running site on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The admin of ADMIN_EMAIL / ADMIN_PASSWORD, without ADMIN_PASSWORD_FINAL.
    server = await startTestServer(database, { env: { ADMIN_PASSWORD_FINAL: "false" } });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("asks the env admin to change the password before anything else", async () => {
    const admin = new ApiClient(server.url);
    const signedIn = await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(signedIn.json).toMatchObject({ stage: "password", passwordChangeRequired: true });
    expect((await admin.get("/api/v1/staff")).status).toBe(401);
    const changed = await admin.post("/api/v1/auth/password", {
      currentPassword: TEST_ADMIN.password,
      newPassword: "Own-Chosen-Adm1n-Passw0rd!",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await admin.get("/api/v1/auth/session")).json).toMatchObject({ stage: "active" });
  });

  it("refuses restore --force while the site runs, unless told --yes-stop-the-site", async () => {
    const file = path.join(tempDir(), "site.jsonl.gz");
    await createBackup(server.db, server.storage, file);
    const refused = await restoreBackup(server.db, server.storage, file, { force: true }).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as Error).message).toContain(
      `The site is running on this database: ${server.url}`,
    );
    expect((refused as Error).message).toContain("--yes-stop-the-site");
    await restoreBackup(server.db, server.storage, file, { force: true, whileSiteRuns: true });
  });

  it.runIf(kind === "sqlite")(
    "keeps the database file and media private (0600, 0700)",
    async () => {
      const dir = database.env.DATA_DIR;
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, "foundation.sqlite")).mode & 0o777).toBe(0o600);
      await server.storage.put("uploads", "private-check.txt", Buffer.from("x"), "text/plain");
      const stored = fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .find((name) => name.endsWith("private-check.txt"));
      expect(stored).toBeDefined();
      expect(fs.statSync(path.join(dir, stored!)).mode & 0o777).toBe(0o600);
    },
  );
});

/** After the site stopped, the same restore goes through (the process withdrew its row). */
describe("restore after the site stopped", () => {
  it("is allowed once the servers are gone", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const server = await startTestServer(database);
      const file = path.join(tempDir(), "site.jsonl.gz");
      await createBackup(server.db, server.storage, file);
      await server.close();
      const manifest = await restoreBackup(database.db, server.storage, file, { force: true });
      expect(manifest.tables.users).toBeGreaterThanOrEqual(1);
    } finally {
      await database.cleanup();
    }
  }, 120_000);
});
