/**
 * The production bundle as a server gets it (docs/deploy.md, deploy/Dockerfile): `npm run bundle`
 * into an empty folder, `npm ci --omit=dev` there, then on plain Node 24 (no TypeScript loader, no
 * sources, no dev dependency) the Dockerfile's CMD and HEALTHCHECK, `npm run user`, `npm run backup`
 * against the running site, `npm run restore` once it is stopped, and `npm start` on the restored
 * data; on SQLite (the systemd set-up's default) and PostgreSQL (deploy/compose.yaml). The container
 * files are not built here (no container runtime): this runs what they run. Needs `npm run build`
 * first, as `npm test` does before Vitest.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { checkoutCommit } from "../server/release.ts";
import { databaseKinds, PG_URL, tempDir } from "../server/testing/databases.ts";
import { freePort, waitHealthy } from "../server/testing/server-process.ts";

/** Node 24, as a server has it installed: the one running this suite. */
const NODE = process.execPath;
const INSTALL_GOAL_MB = 250;

const dockerfile = fs.readFileSync("deploy/Dockerfile", "utf8");
/** The JSON (exec) form of an instruction: `CMD [...]`, `HEALTHCHECK --opt … CMD [...]`. */
function execForm(instruction: RegExp): string[] {
  const line = dockerfile.split("\n").find((l) => instruction.test(l));
  const json = line?.match(/CMD (\[.*\])\s*$/)?.[1];
  if (!json) throw new Error(`deploy/Dockerfile has no ${instruction.source} in exec form`);
  return JSON.parse(json) as string[];
}
const CMD = execForm(/^CMD /);
const HEALTHCHECK = execForm(/^HEALTHCHECK /);

/**
 * What a server's shell has: Node 24 and the system's tools (npm), not the checkout's
 * node_modules/.bin; none of the npm settings of an `npm test` that may be running this suite.
 */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$|NODE_OPTIONS$)/i.test(k)),
  );
  const PATH = [
    path.dirname(NODE),
    ...(process.env.PATH ?? "").split(path.delimiter).filter((p) => !p.includes("node_modules")),
  ].join(path.delimiter);
  return { ...env, PATH, NODE_ENV: "production", LOG_LEVEL: "warn", ...extra };
}

/** Bare package imports of compiled modules (node: built-ins left out). */
function packageImports(dir: string): Set<string> {
  const found = new Set<string>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".js")) continue;
    const code = fs.readFileSync(path.join(dir, name), "utf8");
    const specifiers = code.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g,
    );
    for (const m of specifiers) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec.startsWith(".") || spec.startsWith("node:")) continue;
      found.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
    }
  }
  return found;
}

interface EmptyDatabase {
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A database the bundle has never seen: the bundle migrates it itself (the checkout's migrations
 * may be ahead of its build). PostgreSQL: a schema named like the run's others (the global setup
 * drops them at the end).
 */
async function emptyDatabase(kind: "sqlite" | "postgres"): Promise<EmptyDatabase> {
  const DATA_DIR = tempDir("foundation-bundle-data-");
  const removeDir = async () => fs.rmSync(DATA_DIR, { recursive: true, force: true });
  if (kind === "sqlite") return { env: { DATA_DIR }, cleanup: removeDir };
  const run = process.env.TEST_PG_RUN;
  const schema = `test_${run ? `${run}_` : ""}bundle_${path.basename(DATA_DIR).slice(-6).toLowerCase()}`;
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await sql(`create schema "${schema}"`);
  return {
    env: { DATA_DIR, DATABASE_URL: PG_URL, PGOPTIONS: `-c search_path=${schema}` },
    async cleanup() {
      if (!run) await sql(`drop schema if exists "${schema}" cascade`);
      await removeDir();
    },
  };
}

const work = tempDir("foundation-bundle-");
const app = path.join(work, "app");
const running = new Set<ChildProcess>();
let installMb = 0;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, timeout = 60_000) {
  const r = spawnSync(cmd, args, { cwd: app, env, encoding: "utf8", timeout });
  return { code: r.status, out: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

/** A process group of its own, so stopping it reaches npm, its shell and the server. */
function start(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(cmd, args, { cwd: app, env, detached: true, stdio: "pipe" });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  running.add(child);
  return { child, output: () => output };
}

function groupAlive(child: ChildProcess) {
  try {
    process.kill(-(child.pid as number), 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, as systemd and `docker stop` send it; resolves once every process of the group is gone. */
async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (groupAlive(child)) process.kill(-(child.pid as number), signal);
  const deadline = Date.now() + 30_000;
  while (groupAlive(child)) {
    if (Date.now() > deadline) throw new Error("the server did not stop within 30 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => child.once("exit", resolve));
  }
  running.delete(child);
}

async function healthy(url: string, server: ReturnType<typeof start>) {
  await Promise.race([
    waitHealthy(url, 60_000),
    new Promise((_, reject) =>
      server.child.once("exit", (code) =>
        reject(new Error(`the server exited (${code}):\n${server.output()}`)),
      ),
    ),
  ]);
}

beforeAll(() => {
  if (!fs.existsSync("build/main/main.js")) {
    throw new Error("No build: run `npm run build` first (`npm test` does).");
  }
  const bundle = spawnSync(NODE, ["scripts/bundle.mjs", app], { encoding: "utf8" });
  expect(bundle.stderr).toBe("");
  expect(bundle.status).toBe(0);
  const env = serverEnv({});
  const install = run(
    "npm",
    ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"],
    env,
    150_000,
  );
  if (install.code !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.out}`);
  const du = spawnSync("du", ["-sk", path.join(app, "node_modules")], { encoding: "utf8" });
  installMb = Math.round(Number(du.stdout.split("\t")[0]) / 1024);
  console.log(`npm ci --omit=dev: node_modules is ${installMb} MB`);
}, 180_000);

afterAll(async () => {
  for (const child of running) await stop(child, "SIGKILL").catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the production bundle", () => {
  it(`installs without dev dependencies, in under ${INSTALL_GOAL_MB} MB`, () => {
    // The TypeScript loader, the build tools, Node's own package; Kysely and lucide-react are compiled in.
    for (const dev of [
      "tsx",
      "esbuild",
      "typescript",
      "vite",
      "vitest",
      "node",
      "kysely",
      "lucide-react",
    ]) {
      expect(fs.existsSync(path.join(app, "node_modules", dev)), `${dev} is installed`).toBe(false);
    }
    expect(fs.existsSync(path.join(app, "server")), "sources are shipped").toBe(false);
    expect(installMb).toBeGreaterThan(0);
    expect(installMb).toBeLessThan(INSTALL_GOAL_MB);
  });

  it("has every package the compiled server, commands and pages import", () => {
    const imports = new Set([
      ...packageImports(path.join(app, "build/main")),
      ...packageImports(path.join(app, "build/server")),
    ]);
    expect(imports.has("react")).toBe(true);
    // Vite: loaded only by `npm run dev` (server/server.ts), never in a bundle.
    imports.delete("vite");
    const missing = [...imports].filter(
      (name) => !fs.existsSync(path.join(app, "node_modules", name, "package.json")),
    );
    expect(missing).toEqual([]);
  });

  it("runs the command of deploy/Dockerfile and of the systemd unit", () => {
    const unit = fs.readFileSync("deploy/systemd/foundation@.service", "utf8");
    expect(unit).toContain(`\nExecStart=/usr/bin/node ${CMD.slice(1).join(" ")}\n`);
    expect(CMD[0]).toBe("node");
    expect(HEALTHCHECK[0]).toBe("node");
    const backup = fs.readFileSync("deploy/systemd/foundation-backup.service", "utf8");
    expect(backup).toMatch(
      /exec \/usr\/bin\/node --disable-warning=ExperimentalWarning build\/main\/backup\.js /,
    );
    expect(fs.existsSync(path.join(app, "build/main/backup.js"))).toBe(true);
    // The image is this bundle, installed the same way.
    expect(dockerfile).toMatch(/^RUN npm run build && npm run bundle -- \/bundle$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev /m);
  });
});

const kinds = await databaseKinds();

describe.each(kinds)("the bundle on %s", (kind) => {
  let database: EmptyDatabase;
  let env: NodeJS.ProcessEnv;
  let url: string;
  let port: number;
  const backupFile = path.join(work, `${kind}.jsonl.gz`);
  const user = { email: `someone-${kind}@bundle.example`, password: "Bundle-Passw0rd!" };
  const later = { email: `later-${kind}@bundle.example`, password: "Later-Passw0rd!" };
  const npm = (script: string, ...args: string[]) =>
    run("npm", ["run", "--silent", script, "--", ...args], env);

  beforeAll(async () => {
    database = await emptyDatabase(kind);
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = serverEnv({ ...database.env, HOST: "127.0.0.1", PORT: String(port) });
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it("starts with the image's CMD, serves pages and answers the HEALTHCHECK", async () => {
    const server = start(NODE, CMD.slice(1), env);
    await healthy(url, server);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/text\/html/);
    expect(await home.text()).toMatch(/^<!DOCTYPE html>/i);
    expect(run(NODE, HEALTHCHECK.slice(1), env).code).toBe(0);
    // A bundle has no Git: the commit it reports is the one its build wrote in.
    const health = (await (await fetch(`${url}/healthz`)).json()) as { commit: string };
    expect(health.commit).toBe(checkoutCommit());

    // The maintenance commands, on the running site.
    const created = npm("user", "create", user.email, user.password);
    expect(created.out).toBe(`Created ${user.email} (user).\n`);
    expect(created.code).toBe(0);
    const backup = npm("backup", backupFile);
    expect(backup.out).toMatch(new RegExp(`^Backed up ${kind} schema .* media files .* to `));
    expect(backup.code).toBe(0);
    expect(npm("user", "create", later.email, later.password).code).toBe(0);

    await stop(server.child);
    expect(server.child.exitCode, server.output()).toBe(0);
    const stopped = spawnSync(NODE, HEALTHCHECK.slice(1), { env, timeout: 10_000 });
    expect(stopped.status).toBe(1);
  }, 120_000);

  it("restores the backup into the stopped site, and `npm start` serves it", async () => {
    const restore = npm("restore", backupFile, "--force");
    expect(restore.out).toMatch(/^Restored \d+ rows in \d+ tables and \d+ media files/);
    expect(restore.code).toBe(0);

    const server = start("npm", ["start"], env);
    await healthy(url, server);
    expect(server.output()).not.toMatch(/building/);
    const signIn = (who: { email: string; password: string }) =>
      fetch(`${url}/api/v1/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(who),
      });
    const restored = await signIn(user);
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { user: { email: string } }).user.email).toBe(user.email);
    // Created after the backup: gone with the restore.
    expect((await signIn(later)).status).toBe(401);
    await stop(server.child);
  }, 120_000);
});
