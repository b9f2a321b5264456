/** The one place the environment is read. A bad value stops start-up with a message naming it. */
import path from "node:path";
import { z } from "zod";
import { CDN_PROVIDERS } from "./cdn/cdn-providers.ts";

const emailList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })));

const PROXY_ENTRY =
  /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;
/** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed (addresses, CIDRs or names). */
const proxyList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(PROXY_ENTRY, {
        error: "must be a comma-separated list of IP addresses, CIDR ranges or loopback",
      }),
    ),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      error: "must be a postgres:// URL (leave it unset for the built-in SQLite database)",
    }),
  PUBLIC_URL: z
    .url({ error: "must be a URL like https://example.org" })
    .refine((v) => /^https?:\/\//.test(v), { error: "must be an http(s) URL" })
    .transform((v) => new URL(v).origin)
    .optional(),
  TRUST_PROXY: proxyList,
  ADMIN_EMAILS: emailList,
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: "must be at least 8 characters" }).optional(),
  /** "true": the ADMIN_PASSWORD admin keeps that password (else it must be changed at first sign-in). */
  ADMIN_PASSWORD_FINAL: z.enum(["true", "false"]).default("false"),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  /** Memory for rendered public pages (0 turns the page cache off). */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Bearer token for /metrics; on a public site (PUBLIC_URL set) /metrics is hidden without it. */
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ error: "must be a URL like https://s3.example.com" }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_PUBLIC_URL: z.url({ error: "must be a URL" }).optional(),
  /** Where Stripe's API answers (tests point it at a local server); Stripe's own by default. */
  STRIPE_API_URL: z.url({ error: "must be a URL like https://api.stripe.com" }).optional(),
  /** Payment keys (docs/payments.md): set here they win over Settings → Integrations. */
  STRIPE_SECRET_KEY: z.string().max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().max(500).optional(),
  PAYSTACK_SECRET_KEY: z.string().max(500).optional(),
  PAYSTACK_API_URL: z.url({ error: "must be a URL like https://api.paystack.co" }).optional(),
  CINETPAY_API_KEY: z.string().max(500).optional(),
  CINETPAY_SITE_ID: z.string().max(100).optional(),
  CINETPAY_SECRET_KEY: z.string().max(500).optional(),
  CINETPAY_API_URL: z
    .url({ error: "must be a URL like https://api-checkout.cinetpay.com" })
    .optional(),
  YOOKASSA_SHOP_ID: z.string().max(100).optional(),
  YOOKASSA_SECRET_KEY: z.string().max(500).optional(),
  YOOKASSA_API_URL: z.url({ error: "must be a URL like https://api.yookassa.ru/v3" }).optional(),
  /** The DNS servers the newsletter's sender check asks ("host" or "host:port", comma-separated). */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean)
        : undefined,
    ),
  /** The CDN in front (docs/cdn.md): its tag header on every page, and a purge at every change. */
  CDN_PROVIDER: z
    .enum(CDN_PROVIDERS, { error: `must be one of ${CDN_PROVIDERS.join(", ")}` })
    .optional(),
  /** Varnish: where PURGE requests go. Cloudflare, Fastly, Bunny: their API's address (tests). */
  CDN_PURGE_URL: z.url({ error: "must be a URL like http://127.0.0.1:6081/" }).optional(),
  CDN_API_TOKEN: z.string().max(500).optional(),
  /** Cloudflare's zone id, Fastly's service id or Bunny's pull zone id. */
  CDN_ZONE: z.string().max(200).optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  RATE_LIMIT_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  RATE_LIMIT_SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  // On SIGTERM/SIGINT: keep answering (healthz "draining") this long, then wait for in-flight requests.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(1),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export type Config = z.infer<typeof schema> & { dataDir: string; databaseFile: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
  }
  if (c.STORAGE === "s3" && !c.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET is required when STORAGE=s3");
  }
  if (c.CDN_PROVIDER === "varnish" && !c.CDN_PURGE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  CDN_PURGE_URL is required when CDN_PROVIDER=varnish (where PURGE requests go)",
    );
  }
  if (c.CDN_PROVIDER && c.CDN_PROVIDER !== "varnish" && (!c.CDN_API_TOKEN || !c.CDN_ZONE)) {
    throw new ConfigError(
      `Invalid configuration:\n  CDN_API_TOKEN and CDN_ZONE are required when CDN_PROVIDER=${c.CDN_PROVIDER}`,
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return { ...c, dataDir, databaseFile: path.join(dataDir, "foundation.sqlite") };
}
