/**
 * Staff e-mails beyond the submission notices: the new-account notice and the weekly report,
 * delivered through the queue to a real SMTP server on loopback, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { linkToken, startSmtpInbox } from "../testing/smtp-inbox.ts";
import { VALID } from "../testing/submission-fixtures.ts";
import { ApiClient, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import { localWeek } from "./staff-reports.ts";

describe("localWeek", () => {
  it("reads the weekday, hour and ISO week in the site's timezone", () => {
    // Monday 23 November 2026, 06:30 UTC: 15:30 in Tokyo, 01:30 in New York (still Monday).
    const monday = new Date("2026-11-23T06:30:00Z");
    expect(localWeek(monday, "UTC")).toEqual({ weekday: 1, hour: 6, label: "2026-W48" });
    expect(localWeek(monday, "Asia/Tokyo")).toEqual({ weekday: 1, hour: 15, label: "2026-W48" });
    expect(localWeek(monday, "America/New_York")).toEqual({
      weekday: 1,
      hour: 1,
      label: "2026-W48",
    });
    // Sunday 22 November, 20:00 UTC is already Monday in Tokyo.
    expect(localWeek(new Date("2026-11-22T20:00:00Z"), "Asia/Tokyo").weekday).toBe(1);
    expect(localWeek(new Date("2026-11-22T20:00:00Z"), "UTC").label).toBe("2026-W47");
    // Around New Year the ISO year is the year of the week's Thursday.
    expect(localWeek(new Date("2027-01-01T12:00:00Z"), "UTC").label).toBe("2026-W53");
    expect(localWeek(new Date("2025-12-29T12:00:00Z"), "UTC").label).toBe("2026-W01");
  });
});

/** Staff notifications go to the staff who get them: by default every admin, here the test admin. */
const STAFF = TEST_ADMIN.email;

describe.each(await databaseKinds())("staff reports on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let admin: ApiClient;

  async function setNotifications(values: Record<string, boolean>, timezone = "UTC") {
    const { json } = await admin.get("/api/v1/settings");
    const settings = json.settings as Record<string, Record<string, unknown>>;
    Object.assign(settings.notifications, values);
    settings.general.adminEmail = STAFF;
    settings.general.timezone = timezone;
    const res = await admin.put("/api/v1/settings", settings);
    expect(res.status, res.text).toBe(200);
  }
  const reports = () => smtp.to(STAFF).filter((m) => m.subject.includes("weekly report"));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The test drives the report and the mail queue itself, with its own clock.
    server = await startTestServer(database, {
      jobs: false,
      env: { PUBLIC_URL: "https://foundation.example" },
    });
    smtp = await startSmtpInbox();
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await smtp.configure(admin);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.cleanup();
  });

  it("a confirmed new account notifies staff, once, when the switches are on", async () => {
    await setNotifications({ emailNotifications: true, newUserRegistration: true });
    const email = `new-${kind}@visitor.test`;
    const up = await new ApiClient(server.url).post("/api/v1/auth/sign-up", {
      email,
      password: "Correct-Horse-9-Battery",
      name: "Ama Mensah",
    });
    expect(up.status).toBe(202);
    await server.services.auth.mail.idle();
    const token = linkToken(smtp.to(email).at(-1), "/admin/verify-email");
    // Nothing before the address is confirmed: typing someone's address notifies nobody.
    await server.mailQueue.run();
    expect(smtp.to(STAFF).filter((m) => m.raw.includes(email))).toHaveLength(0);

    const verified = await new ApiClient(server.url).post("/api/v1/auth/verify-email", { token });
    expect(verified.status, verified.text).toBe(200);
    await server.mailQueue.run();
    const notices = smtp.to(STAFF).filter((m) => m.subject.endsWith(`new account ${email}`));
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain("Ama Mensah <" + email + "> created an account");
    expect(notices[0].body).toContain("https://foundation.example/admin/staff");
  });

  it("with New User Registration off, a confirmed account notifies nobody", async () => {
    await setNotifications({ emailNotifications: true, newUserRegistration: false });
    const email = `quiet-${kind}@visitor.test`;
    await new ApiClient(server.url).post("/api/v1/auth/sign-up", {
      email,
      password: "Correct-Horse-9-Battery",
    });
    await server.services.auth.mail.idle();
    const token = linkToken(smtp.to(email).at(-1), "/admin/verify-email");
    const verified = await new ApiClient(server.url).post("/api/v1/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    await server.mailQueue.run();
    expect(smtp.to(STAFF).filter((m) => m.raw.includes(email))).toHaveLength(0);
  });

  it("the weekly report goes out once per week, from Monday 08:00 in the site's timezone", async () => {
    await setNotifications({ emailNotifications: true, weeklyReports: true }, "Asia/Tokyo");
    const visitor = new ApiClient(server.url);
    for (const name of ["Kofi", "Комлан"]) {
      const res = await visitor.post("/api/v1/forms/volunteer", { ...VALID.volunteer, name });
      expect(res.status, res.text).toBe(201);
    }
    const report = server.services.weeklyReport;
    // 07:00 on Monday 2 March 2026 in Tokyo (Sunday 22:00 UTC): not yet.
    expect(await report.runIfDue(new Date("2026-03-01T22:00:00Z"))).toBe(false);
    // 09:00 in Tokyo: three processes look at once; exactly one queues the report.
    const nine = new Date("2026-03-02T00:00:00Z");
    const runs = await Promise.all([
      report.runIfDue(nine),
      report.runIfDue(nine),
      report.runIfDue(nine),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // Later the same week: already sent.
    expect(await report.runIfDue(new Date("2026-03-05T10:00:00Z"))).toBe(false);
    await server.mailQueue.run();
    const march = reports();
    expect(march).toHaveLength(1);
    expect(march[0].subject).toBe(
      "African Youth Sports & Education Foundation: weekly report, 23 February 2026 – 2 March 2026",
    );
    // The volunteers applied just now, not in that week: the March report counts none.
    expect(march[0].body).toContain("Volunteer applications: 0");
    expect(march[0].body).toContain("https://foundation.example/admin/inbox");

    // This week (from Monday 08:00 in Tokyo): the two applications of a moment ago are in it.
    let at = new Date(Date.now() + 60_000);
    const local = localWeek(at, "Asia/Tokyo");
    if (local.weekday === 1 && local.hour < 8) at = new Date(at.getTime() + 8 * 3600_000);
    expect(await report.runIfDue(at)).toBe(true);
    await server.mailQueue.run();
    const current = reports().slice(1);
    expect(current).toHaveLength(1);
    expect(current[0].body).toContain("Volunteer applications: 2");
    expect(current[0].body).toContain("Still marked new in the inbox: 2");
  });

  it("with the master switch off, no weekly report is queued", async () => {
    await setNotifications({ emailNotifications: false, weeklyReports: true });
    expect(await server.services.weeklyReport.runIfDue(new Date("2026-04-06T12:00:00Z"))).toBe(
      false,
    );
  });
});
