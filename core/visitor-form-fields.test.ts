import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "./submission-options.ts";
import { submissionSchemas } from "./submissions.ts";
import { type FormFieldSpec, VISITOR_FORM_FIELDS } from "./visitor-form-fields.ts";

/** What a form sends that is not one of its rows: the page's language, a donation's choices. */
const NOT_ROWS: Record<string, readonly string[]> = {
  donation: ["frequency", "amount", "currency", "method", "region"],
};

/** The fields of a kind's schema, in order (a donation's schema reads its amounts first). */
function schemaFields(kind: (typeof SUBMISSION_KINDS)[number]): string[] {
  const schema = submissionSchemas[kind];
  const object = "shape" in schema ? schema : schema.out;
  return Object.keys(object.shape).filter((k) => k !== "locale");
}

/** The fields an empty submission is refused for. */
function requiredFields(kind: (typeof SUBMISSION_KINDS)[number]): string[] {
  const result = submissionSchemas[kind].safeParse({});
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
}

describe("each visitor form's field list", () => {
  it.each(SUBMISSION_KINDS)("%s: names the schema's fields in the schema's order", (kind) => {
    const rows = VISITOR_FORM_FIELDS[kind].map((f) => f.name);
    const notRows = NOT_ROWS[kind] ?? [];
    expect(rows).toEqual(schemaFields(kind).filter((name) => !notRows.includes(name)));
  });

  it.each(SUBMISSION_KINDS)("%s: marks required exactly what the schema refuses empty", (kind) => {
    const required = new Set(requiredFields(kind));
    for (const field of VISITOR_FORM_FIELDS[kind]) {
      expect(field.required, field.name).toBe(required.has(field.name));
    }
  });

  it("offers on each choice the values the schema takes, a prompt and their labels' key", () => {
    for (const kind of SUBMISSION_KINDS) {
      const fields: readonly FormFieldSpec[] = VISITOR_FORM_FIELDS[kind];
      for (const field of fields) {
        if (field.control !== "choice") continue;
        expect(field.placeholder, field.name).toBe(true);
        expect(field.optionLabels, field.name).toBeTruthy();
        expect(field.options?.length, field.name).toBeGreaterThan(0);
        for (const value of field.options ?? []) {
          const sent = { ...validSample(kind), [field.name]: value };
          expect(submissionSchemas[kind].safeParse(sent).success, `${field.name}=${value}`).toBe(
            true,
          );
        }
      }
    }
  });
});

/** A submission the schema takes, to vary one field of. */
function validSample(kind: (typeof SUBMISSION_KINDS)[number]): Record<string, unknown> {
  const samples: Record<string, Record<string, unknown>> = {
    volunteer: {
      firstName: "Ama",
      lastName: "Boateng",
      email: "ama@example.org",
      location: "Accra, Ghana",
      opportunity: "sports",
      availability: "2-4",
      experience: "Coach",
      terms: "on",
    },
    partner: {
      orgName: "Acme",
      industry: "Retail",
      contactName: "Ama Boateng",
      position: "Director",
      email: "ama@example.org",
      phone: "+233 20 000 0000",
      partnershipType: "corporate",
      objectives: "Sport for all",
    },
  };
  return samples[kind] ?? {};
}
