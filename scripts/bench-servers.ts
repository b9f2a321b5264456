/**
 * The servers npm run bench:http measures: Node's bare http server (the local limit), nginx serving
 * a static file, and built releases of the site (this checkout's and a previous one) in their own
 * processes, started as `npm start` starts them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { freePort } from "../server/testing/server-process.ts";

/** Node's own `http` answering `body` (the cached home's Brotli bytes) from a buffer: the local limit. */
export async function baselineServer(body: Buffer) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Encoding": "br",
      "Content-Length": body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** nginx serving `brotliBody` at / as a static file (Content-Encoding: br), one worker. */
export async function nginxServer(brotliBody: Buffer) {
  if (!existsSync("/usr/sbin/nginx")) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755);
  const body = path.join(dir, "home.html.br");
  writeFileSync(body, brotliBody);
  // nginx's worker runs as nobody; the server's umask (077, server/data-dir.ts) would hide the file.
  chmodSync(body, 0o644);
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = / {
      default_type "text/html; charset=utf-8";
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
      try_files /home.html.br =404;
    }
  }
}
`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child).catch((error: unknown) => {
    child.kill("SIGQUIT");
    throw error;
  });
  return {
    url,
    close() {
      child.kill("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A built release (`build/` in `cwd`) serving a fresh demo database in its own process, exactly as
 * `npm start` runs it: this checkout and the previous release are measured the same way, each apart
 * from the load generator and from the other.
 */
export async function builtServer(cwd: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "build/main/main.js"],
    {
      cwd,
      stdio: "ignore",
      env: {
        ...withoutDatabaseUrl(process.env),
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child);
  return {
    url,
    close() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The previous release (a git ref), built in a temporary folder with this checkout's node_modules,
 * serving a fresh demo database with the page cache off. Null when the ref cannot be built.
 */
export async function previousRelease(ref: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-previous-"));
  const run = (cmd: string, args: string[], cwd: string) =>
    spawnSync(cmd, args, { cwd, stdio: ["ignore", "ignore", "inherit"] }).status === 0;
  const tree = path.join(dir, "tree");
  if (!run("git", ["worktree", "add", "--detach", tree, ref], process.cwd())) return null;
  const cleanup = () => {
    spawnSync("git", ["worktree", "remove", "--force", tree], { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  symlinkSync(path.resolve("node_modules"), path.join(tree, "node_modules"));
  process.stdout.write(`building ${ref} for comparison…\n`);
  if (!run("npm", ["run", "--silent", "build"], tree)) {
    cleanup();
    return null;
  }
  const server = await builtServer(tree, { PAGE_CACHE_MB: "0" });
  return {
    url: server.url,
    close() {
      server.close();
      cleanup();
    },
  };
}

/** The environment without DATABASE_URL: the previous release keeps its data in SQLite. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _unused, ...rest } = env;
  return rest;
}
