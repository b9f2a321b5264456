/**
 * Staff e-mails in the recipient's language, on SQLite and PostgreSQL: an invitation from an admin
 * who chose French is queued in French (the invitee takes that language), a submission notice to a
 * staff member who chose Russian is queued in Russian (its field labels too) while the admin's
 * stays English, and the weekly report writes its dates and amounts the Russian way.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../core/settings-defaults.ts";
import type { RunningServer } from "../server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../testing/databases.ts";
import { VALID } from "../testing/submission-fixtures.ts";
import { ApiClient, signedInUser, startTestServer, TEST_ADMIN } from "../testing/test-server.ts";
import type { Submission } from "../../core/submissions.ts";
import { weeklyReportMail } from "./staff-reports.ts";
import { staffNotification } from "./submission-mails.ts";

describe.each(await databaseKinds())("staff e-mails in their language on %s", (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: ApiClient;
  const queuedTo = (recipient: string) =>
    database.db
      .selectFrom("mailQueue")
      .select(["subject", "body"])
      .where("recipient", "=", recipient)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { env: { PUBLIC_URL: "http://site.test" } });
    admin = new ApiClient(server.url);
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.cleanup();
  });

  it("an admin who chose French invites in French, and the new member keeps French", async () => {
    expect((await admin.put("/api/v1/auth/language", { language: "fr" })).status).toBe(200);
    const email = `claire-${kind}@test.example`;
    const invited = await admin.post("/api/v1/staff", { email, role: "editor" });
    expect(invited.status, invited.text).toBe(201);
    const [mail] = await queuedTo(email);
    expect(mail?.subject).toBe(
      "Fondation africaine pour le sport et l’éducation des jeunes\u00a0: vous êtes invité(e) à rejoindre l’équipe",
    );
    expect(mail?.body).toContain("avec le rôle «\u202féditeur\u202f»");
    expect(mail?.body).toContain("dans les 7\u00a0jours");
    expect(mail?.body).toContain("http://site.test/admin/accept-invitation?token=");
    expect(mail?.body).not.toMatch(/invited|Open this link|editor/);
    const staff = (await admin.get("/api/v1/staff")).json.items ?? [];
    expect(staff.find((m) => m.email === email)?.language).toBe("fr");
    await admin.put("/api/v1/auth/language", { language: null });
  });

  it("a submission notice reaches a Russian-speaking editor in Russian and the admin in English", async () => {
    const olga = `olga-${kind}@test.example`;
    const editor = await signedInUser(server, olga, "Editor-Passw0rd!", "editor");
    expect((await editor.put("/api/v1/auth/language", { language: "ru" })).status).toBe(200);
    const row = await database.db
      .selectFrom("users")
      .select(["id", "email", "name"])
      .where("email", "=", olga)
      .executeTakeFirstOrThrow();
    await server.services.services.mail.setNotifications(
      { ...row, id: Number(row.id), role: "editor", language: "ru" },
      { subscribed: true },
    );
    const sent = await new ApiClient(server.url).post("/api/v1/forms/contact", VALID.contact);
    expect(sent.status, sent.text).toBe(201);

    const [ru] = await queuedTo(olga);
    expect(ru?.subject).toBe(
      "Фонд поддержки африканской молодёжи в спорте и образовании: новое сообщение от Zoé",
    );
    expect(ru?.body).toContain("пришло новое сообщение");
    expect(ru?.body).toContain("Открыть во входящих: http://site.test/admin/inbox?type=contact");
    // Each field under the inbox's label; the empty subject has no line.
    expect(ru?.body).toContain(
      "Имя: Zoé\nE-mail: zoe@example.fr\nСообщение: Bonjour !\nЯзык: французский\n",
    );
    expect(ru?.body).not.toMatch(/arrived|Open it|^name:/m);
    const en = (await queuedTo(TEST_ADMIN.email)).find((m) => m.subject.includes("Zoé"));
    expect(en?.subject).toContain("new contact message from Zoé");
    expect(en?.body).toContain(
      "Name: Zoé\nEmail: zoe@example.fr\nMessage: Bonjour !\nLanguage: French\n",
    );
  });

  it("a notice to a French-speaking staff member is French, labels and typography included", () => {
    const submission: Submission = {
      id: 7,
      kind: "volunteer",
      status: "new",
      locale: "ru",
      name: "Anna",
      email: "anna@example.org",
      data: { firstName: "Anna", email: "anna@example.org", remote: true, locale: "ru" },
      notes: "",
      reference: null,
      confirmedAt: null,
      createdAt: "2026-11-27T10:00:00Z",
      updatedAt: "2026-11-27T10:00:00Z",
    };
    const mail = staffNotification(
      submission,
      DEFAULT_SETTINGS.general.siteName,
      "http://site.test/admin/inbox?type=volunteer&id=7",
      "fr",
    );
    expect(mail.subject).toBe(
      "Fondation africaine pour le sport et l’éducation des jeunes\u00a0: nouvelle candidature de bénévole d’Anna",
    );
    expect(mail.text).toContain(
      "Prénom\u00a0: Anna\nE-mail\u00a0: anna@example.org\nÀ distance\u00a0: Oui\nLangue\u00a0: russe\n",
    );
    expect(mail.text).toContain(
      "Ouvrir dans la boîte de réception\u00a0: http://site.test/admin/inbox?type=volunteer&id=7",
    );
    expect(mail.text).not.toMatch(/arrived|firstName|remote|true/);
  });

  it("the weekly report in Russian dates and counts the Russian way", () => {
    const figures = {
      from: "2026-02-23T00:00:00Z",
      to: "2026-03-02T00:00:00Z",
      submissions: { volunteer: 1200, partner: 0, contact: 3, newsletter: 0, donation: 1 },
      unhandled: 2,
      donationsPaid: { count: 1, totals: { EUR: 1500 } },
      newAccounts: 0,
      contentChanges: 4,
      mailFailures: 0,
    };
    const mail = weeklyReportMail(DEFAULT_SETTINGS, figures, "ru");
    expect(mail.subject).toContain("еженедельный отчёт");
    expect(mail.text).toContain("2 марта 2026");
    expect(mail.text).toContain("Заявки волонтёров: 1\u00a0200");
    expect(mail.text).toContain("1\u00a0500,00\u00a0€");
    expect(mail.text).not.toMatch(/Volunteer|March|Inbox/);
  });
});
