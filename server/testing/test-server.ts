/** Starts the real server (API, and SSR when built) on a test database, on 127.0.0.1 and a free port. */
import { existsSync } from "node:fs";
import { type Logger, pino } from "pino";
import type { Role } from "../../core/services.ts";
import { loadConfig } from "../config.ts";
import { startServer, type RunningServer } from "../server.ts";
import type { TestDatabase } from "./databases.ts";

export const TEST_ADMIN = { email: "admin@test.example", password: "Adm1n-Passw0rd!" };

/** Suites and scripts that serve the production build say so before they start anything. */
export function requireProductionBuild(): void {
  if (!existsSync("build/server/index.js"))
    throw new Error("This serves the production build: run `npm run build` first.");
}

/** Starts the server; with `ssr`, on the production build (`requireProductionBuild`). */
export async function startTestServer(
  database: TestDatabase,
  options: {
    seed?: boolean;
    ssr?: boolean;
    jobs?: boolean;
    env?: Record<string, string>;
    settingsCacheMs?: number;
    pageCacheTtlMs?: number;
    /** Where the server logs (default: nowhere). */
    log?: Logger;
  } = {},
): Promise<RunningServer> {
  if (options.ssr) requireProductionBuild();
  const config = loadConfig({
    ...database.env,
    PORT: "0",
    HOST: "127.0.0.1",
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_PASSWORD_FINAL: "true",
    SEED_DEMO: options.seed ? "true" : "false",
    // Suites sign up many users from one address; the rate-limit test sets its own budget.
    RATE_LIMIT_SIGN_UPS_PER_HOUR: "1000",
    ...options.env,
  });
  return startServer(config, {
    log: options.log ?? pino({ level: "silent" }),
    ssr: options.ssr ?? false,
    jobs: options.jobs,
    pgSchema: database.pgSchema,
    settingsCacheMs: options.settingsCacheMs,
    pageCacheTtlMs: options.pageCacheTtlMs,
  });
}

type Item = Record<string, unknown> & { id: number };
/** The loose shape of an API answer, enough for assertions. */
export interface ApiBody {
  items?: Item[];
  total?: number;
  page?: number;
  pageSize?: number;
  error?: { message: string; fields?: Record<string, string>; details?: Record<string, unknown> };
  user?: { id: number; email: string; name: string; role: string; language: string | null } | null;
  [key: string]: unknown;
}

/** A tiny API client that keeps the session cookie like a browser would. */
export class ApiClient {
  private cookie = "";
  constructor(readonly base: string) {}

  /** The session cookie, for requests made with plain fetch (e.g. raw upload bodies). */
  get cookieHeader() {
    return this.cookie;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    const text = await res.text();
    let json: ApiBody;
    try {
      json = text ? (JSON.parse(text) as ApiBody) : {};
    } catch {
      json = {};
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body ?? {});
  put = (path: string, body?: unknown) => this.request("PUT", path, body ?? {});
  delete = (path: string) => this.request("DELETE", path);

  async signIn(email: string, password: string) {
    const res = await this.post("/api/v1/auth/sign-in", { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return res;
  }
}

/**
 * A verified account (plain unless `role` says otherwise) signed in on a new client. (Sign-up itself needs the e-mailed link; the
 * operator's `npm run user -- create` path makes the account directly, as here.)
 */
export async function signedInUser(
  server: RunningServer,
  email: string,
  password: string,
  role: Role = "user",
) {
  await server.services.auth.staff.createByOperator(email, password, role);
  const client = new ApiClient(server.url);
  await client.signIn(email, password);
  return client;
}
