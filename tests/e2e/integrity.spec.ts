/**
 * Integrity in the browser: absolute links never take the host from request headers when
 * PUBLIC_URL is set, and the e-mailed confirmation page works, refuses a bad link and is accessible.
 */
import http from "node:http";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations, localePath, LOCALES } from "./support/helpers.ts";

function getWithHeaders(baseURL: string, path: string, headers: Record<string, string>) {
  const url = new URL(path, baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(
      { host: url.hostname, port: url.port, path: url.pathname, headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
  });
}

test.describe("host headers", () => {
  for (const locale of LOCALES) {
    test(`a forged Host or X-Forwarded-Host never reaches the links of ${localePath("/", locale)}`, async ({
      baseURL,
    }) => {
      const forged: Record<string, string>[] = [
        { host: "evil.example" },
        { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      ];
      for (const headers of forged) {
        const { status, body } = await getWithHeaders(baseURL!, localePath("/", locale), headers);
        expect(status).toBe(200);
        expect(body).toContain(`rel="canonical" href="${new URL(baseURL!).origin}`);
        expect(body).not.toContain("evil.example");
      }
    });
  }
});

test("the confirmation page refuses a bad link and is accessible", async ({ page }) => {
  await page.goto("/admin/verify-email?token=not-a-real-token-123456");
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByTestId("verify-link-error")).toContainText(
    "This confirmation link is not valid any more",
  );
  await expectNoAxeViolations(page);
  await page.goto("/admin/verify-email");
  await expect(page.getByTestId("verify-link-error")).toContainText("not complete");
});
