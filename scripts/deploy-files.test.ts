/**
 * The files an operator copies from deploy/ work as copied: the env file reads as systemd reads it
 * (everything after "=" is the value) into a valid configuration, and leaves each instance its own
 * port; the unit gives the port from its name; nginx passes the request id on.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/config.ts";

/** `KEY=VALUE` lines as systemd's EnvironmentFile= takes them; `#` starts a comment only at a line's start. */
function systemdEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const at = trimmed.indexOf("=");
    expect(at, `not KEY=VALUE: ${line}`).toBeGreaterThan(0);
    env[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return env;
}

describe("the deploy files", () => {
  const env = systemdEnv(fs.readFileSync("deploy/systemd/foundation.env", "utf8"));

  it("has an env file with no comment after a value, valid for the configuration", () => {
    for (const [key, value] of Object.entries(env)) {
      expect(value, key).not.toMatch(/\s#/);
      expect(value, key).toBe(value.trim());
    }
    expect(() => loadConfig({ ...env, PORT: "3001" })).not.toThrow();
    expect(loadConfig({ ...env, PORT: "3001" })).toMatchObject({
      HOST: "127.0.0.1",
      PORT: 3001,
      PUBLIC_URL: "https://foundation.example",
    });
  });

  it("leaves each instance its own port: none in the env file, the unit's from its name", () => {
    expect(env).not.toHaveProperty("PORT");
    const unit = fs.readFileSync("deploy/systemd/foundation@.service", "utf8");
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/foundation\/foundation\.env$/m);
  });

  it("has nginx pass its request id to the site", () => {
    const nginx = fs.readFileSync("deploy/nginx/foundation.conf", "utf8");
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  });
});
