/**
 * Every admin page loader answers a signed-out visitor with 401 and a plain user with 403, and
 * carries none of the data it would give an admin.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type PlaywrightWorkerArgs,
} from "./support/fixtures.ts";
import { createAccount } from "./support/accounts.ts";
import { signInAsAdmin } from "./support/helpers.ts";

const ADMIN_PAGES = [
  "",
  "/blog",
  "/news",
  "/programs",
  "/gallery",
  "/store",
  "/settings",
  "/account",
  "/staff",
  "/audit",
];
/** Data only an admin may see, as it appears in loader answers. */
const ADMIN_ONLY = [
  /Draft: volunteer handbook update/,
  /"smtpPort"/,
  /Hoodie \(2023 edition\)/,
  /"totalViews"/,
];

/** A signed-in API client of a new account with `role` (the caller disposes of it). */
async function signedInAs(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  role: "user" | "editor" | "author",
) {
  const request = await playwright.request.newContext({ baseURL });
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`;
  createAccount(email, "Role-User-Passw0rd!", role);
  const signIn = await request.post("/api/v1/auth/sign-in", {
    data: { email, password: "Role-User-Passw0rd!" },
  });
  expect(signIn.status()).toBe(200);
  return request;
}

/** Posts a JSON body to an admin screen's route action, as its screen's fetcher does. */
function postAction(request: APIRequestContext, screen: string, body: unknown) {
  return request.post(`/admin/${screen}.data`, {
    headers: { "content-type": "application/json" },
    data: JSON.stringify(body),
  });
}

async function loaderAnswer(request: APIRequestContext, page: string, query = "") {
  const res = await request.get(`/admin${page}.data${query}`);
  return { status: res.status(), body: await res.text() };
}

test("a signed-out visitor gets 401 and no data from every admin loader", async ({ request }) => {
  for (const page of ADMIN_PAGES) {
    const { status, body } = await loaderAnswer(request, page);
    expect(status, `/admin${page}`).toBe(401);
    for (const secret of ADMIN_ONLY) expect(body, `/admin${page}`).not.toMatch(secret);
  }
});

test("a plain user gets 403 and no data from every admin loader", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const email = `plain-${Date.now()}@e2e.example`;
  createAccount(email, "Plain-User-Passw0rd!");
  const signIn = await request.post("/api/v1/auth/sign-in", {
    data: { email, password: "Plain-User-Passw0rd!" },
  });
  expect(signIn.status()).toBe(200);
  for (const page of ADMIN_PAGES) {
    const { status, body } = await loaderAnswer(request, page);
    expect(status, `/admin${page}`).toBe(403);
    for (const secret of ADMIN_ONLY) expect(body, `/admin${page}`).not.toMatch(secret);
  }
  await request.dispose();
});

test("the admin gets the data (the check above is not vacuous)", async ({ page }) => {
  await signInAsAdmin(page);
  const blog = await loaderAnswer(page.request, "/blog");
  expect(blog.status).toBe(200);
  expect(blog.body).toMatch(ADMIN_ONLY[0]);
  const settings = await loaderAnswer(page.request, "/settings");
  expect(settings.body).toMatch(ADMIN_ONLY[1]);
});

test("the settings action (the screen's save) refuses like the API: 401, 403, 400 naming the field", async ({
  playwright,
  baseURL,
  page,
}) => {
  const post = (request: APIRequestContext, body: unknown) => postAction(request, "settings", body);
  const signedOut = await playwright.request.newContext({ baseURL });
  const anonymous = await post(signedOut, { general: {} });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).toContain("Your session has ended");
  await signedOut.dispose();

  const plain = await playwright.request.newContext({ baseURL });
  const email = `plain-action-${Date.now()}@e2e.example`;
  createAccount(email, "Plain-User-Passw0rd!");
  await plain.post("/api/v1/auth/sign-in", { data: { email, password: "Plain-User-Passw0rd!" } });
  const refused = await post(plain, { general: {} });
  expect(refused.status()).toBe(403);
  await plain.dispose();

  await signInAsAdmin(page);
  const settings = (
    (await (await page.request.get("/api/v1/settings")).json()) as {
      settings: { security: Record<string, unknown> };
    }
  ).settings;
  const bad = await post(page.request, {
    ...settings,
    security: { ...settings.security, sessionTimeout: 100_000 },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("security.sessionTimeout");
  const notJson = await page.request.post("/admin/settings.data", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(notJson.status()).toBe(400);
});

test("the staff action refuses like the API: 401 signed out, 403 plain user, 400 bad input", async ({
  playwright,
  baseURL,
  page,
}) => {
  const post = (request: APIRequestContext, body: unknown) => postAction(request, "staff", body);
  const signedOut = await playwright.request.newContext({ baseURL });
  expect((await post(signedOut, { intent: "remove", id: 1 })).status()).toBe(401);
  await signedOut.dispose();

  const plain = await playwright.request.newContext({ baseURL });
  const email = `plain-staff-${Date.now()}@e2e.example`;
  createAccount(email, "Plain-User-Passw0rd!");
  await plain.post("/api/v1/auth/sign-in", { data: { email, password: "Plain-User-Passw0rd!" } });
  expect((await post(plain, { intent: "remove", id: 1 })).status()).toBe(403);
  await plain.dispose();

  await signInAsAdmin(page);
  const unknown = await post(page.request, { intent: "explode" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Unknown action");
  const badId = await post(page.request, { intent: "remove", id: "1; drop table users" });
  expect(badId.status()).toBe(400);
  const badEmail = await post(page.request, {
    intent: "invite",
    input: { email: "not-an-address", role: "editor" },
  });
  expect(badEmail.status()).toBe(400);
  expect(await badEmail.text()).toContain("email");
});

test("the audit loader reads the page the URL names, for admins only", async ({
  playwright,
  baseURL,
  page,
}) => {
  const editor = await signedInAs(playwright, baseURL, "editor");
  const refused = await editor.get("/admin/audit.data?action=auth.");
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain("auth.sign-in");
  await editor.dispose();

  await signInAsAdmin(page);
  const signIns = await loaderAnswer(page.request, "/audit", "?action=auth.sign-in&page=1");
  expect(signIns.status).toBe(200);
  expect(signIns.body).toContain("auth.sign-in");
  const none = await loaderAnswer(page.request, "/audit", "?action=no-such-action.");
  expect(none.status).toBe(200);
  expect(none.body).not.toContain("auth.sign-in");
  // A malformed page number is dropped (page 1), not an error.
  const loose = await loaderAnswer(page.request, "/audit", "?page=abc");
  expect(loose.status).toBe(200);
});

test("the account action refuses like the API: 401 signed out, 403 plain user, 400 bad input", async ({
  playwright,
  baseURL,
}) => {
  const post = (request: APIRequestContext, body: unknown) => postAction(request, "account", body);
  const signedOut = await playwright.request.newContext({ baseURL });
  const anonymous = await post(signedOut, { intent: "sign-out-others" });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).toContain("Your session has ended");
  await signedOut.dispose();

  const plain = await signedInAs(playwright, baseURL, "user");
  expect((await post(plain, { intent: "sign-out-others" })).status()).toBe(403);
  await plain.dispose();

  // A staff member of their own (a wrong password here counts toward their lockout, not the admin's).
  const editor = await signedInAs(playwright, baseURL, "editor");
  const unknown = await post(editor, { intent: "explode" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Unknown action");
  expect((await post(editor, { intent: "revoke-session", id: 5 })).status()).toBe(400);
  const wrongPassword = await post(editor, {
    intent: "password",
    input: { currentPassword: "not-it", newPassword: "An0ther-Long-Passw0rd!" },
  });
  expect(wrongPassword.status()).toBe(400);
  expect(await wrongPassword.text()).toContain("currentPassword");
  const badCode = await post(editor, { intent: "two-factor-enable", input: { code: "nope" } });
  expect(badCode.status()).toBe(400);
  expect(await badCode.text()).toContain("code");
  const notOn = await post(editor, {
    intent: "two-factor-disable",
    input: { password: "Role-User-Passw0rd!", code: "123456" },
  });
  expect(notOn.status()).toBe(409);
  expect(await notOn.text()).toContain("not on");
  // The loader lists the editor's own session, marked as this one.
  const read = await editor.get("/admin/account.data");
  expect(read.status()).toBe(200);
  expect(await read.text()).toContain("current");
  await editor.dispose();
});

test("the content action (every content screen's writes) refuses like the API, and saves", async ({
  playwright,
  baseURL,
  page,
}) => {
  const title = `Action post ${Date.now()}`;
  const input = { title, excerpt: "Short", content: "<p>Body</p>", author: "E2E" };

  const signedOut = await playwright.request.newContext({ baseURL });
  const anonymous = await postAction(signedOut, "blog", { intent: "create", input });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).toContain("Your session has ended");
  await signedOut.dispose();

  // An author may open the blog but not the store.
  const author = await signedInAs(playwright, baseURL, "author");
  const store = await postAction(author, "store", { intent: "trash", id: 1 });
  expect(store.status()).toBe(403);
  await author.dispose();

  await signInAsAdmin(page);
  const noEnglish = await postAction(page.request, "blog", {
    intent: "create",
    input: { ...input, title: { fr: "Titre seulement" } },
  });
  expect(noEnglish.status()).toBe(400);
  expect(await noEnglish.text()).toContain("title.en");
  const unknown = await postAction(page.request, "blog", { intent: "explode" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Unknown action");
  const badId = await postAction(page.request, "news", { intent: "trash", id: "1 or 1=1" });
  expect(badId.status()).toBe(400);
  expect(await badId.text()).toContain("The id must be a positive whole number");

  const created = await postAction(page.request, "blog", { intent: "create", input });
  expect(created.status()).toBe(200);
  const listed = await page.request.get(`/api/v1/blog-posts?q=${encodeURIComponent(title)}`);
  const { items } = (await listed.json()) as { items: { id: number; title: string }[] };
  expect(items.map((i) => i.title)).toEqual([title]);
  const [{ id }] = items;
  expect(await created.text()).toContain(String(id));
  // Trashed and restored through the action too, as the screen's Delete and Undo do.
  expect((await postAction(page.request, "blog", { intent: "trash", id })).status()).toBe(200);
  expect((await page.request.get(`/api/v1/blog-posts/${id}`)).status()).toBe(404);
  expect((await postAction(page.request, "blog", { intent: "restore", id })).status()).toBe(200);
  expect((await page.request.get(`/api/v1/blog-posts/${id}`)).status()).toBe(200);
  await page.request.delete(`/api/v1/blog-posts/${id}`);
});

test("the media action (alt text, removal) refuses like the API", async ({
  playwright,
  baseURL,
  page,
}) => {
  const post = (request: APIRequestContext, body: unknown) => postAction(request, "media", body);
  const signedOut = await playwright.request.newContext({ baseURL });
  expect((await post(signedOut, { intent: "delete", id: 1 })).status()).toBe(401);
  await signedOut.dispose();
  const user = await signedInAs(playwright, baseURL, "user");
  expect((await post(user, { intent: "alt", id: 1, alt: { en: "x" } })).status()).toBe(403);
  await user.dispose();

  await signInAsAdmin(page);
  const unknown = await post(page.request, { intent: "rename", id: 1 });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Unknown action");
  const badId = await post(page.request, { intent: "delete", id: -3 });
  expect(badId.status()).toBe(400);
  expect(await badId.text()).toContain("The id must be a positive whole number");
  const missing = await post(page.request, { intent: "alt", id: 2_000_000, alt: { en: "x" } });
  expect(missing.status()).toBe(404);
});
