/** Process entry: `npm start` (production build) and `npm run dev` (Vite middleware). */
import { ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./server.ts";

async function main() {
  const dev = process.argv.includes("--dev");
  // --api-only serves the API and /healthz without the page build (tests, API workers).
  const ssr = !process.argv.includes("--api-only");
  const config = loadConfig();
  const running = await startServer(config, { dev, ssr });
  const { admin, seed, kind } = running;
  const site = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    "",
    `  Foundation site running at ${site}  (database: ${kind}${kind === "sqlite" ? `, ${config.databaseFile}` : ""})`,
    seed.seeded ? "  Demo content was added to the empty database." : "",
    `  Admin sign-in: ${site}/admin/login`,
    `    e-mail:   ${admin.email}`,
    admin.password
      ? `    password: ${admin.password}   (shown once: note it now, or reset it with npm run user -- reset-password ${admin.email})`
      : `    password: ${first(config) ? "the ADMIN_PASSWORD you configured" : `set at first start; reset it with npm run user -- reset-password ${admin.email}`}`,
    config.PUBLIC_URL || process.env.NODE_ENV !== "production"
      ? ""
      : "  In production, set PUBLIC_URL to the site's public address: without it, links in pages and e-mails take the address each request gives, and proxies may not cache pages.",
    "",
  ].filter((l, i, all) => l !== "" || i === 0 || i === all.length - 1);
  process.stdout.write(lines.join("\n") + "\n");

  const stop = async (signal: string) => {
    running.log.info({ signal }, "draining, then shutting down");
    await running.close({
      graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
      timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    });
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

const first = (c: ReturnType<typeof loadConfig>) => Boolean(c.ADMIN_EMAIL);

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
