import { describe, expect, it } from "vitest";
import type { Submission } from "../../core/submissions.ts";
import { DEFAULT_SETTINGS } from "../../core/settings-defaults.ts";
import { visitorConfirmation } from "./submission-mails.ts";

const donation = (locale: string) =>
  ({
    kind: "donation",
    locale,
    email: "a@example.org",
    name: "A",
    reference: "",
    data: { name: "A", amount: 50, currency: "USD", frequency: "one-time", method: "bank" },
  }) as unknown as Submission;

describe("visitor e-mails in French and Russian (decision 0030)", () => {
  const site = DEFAULT_SETTINGS.general.siteName;
  it("name the foundation and the donation terms in the visitor's language", () => {
    const fr = visitorConfirmation(donation("fr"), site)!;
    expect(fr.subject).toContain("Fondation africaine");
    expect(fr.text).toContain("Ponctuel · Virement bancaire");
    expect(fr.text).not.toMatch(/one-time|bank|Foundation/);
    const ru = visitorConfirmation(donation("ru"), site)!;
    expect(ru.text).toContain("Фонд поддержки");
    expect(ru.text).not.toMatch(/one-time|bank|Foundation/);
  });
});
