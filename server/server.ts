/** Starts everything: database → migrations → seed (empty database) → first admin → HTTP. */
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import type { DatabaseAvailability } from "./db/availability.ts";
import { createDb, type Db, type DbKind } from "./db/index.ts";
import { startBackgroundJobs } from "./background.ts";
import { migrateToLatest, probeDatabase } from "./db/migrate.ts";
import { withStartupLock } from "./db/startup-lock.ts";
import { announceServerProcess } from "./db/server-processes.ts";
import {
  type ChangeBus,
  createLocalChangeBus,
  createPostgresChangeBus,
} from "./events/change-bus.ts";
import { seedDemoContent } from "./db/seed/seed.ts";
import { prepareIndex } from "./search/search-index.ts";
import { createRequestListener } from "./http/app.ts";
import { createLifecycle, type DrainOptions, type Lifecycle } from "./http/lifecycle.ts";
import { createPageCache } from "./http/page-cache.ts";
import { createCdn } from "./cdn/cdn.ts";
import { guardRequestTargets } from "./http/request-target.ts";
import { createServices } from "./services.ts";
import { createStorage } from "./storage/index.ts";
import { createLogger } from "./observability/logger.ts";
import { createMetrics, type Metrics, metricsAccess } from "./observability/metrics.ts";
import { observeRequests } from "./observability/observe-requests.ts";
import { RELEASE_COMMIT, RELEASE_VERSION } from "./release.ts";
import { prepareDataDir } from "./data-dir.ts";

/** Longest a rendered page is reused without a write (scheduled publication, time-based text). */
const PAGE_CACHE_TTL_MS = 60_000;

export interface StartOptions {
  log?: Logger;
  /** Run Vite in middleware mode (npm run dev). */
  dev?: boolean;
  /** Serve the SSR pages from build/ (default true). API-only tests may turn it off. */
  ssr?: boolean;
  /** PostgreSQL schema (tests). */
  pgSchema?: string;
  /** Run the in-process background jobs (default true); tests that drive them by hand turn them off. */
  jobs?: boolean;
  /** How long the settings read are kept (default 2 s): tests that must tell the bus from the expiry. */
  settingsCacheMs?: number;
  /** How long a rendered page is a hit (default a minute): tests of stale pages shorten it. */
  pageCacheTtlMs?: number;
}

export async function startServer(config: Config, options: StartOptions = {}) {
  await prepareDataDir(config.dataDir);
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  const { db, kind, availability, pool } = createDb({
    url: config.DATABASE_URL,
    sqliteFile: config.databaseFile,
    schema: options.pgSchema,
    log,
  });
  // Listen first: until migrations and seeding are done, /healthz says "starting" (503).
  const lifecycle = createLifecycle(
    () => probeDatabase(db as never),
    RELEASE_VERSION,
    RELEASE_COMMIT,
  );
  const metrics = createMetrics({ db, pool });
  const server = createServer(
    observeRequests(guardRequestTargets(lifecycle.listener), {
      log,
      metrics,
      access: metricsAccess(config.METRICS_TOKEN, Boolean(config.PUBLIC_URL)),
      trustProxy: config.TRUST_PROXY,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  try {
    return await prepare(config, options, {
      db,
      kind,
      availability,
      log,
      server,
      lifecycle,
      metrics,
    });
  } catch (err) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
    throw err;
  }
}

async function prepare(
  config: Config,
  options: StartOptions,
  running: {
    db: Db;
    kind: DbKind;
    availability: DatabaseAvailability;
    log: Logger;
    server: Server;
    lifecycle: Lifecycle;
    metrics: Metrics;
  },
) {
  const { db, kind, availability, log, server, lifecycle, metrics } = running;
  await migrateToLatest(db as never);
  const pageCache =
    config.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          ttlMs: options.pageCacheTtlMs ?? PAGE_CACHE_TTL_MS,
        })
      : null;
  const changes: ChangeBus = config.DATABASE_URL
    ? await createPostgresChangeBus({ url: config.DATABASE_URL, schema: options.pgSchema, log })
    : createLocalChangeBus(log);
  const storage = createStorage(config);
  const cdn = createCdn(db, config, { log, observe: metrics.observeCdnPurge });
  const services = createServices(db, {
    storage,
    adminEmails: config.ADMIN_EMAILS,
    publicUrl: config.PUBLIC_URL,
    dnsServers: config.DNS_SERVERS,
    payments: {
      env: config,
      apiUrls: {
        stripe: config.STRIPE_API_URL,
        paystack: config.PAYSTACK_API_URL,
        cinetpay: config.CINETPAY_API_URL,
        yookassa: config.YOOKASSA_API_URL,
      },
    },
    log,
    changes,
    settingsCacheMs: options.settingsCacheMs,
    // Every content or settings write, here or in another process: the next request renders afresh.
    onChange: () => pageCache?.invalidate(),
    site: cdn ?? undefined,
    cdnStatus: cdn ? () => cdn.purges.status() : undefined,
  });

  const first =
    config.ADMIN_EMAIL && config.ADMIN_PASSWORD
      ? {
          email: config.ADMIN_EMAIL,
          password: config.ADMIN_PASSWORD,
          final: config.ADMIN_PASSWORD_FINAL === "true",
        }
      : undefined;
  // Once across processes: the second one to start finds the content and the admin in place.
  const { seed, admin, searchRebuilt } = await withStartupLock(db, kind, async () => ({
    seed:
      config.SEED_DEMO === "true"
        ? await seedDemoContent(db, services, storage)
        : { seeded: false as const },
    admin: await services.auth.staff.ensureFirstAdmin(first),
    // The fixed pages' words of this release, and the whole index when its analysis changed.
    searchRebuilt: await prepareIndex(db),
  }));
  if (searchRebuilt) log.info("search index built");

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

  const app = createRequestListener({
    config,
    db,
    services,
    storage,
    log,
    build,
    devMiddleware,
    clientDir: path.join(root, "build/client"),
    pageCache,
    availability,
    cdn,
  });
  lifecycle.ready(app, () => (pageCache?.size ?? 0) > 0);
  const jobs =
    options.jobs === false
      ? { kick() {}, kickNewsletter() {}, kickCdn() {}, stop() {} }
      : startBackgroundJobs({
          mailQueue: services.mailQueue,
          submissions: services.submissions,
          settings: services.services.settings,
          weeklyReport: services.weeklyReport,
          donationJobs: services.payments.jobs,
          newsletterSender: services.newsletterSender,
          newsViews: services.newsViews,
          contentJobs: services.contentJobs,
          cdnPurges: cdn?.purges,
          log,
          succeeded: metrics.jobSucceeded,
        });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  const url = `http://${host}:${port}`;

  services.wakeMail.kick = jobs.kick;
  services.wakeNewsletter.kick = jobs.kickNewsletter;
  if (cdn) cdn.wake.kick = jobs.kickCdn;
  const presence = await announceServerProcess(db, url, (err) =>
    log.warn({ err }, "could not renew this process's row in server_processes"),
  );
  return {
    url,
    db,
    kind,
    availability,
    services,
    mailQueue: services.mailQueue,
    storage,
    seed,
    admin,
    log,
    lifecycle,
    metrics,
    pageCache,
    changes,
    /** The CDN's purge queue (CDN_PROVIDER set), else null. */
    cdn,
    /** Scheduled publishing and the trash purge; tests with `jobs: false` run them by hand. */
    contentJobs: services.contentJobs,
    /** Drains in-flight requests (see http/lifecycle.ts), then closes the database. */
    async close(drain: DrainOptions = { graceMs: 0, timeoutMs: 10_000 }) {
      jobs.stop();
      // The newsletter message with the mail server is finished and marked before the database goes.
      await services.newsletterSender.stop();
      await presence.withdraw();
      const { unfinished } = await lifecycle.drain(server, drain);
      if (unfinished) log.warn({ unfinished }, "requests cut off at shutdown");
      await services.auth.mail.idle();
      await closeVite();
      await changes.close();
      await db.destroy();
    },
  };
}
export type RunningServer = Awaited<ReturnType<typeof startServer>>;
