import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../testing/databases.ts";
import { createLocalStorage, storageKey } from "./storage.ts";

describe("storage", () => {
  it("names files timestamp-filename with only safe characters", () => {
    expect(storageKey("My Photo (1).JPG", 1700000000000, "jpg")).toBe(
      "1700000000000-my-photo-1.jpg",
    );
    expect(storageKey("../../etc/passwd", 1, "png")).toBe("1-passwd.png");
    expect(storageKey("Воробьёвы горы.png", 1, "png")).toMatch(/^1-[\w-]+\.png$/);
  });

  it("writes under its root and refuses paths that would leave it", async () => {
    const root = tempDir();
    const storage = createLocalStorage(root);
    const url = await storage.put("gallery-images", "1-a.png", Buffer.from("x"), "image/png");
    expect(url).toBe("/media/gallery-images/1-a.png");
    expect(fs.readFileSync(path.join(root, "gallery-images", "1-a.png"), "utf8")).toBe("x");
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed).toEqual([{ bucket: "gallery-images", key: "1-a.png", size: 1 }]);
    await expect(storage.put("..", "x.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    await expect(
      storage.put("gallery-images", "../x.png", Buffer.from("x"), "image/png"),
    ).rejects.toThrow();
    await storage.remove("gallery-images", "1-a.png");
    expect(fs.existsSync(path.join(root, "gallery-images", "1-a.png"))).toBe(false);
  });
});
