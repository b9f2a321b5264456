/** A valid body of each visitor form, for tests. */
import type { SubmissionKind } from "../../core/submissions.ts";

export const VALID: Record<SubmissionKind, Record<string, unknown>> = {
  volunteer: {
    firstName: "Анна",
    lastName: "Иванова",
    email: "anna@example.org",
    phone: "+7 900 000 00 00",
    location: "Москва, Россия",
    opportunity: "french",
    availability: "4-6",
    experience: "Преподаю французский пять лет; j’adore le sport.",
    remote: true,
    terms: true,
    locale: "ru",
  },
  partner: {
    orgName: "Acme Sports",
    industry: "Retail",
    contactName: "Jo Smith",
    position: "CSR lead",
    email: "jo@acme.example",
    phone: "+1 555 0100",
    website: "https://acme.example",
    partnershipType: "corporate",
    partnershipLevel: "program",
    objectives: "Fund a league",
    timeline: "1-3",
  },
  contact: { name: "Zoé", email: "zoe@example.fr", message: "Bonjour !", locale: "fr" },
  newsletter: { email: "reader@example.org" },
  donation: {
    frequency: "monthly",
    amount: 50,
    method: "bank",
    name: "Kofi Mensah",
    email: "kofi@example.org",
  },
};
