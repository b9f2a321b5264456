/**
 * Varnish (Debian's `varnishd`) started by a test on loopback with the shipped VCL
 * (deploy/varnish/foundation.vcl), its two backends pointed at the test's servers.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempDir } from "./databases.ts";

const VARNISHD = "/usr/sbin/varnishd";
const VCL = path.resolve(import.meta.dirname, "../../deploy/varnish/foundation.vcl");

export const varnishAvailable = () => spawnSync(VARNISHD, ["-V"]).status === 0;

export interface Varnish {
  url: string;
  stop(): Promise<void>;
}

/** Starts Varnish on `port` in front of the backends (the VCL's 3000 and 3001 become these). */
export async function startVarnish(port: number, backends: [number, number]): Promise<Varnish> {
  const dir = tempDir("varnish-");
  // varnishd's worker runs as the `varnish` user: it must read its working directory.
  chmodSync(dir, 0o755);
  const vcl = readFileSync(VCL, "utf8")
    .replace('.port = "3000"', `.port = "${backends[0]}"`)
    .replace('.port = "3001"', `.port = "${backends[1]}"`);
  const file = path.join(dir, "foundation.vcl");
  writeFileSync(file, vcl);
  // The server sets a private umask (server/data-dir.ts): Varnish's user must read the VCL.
  chmodSync(file, 0o644);
  const args = ["-F", "-a", `127.0.0.1:${port}`, "-T", "127.0.0.1:0", "-f", file];
  // With the umask this process has, the files varnishd makes would be unreadable to its worker.
  const command = [VARNISHD, ...args, "-n", dir, "-s", "malloc,64m"].join(" ");
  const child: ChildProcess = spawn("sh", ["-c", `umask 022 && exec ${command}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Until it answers (bounded): the child compiles the VCL first.
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/livez`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100 || child.exitCode !== null) {
      child.kill();
      throw new Error(`varnishd did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
