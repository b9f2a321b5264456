/**
 * Accounts for the browser suites. Sign-up needs the e-mailed confirmation link, so suites that
 * only need a plain account create a verified one the way an operator does: `npm run user --
 * create` on the e2e server's own database (SQLite in WAL mode takes a second writer). A
 * `temporary` password must be changed at the first sign-in.
 */
import { execFileSync } from "node:child_process";

export function createAccount(
  email: string,
  password: string,
  role: "user" | "admin" | "editor" | "author" = "user",
  options: { temporary?: boolean } = {},
) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error(
      "E2E_DATA_DIR is not set (the worker fixture in tests/e2e/support/fixtures.ts sets it)",
    );
  execFileSync(
    process.execPath,
    [
      "--disable-warning=ExperimentalWarning",
      "--import",
      "tsx",
      "scripts/user.ts",
      "create",
      email,
      password,
      "--role",
      role,
      ...(options.temporary ? ["--temporary"] : []),
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: "pipe" },
  );
}
