import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { migrations } from "./migrate.ts";

const folder = fileURLToPath(new URL("./migrations/", import.meta.url));
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => f.slice(0, -".ts".length))
  .sort();

describe("migrations (docs/decisions/0029)", () => {
  it("are the migration files of the folder, in name order, without its tests", async () => {
    const names = Object.keys(await migrations());
    expect(names).toEqual(files);
    expect(names[0]).toBe("0001-initial");
    expect(names.some((n) => n.includes("test"))).toBe(false);
    for (const migration of Object.values(await migrations())) {
      expect(typeof migration.up).toBe("function");
    }
  });

  it("are found the same way under tsx, where import.meta.glob does not exist", () => {
    const script = `import("./server/db/migrate.ts").then(async (m) =>
      console.log(JSON.stringify(Object.keys(await m.migrations()))))`;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: fileURLToPath(new URL("../../", import.meta.url)),
        encoding: "utf8",
      },
    );
    expect(JSON.parse(out)).toEqual(files);
  });
});
