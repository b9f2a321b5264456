/** Starts everything: database → migrations → seed (empty database) → first admin → HTTP. */
import type { Server } from "node:http";
import path from "node:path";
import { pino, type Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { startBackgroundJobs } from "./background.ts";
import { createDb } from "./db/index.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDemoContent } from "./db/seed/seed.ts";
import { createApp } from "./http/app.ts";
import { createServices } from "./services.ts";
import { createStorage } from "./storage/index.ts";

export interface StartOptions {
  log?: Logger;
  /** Run Vite in middleware mode (npm run dev). */
  dev?: boolean;
  /** Serve the SSR pages from build/ (default true). API-only tests may turn it off. */
  ssr?: boolean;
  /** PostgreSQL schema (tests). */
  pgSchema?: string;
}

export async function startServer(config: Config, options: StartOptions = {}) {
  const log = options.log ?? pino({ level: config.LOG_LEVEL });
  const { db, kind } = createDb({
    url: config.DATABASE_URL,
    sqliteFile: config.databaseFile,
    schema: options.pgSchema,
  });
  await migrateToLatest(db as never);
  const services = createServices(db, {
    adminEmails: config.ADMIN_EMAILS,
    publicUrl: config.PUBLIC_URL,
    stripeApiUrl: config.STRIPE_API_URL,
    log,
  });
  const storage = createStorage(config);

  const seed =
    config.SEED_DEMO === "true" ? await seedDemoContent(db, services, storage) : { seeded: false };
  const first =
    config.ADMIN_EMAIL && config.ADMIN_PASSWORD
      ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }
      : undefined;
  const admin = await services.auth.ensureFirstAdmin(first);

  let build: ServerBuild | (() => Promise<ServerBuild>) | undefined;
  let devMiddleware;
  let closeVite = async () => {};
  const root = process.cwd();
  if (options.dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = devServer.middlewares;
    build = () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    closeVite = () => devServer.close();
  } else if (options.ssr !== false) {
    const file = path.join(root, "build/server/index.js");
    build = (await import(file)) as ServerBuild;
  }

  const app = createApp({
    config,
    db,
    services,
    storage,
    log,
    build,
    devMiddleware,
    clientDir: path.join(root, "build/client"),
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
    s.once("error", reject);
  });
  const jobs = startBackgroundJobs({
    mailQueue: services.mailQueue,
    submissions: services.submissions,
    settings: services.services.settings,
    log,
  });
  services.wakeMail.kick = jobs.kick;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;

  return {
    url,
    db,
    kind,
    services,
    mailQueue: services.mailQueue,
    storage,
    seed,
    admin,
    log,
    async close() {
      jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closeVite();
      await db.destroy();
    },
  };
}
export type RunningServer = Awaited<ReturnType<typeof startServer>>;
