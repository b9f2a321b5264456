/** The server process: config → start → the sign-in lines → signals and the process guard (run by main.ts). */
import { type Config, loadConfig } from "./config.ts";
import { guardProcess } from "./process-guard.ts";
import { startServer } from "./server.ts";
import { describeStartFailure, startFailureDetails } from "./start-failure.ts";

let config: Config | undefined;

async function main() {
  const dev = process.argv.includes("--dev");
  // --api-only serves the API and /healthz without the page build (tests, API workers).
  const ssr = !process.argv.includes("--api-only");
  const settings = loadConfig();
  config = settings;
  const running = await startServer(settings, { dev, ssr });
  const { admin, seed, kind } = running;
  const bound = new URL(running.url);
  // 0.0.0.0 or :: listen everywhere; a browser on this machine reaches them as localhost.
  const everywhere = ["0.0.0.0", "[::]"].includes(bound.hostname);
  const local = everywhere ? `http://localhost:${bound.port}` : running.url;
  const site = settings.PUBLIC_URL ?? local;
  const lines = [
    "",
    `  Foundation site running at ${local}  (${everywhere ? `every address of this machine, port ${bound.port}; ` : ""}database: ${kind}${kind === "sqlite" ? `, ${settings.databaseFile}` : ""})`,
    settings.PUBLIC_URL ? `  Public address: ${settings.PUBLIC_URL}` : "",
    seed.seeded ? "  Demo content was added to the empty database." : "",
    `  Admin sign-in: ${site}/admin/login`,
    `    e-mail:   ${admin.email}`,
    admin.password
      ? `    password: ${admin.password}   (shown once: note it now, or reset it with npm run user -- reset-password ${admin.email})`
      : `    password: ${first(settings) ? `the ADMIN_PASSWORD you configured${settings.ADMIN_PASSWORD_FINAL === "true" ? "" : " (to be changed at first sign-in; ADMIN_PASSWORD_FINAL=true keeps it)"}` : `set at first start; reset it with npm run user -- reset-password ${admin.email}`}`,
    settings.PUBLIC_URL || process.env.NODE_ENV !== "production"
      ? ""
      : "  In production, set PUBLIC_URL to the site's public address: without it, links in pages and e-mails take the address each request gives, and proxies may not cache pages.",
    "",
  ].filter((l, i, all) => l !== "" || i === 0 || i === all.length - 1);
  // In a terminal, for a person; under systemd or a container, one JSON line like every other.
  if (process.stdout.isTTY) process.stdout.write(lines.join("\n") + "\n");
  else {
    running.log.info(
      {
        address: local,
        publicUrl: settings.PUBLIC_URL ?? null,
        database: kind,
        demoContentAdded: seed.seeded,
        admin: admin.email,
        // No password in a log line (the journal, `docker logs` keep them): a generated one is
        // shown in a terminal only; here the line says how to set one.
        ...(admin.password
          ? {
              adminPassword: `generated; set one with npm run user -- reset-password ${admin.email}`,
            }
          : {}),
      },
      "started",
    );
    if (!settings.PUBLIC_URL && process.env.NODE_ENV === "production") {
      running.log.warn(
        { setting: "PUBLIC_URL" },
        "PUBLIC_URL is not set: links in pages and e-mails take the address each request gives, and proxies may not cache pages; set it to the site's public address",
      );
    }
  }

  const drain = {
    graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
    timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
  const stop = async (signal: string) => {
    running.log.info({ signal }, "draining, then shutting down");
    await running.close(drain);
    process.exit(0);
  };
  guardProcess({
    log: running.log,
    // Unsafe to serve on: no grace before closing, only the wait for requests in flight.
    shutDown: () => running.close({ graceMs: 0, timeoutMs: drain.timeoutMs }),
    shutDownTimeoutMs: drain.timeoutMs + 5000,
  });
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

const first = (c: ReturnType<typeof loadConfig>) => Boolean(c.ADMIN_EMAIL);

main().catch((err: unknown) => {
  const details = startFailureDetails(err, config?.LOG_LEVEL ?? process.env.LOG_LEVEL);
  process.stderr.write(`${describeStartFailure(err, config)}\n${details ? `${details}\n` : ""}`);
  process.exit(config ? 1 : 2);
});
