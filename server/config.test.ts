import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.ADMIN_EMAILS).toEqual([]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ ADMIN_EMAILS: "a@b.org, nope" }, "ADMIN_EMAILS"],
    [{ ADMIN_EMAIL: "x@y.org" }, "ADMIN_EMAIL and ADMIN_PASSWORD"],
    [{ UPLOAD_MAX_MB: "-1" }, "UPLOAD_MAX_MB"],
  ])("refuses %j with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("asks for what the CDN named in CDN_PROVIDER needs", () => {
    expect(() => loadConfig({ CDN_PROVIDER: "akamai" })).toThrow(/CDN_PROVIDER/);
    expect(() => loadConfig({ CDN_PROVIDER: "varnish" })).toThrow(/CDN_PURGE_URL is required/);
    expect(() => loadConfig({ CDN_PROVIDER: "fastly", CDN_API_TOKEN: "t" })).toThrow(
      /CDN_API_TOKEN and CDN_ZONE are required when CDN_PROVIDER=fastly/,
    );
    const varnish = loadConfig({
      CDN_PROVIDER: "varnish",
      CDN_PURGE_URL: "http://127.0.0.1:6081/",
    });
    expect(varnish.CDN_PROVIDER).toBe("varnish");
    expect(loadConfig({}).CDN_PROVIDER).toBeUndefined();
  });

  it("parses the admin allow-list", () => {
    expect(loadConfig({ ADMIN_EMAILS: "A@x.org, b@y.org" }).ADMIN_EMAILS).toEqual([
      "a@x.org",
      "b@y.org",
    ]);
  });
});
