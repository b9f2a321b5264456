import { afterEach, describe, expect, it, vi } from "vitest";
import { isNamespaceLoaded, namespaceSettled } from "./i18n.ts";
import { declaredNamespaces } from "./route-namespaces.tsx";

describe("declaredNamespaces", () => {
  it("lists the shown routes' namespaces once each, outermost first", () => {
    const matches = [
      { handle: undefined, loaderData: { locale: "en" } },
      { handle: { hydrate: true }, loaderData: {} },
      { handle: { namespaces: ["adminInbox", "adminShell"] }, loaderData: {} },
      { handle: { namespaces: ["adminShell", "adminEditor"] }, loaderData: null },
    ];
    expect(declaredNamespaces(matches)).toEqual(["adminInbox", "adminShell", "adminEditor"]);
  });

  it("leaves out a route whose data is missing (an error boundary above it shows)", () => {
    const matches = [
      { handle: { hydrate: true }, loaderData: {} },
      { handle: { namespaces: ["adminSettings", "adminShell"] }, loaderData: undefined },
    ];
    expect(declaredNamespaces(matches)).toEqual([]);
  });
});

describe("namespaceSettled", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("settles without throwing when the fetch fails, and tries again on the next navigation", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response("", { status: 503 })));
    vi.stubGlobal("fetch", fetch);
    await expect(namespaceSettled("fr", "adminAudit", "first")).resolves.toBeUndefined();
    expect(isNamespaceLoaded("fr", "adminAudit")).toBe(false);
    // The same navigation renders again: the failure is not fetched again (no loop).
    await namespaceSettled("fr", "adminAudit", "first");
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockImplementation(() => Promise.resolve(Response.json({ pageTitle: "Journal" })));
    await namespaceSettled("fr", "adminAudit", "second");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isNamespaceLoaded("fr", "adminAudit")).toBe(true);
  });

  it("gives every caller the same wait while a fetch is on its way", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({}))),
    );
    const first = namespaceSettled("ru", "adminStaff", "a");
    expect(namespaceSettled("ru", "adminStaff", "b")).toBe(first);
  });
});
