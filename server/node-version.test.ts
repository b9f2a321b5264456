/** The release says which Node it needs, on an older Node, instead of failing on an import. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { REQUIRED_NODE_MAJOR, unsupportedNode } from "./node-version.ts";

/** The machine's own Node (Debian's), when it is older than the one npm runs this suite on. */
const SYSTEM_NODE = "/usr/bin/node";
const systemMajor = fs.existsSync(SYSTEM_NODE)
  ? Number(spawnSync(SYSTEM_NODE, ["-p", "process.versions.node.split('.')[0]"]).stdout)
  : NaN;

describe("the Node version", () => {
  it("names the Node needed and the one found", () => {
    expect(unsupportedNode("24.0.0")).toBeNull();
    expect(unsupportedNode("26.1.0")).toBeNull();
    expect(unsupportedNode("20.20.2")).toMatch(
      new RegExp(`needs Node\\.js ${REQUIRED_NODE_MAJOR} or newer; this is Node\\.js 20\\.20\\.2`),
    );
  });

  it("agrees with package.json's engines and .nvmrc", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
    expect(fs.readFileSync(".nvmrc", "utf8").trim()).toBe(String(REQUIRED_NODE_MAJOR));
  });

  it.runIf(systemMajor < REQUIRED_NODE_MAJOR && fs.existsSync("build/main/main.js"))(
    "stops the compiled server on an older Node with that message and status 2",
    () => {
      const run = spawnSync(SYSTEM_NODE, ["build/main/main.js"], {
        encoding: "utf8",
        env: { ...process.env, PORT: "0" },
        timeout: 20_000,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(`This release needs Node.js ${REQUIRED_NODE_MAJOR} or newer`);
      expect(run.stderr).not.toContain("ERR_UNKNOWN_BUILTIN_MODULE");
    },
  );
});
