import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createTestDatabase } from "./server/testing/databases.ts";
import { startTestServer } from "./server/testing/test-server.ts";
const require = createRequire(import.meta.url);
const db = await createTestDatabase("sqlite");
const server = await startTestServer(db, { seed: true, ssr: true, env: { PAGE_CACHE_MB: "0" } });
const path = process.argv[2] ?? "/privacy";
await fetch(server.url + path);
await new Promise<void>((resolve) => {
  const c = spawn(process.execPath, [require.resolve("autocannon/autocannon.js"), "-c", "20", "-d", "8", server.url + path], { stdio: "inherit" });
  c.on("close", () => resolve());
});
await server.close(); await db.cleanup();
