/**
 * The browser suites' `test`: Playwright's, with one real server per worker. Each worker starts
 * exactly what `npm start` runs (the compiled server, its V8 flags too) in the run's bundle of the
 * build (global-setup.ts, where nothing is ever built), on a free loopback port and a fresh
 * temporary data directory with demo content; it points `baseURL` at it and sets `E2E_DATA_DIR`
 * for the helpers that open its database (support/accounts.ts, some suites). Specs import
 * everything from here instead of `@playwright/test`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test as base } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { type PaymentFakes, paymentFakesEnv, startPaymentFakes } from "./payment-fakes.ts";

export * from "@playwright/test";

/** How long a server may take to answer /healthz 200 (it seeds the demo content first). */
const STARTUP_DEADLINE_MS = 120_000;
/** How long a stopping server may drain before it is killed. */
const STOP_GRACE_MS = 5_000;
/** The end of the server's stderr kept for the error when it does not come up. */
const STDERR_KEPT = 64 * 1024;

export type WorkerServer = { url: string; dataDir: string; pid: number };

/** The run's bundle of the build, made by global-setup.ts before the workers started. */
function bundleDir(): string {
  const dir = process.env.E2E_BUNDLE_DIR;
  if (!dir) throw new Error("E2E_BUNDLE_DIR is not set: run the suites with playwright.config.ts");
  return dir;
}

/** `npm start`'s command from package.json: `node <flags> scripts/start.mjs`. */
function startCommand(): string[] {
  const packageJson = path.join(bundleDir(), "package.json");
  const { scripts } = JSON.parse(fs.readFileSync(packageJson, "utf8")) as {
    scripts: { start: string };
  };
  const [program, ...args] = scripts.start.trim().split(/\s+/);
  if (program !== "node") throw new Error(`npm start does not run node: ${scripts.start}`);
  return args;
}

/** A port nothing listens on right now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string>,
): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_PASSWORD_FINAL: "true",
    LOG_LEVEL: "warn",
    // Every suite writes from 127.0.0.1 to its worker's server; the limits themselves are proven by
    // the Vitest attack suite (server/security.test.ts).
    RATE_LIMIT_WRITES_PER_MINUTE: "10000",
    RATE_LIMIT_SIGN_UPS_PER_HOUR: "1000",
    RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000",
    // The newsletter's sender check asks a closed port on loopback: no question leaves the machine.
    DNS_SERVERS: "127.0.0.1:9",
    PUBLIC_URL: url,
    ...extra,
  };
}

type Started = { child: ChildProcess; url: string };

/** Servers being stopped on purpose: their exit is not reported. */
const stopping = new WeakSet<ChildProcess>();

/** Spawns the server; resolves once /healthz answers 200, rejects with its stderr otherwise. */
async function startServer(
  port: number,
  dataDir: string,
  label: string,
  extra: Record<string, string>,
): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, startCommand(), {
    cwd: bundleDir(),
    env: serverEnv(port, dataDir, extra),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  let ready = false;
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
    // Once up, its warnings and errors show in the run's output, as the old webServer's did.
    if (ready) process.stderr.write(`[${label}] ${chunk}`);
  });
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => resolve(`exited (${signal ?? `code ${code}`})`));
    child.once("error", (error) => resolve(`failed to spawn: ${error.message}`));
  });
  let exit: string | undefined;
  void exited.then((how) => (exit = how));
  // A worker that dies without its teardown (a crash) takes its server with it.
  const orphan = () => child.kill("SIGKILL");
  process.once("exit", orphan);
  void exited.then(() => process.off("exit", orphan));

  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  while (exit === undefined && Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      await res.body?.cancel();
      if (res.status === 200) {
        ready = true;
        void exited.then((how) => {
          if (!stopping.has(child)) process.stderr.write(`[${label}] server ${how}\n`);
        });
        return { child, url };
      }
    } catch {
      // not listening yet
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
  const why = exit ?? `did not answer /healthz 200 within ${STARTUP_DEADLINE_MS / 1000} s`;
  if (exit === undefined) await stop(child);
  throw Object.assign(new Error(`${label} on ${url} ${why}. Its stderr:\n${stderr}`), {
    addressInUse: /EADDRINUSE/.test(stderr),
  });
}

/** SIGTERM to the server's own PID, SIGKILL when it has not exited after a grace period. */
async function stop(child: ChildProcess) {
  stopping.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = new Promise<boolean>((r) => setTimeout(() => r(false), STOP_GRACE_MS));
  if (!(await Promise.race([exited.then(() => true), timer]))) {
    child.kill("SIGKILL");
    await exited;
  }
}

export const test = base.extend<
  { payments: PaymentFakes },
  { workerServer: WorkerServer; withPayments: boolean; paymentFakes: PaymentFakes | null }
>({
  /**
   * `test.use({ withPayments: true })`: the worker's server has the four payment providers
   * configured, each a local server speaking its protocol (support/payment-fakes.ts).
   */
  withPayments: [false, { scope: "worker", option: true }],
  paymentFakes: [
    async ({ withPayments }, provide) => {
      const fakes = withPayments ? await startPaymentFakes() : null;
      await provide(fakes);
      await fakes?.close();
    },
    { scope: "worker" },
  ],
  payments: async ({ paymentFakes }, provide) => {
    if (!paymentFakes)
      throw new Error("use test.use({ withPayments: true }) for the payment fakes");
    await provide(paymentFakes);
  },
  workerServer: [
    async ({ paymentFakes }, provide, workerInfo) => {
      const label = `server ${workerInfo.parallelIndex}`;
      const extra = paymentFakes ? paymentFakesEnv(paymentFakes) : {};
      let started: Started | undefined;
      let dataDir = "";
      try {
        // The free port can be taken between the probe and the server's bind: then another one.
        for (let attempt = 1; !started; attempt++) {
          dataDir = fs.mkdtempSync(
            path.join(os.tmpdir(), `foundation-e2e-${workerInfo.parallelIndex}-`),
          );
          try {
            started = await startServer(await freePort(), dataDir, label, extra);
          } catch (error) {
            fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
            if (!(error as { addressInUse?: boolean }).addressInUse || attempt >= 3) throw error;
          }
        }
        process.env.E2E_DATA_DIR = dataDir;
        await provide({ url: started.url, dataDir, pid: started.child.pid ?? 0 });
      } finally {
        if (started) {
          await stop(started.child);
          if (process.env.E2E_DATA_DIR === dataDir) delete process.env.E2E_DATA_DIR;
          fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
        }
      }
    },
    { scope: "worker", auto: true, timeout: STARTUP_DEADLINE_MS + 30_000 },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.url);
  },
});
