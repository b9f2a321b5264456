/**
 * npm run bench:newsletter (part of npm run bench) — one issue sent to 1,000 then 10,000 confirmed
 * subscribers in three languages, through an SMTP server on 127.0.0.1 that counts and discards
 * what it is given, on SQLite and (when reachable) PostgreSQL. Reports the time to queue (the Send
 * transaction that writes one recipient row each), the send rate, and the process's peak memory
 * over its baseline: bounded means the 10,000 run's peak is not ten times the 1,000 run's. The
 * pace is Settings' maximum (10,000 a minute). Each run has a database of its own (the pace counts
 * the last minute's sends). The SMTP sink runs in this process too: the rate is a floor.
 */
import { performance } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createTestDatabase, postgresAvailable } from "../server/testing/databases.ts";
import { addSubscribers } from "../server/testing/newsletter-fixtures.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../server/testing/test-server.ts";

const SIZES = (process.env.BENCH_SUBSCRIBERS ?? "1000,10000").split(",").map(Number);
/** How often the memory is sampled while sending, in milliseconds. */
const SAMPLE_MS = 50;

async function startSink() {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

function memorySampler() {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { base, peak };
    },
  };
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

async function run(kind: "sqlite" | "postgres", subscribers: number) {
  const database = await createTestDatabase(kind);
  const sink = await startSink();
  const server = await startTestServer(database, { jobs: false, settingsCacheMs: 0 });
  try {
    const admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as { integrations: Record<string, unknown> };
    Object.assign(settings.integrations, {
      emailService: "smtp",
      smtpHost: "127.0.0.1",
      smtpPort: sink.port,
      newsletterPerMinute: 10_000,
    });
    if ((await admin.put("/api/v1/settings", settings)).status !== 200)
      throw new Error("settings not saved");
    await addSubscribers(
      database.db,
      Array.from({ length: subscribers }, (_, i) => ({
        email: `reader${i}@example.org`,
        locale: ["en", "fr", "ru"][i % 3],
      })),
    );
    const story = await admin.post("/api/v1/blog-posts", {
      title: { en: "Harvest day", fr: "Jour de récolte", ru: "День урожая" },
      excerpt: { en: "The first crop.", fr: "La première récolte.", ru: "Первый урожай." },
      content: {
        en: "<p>Tomatoes and beans for the canteen.</p>".repeat(20),
        fr: "<p>Des tomates et des haricots pour la cantine.</p>".repeat(20),
        ru: "<p>Помидоры и фасоль для столовой.</p>".repeat(20),
      },
      author: { en: "Ama Mensah" },
      status: "published",
    });
    const issue = await admin.post("/api/v1/newsletter/issues", {
      kind: "story",
      storyType: "blogPosts",
      storyId: story.json.id,
    });
    const memory = memorySampler();
    const t0 = performance.now();
    const sent = await admin.post(`/api/v1/newsletter/issues/${issue.json.id}/send`, {});
    if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${sent.text}`);
    const queued = performance.now() - t0;
    const t1 = performance.now();
    while (sink.received() < subscribers) {
      if ((await server.services.newsletterSender.run()) === 0)
        throw new Error(`the sender stopped at ${sink.received()} of ${subscribers}`);
    }
    const sending = performance.now() - t1;
    const { base, peak } = memory.stop();
    const rate = subscribers / (sending / 1000);
    process.stdout.write(
      `${kind.padEnd(9)} ${String(subscribers).padStart(7)} ${queued.toFixed(0).padStart(9)} ${(sending / 1000).toFixed(1).padStart(8)} ${rate.toFixed(0).padStart(8)} ${mb(peak - base).padStart(10)}\n`,
    );
    return peak - base;
  } finally {
    await server.close();
    await sink.close();
    await database.cleanup();
  }
}

const kinds: ("sqlite" | "postgres")[] = ["sqlite"];
if (await postgresAvailable()) kinds.push("postgres");
else process.stdout.write("PostgreSQL not reachable: SQLite only.\n");
process.stdout.write(
  `\nNewsletter send\n${"engine".padEnd(9)} ${"readers".padStart(7)} ${"queue ms".padStart(9)} ${"send s".padStart(8)} ${"msg/s".padStart(8)} ${"peak +MB".padStart(10)}\n`,
);
const failures: string[] = [];
for (const kind of kinds) {
  const peaks: number[] = [];
  for (const size of SIZES) peaks.push(await run(kind, size));
  const [small, large] = [peaks[0], peaks.at(-1) ?? 0];
  // Bounded: ten times the readers must not take anywhere near ten times the memory.
  if (SIZES.length > 1 && large > Math.max(small, 16 * 1024 * 1024) * 4)
    failures.push(`${kind}: peak memory grew with the list (${mb(small)} → ${mb(large)} MB)`);
}
if (failures.length > 0) {
  process.stdout.write(`\n${failures.join("\n")}\n`);
  process.exitCode = 1;
}
