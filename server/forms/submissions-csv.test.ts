/** The CSV export's columns (with the newsletter's "confirmed"). */
import { describe, expect, it } from "vitest";
import { SUBMISSION_FIELDS, type Submission } from "../../core/submissions.ts";
import { submissionsCsv } from "./submissions-csv.ts";

const subscriber = (id: number, email: string, confirmedAt: string | null): Submission => ({
  id,
  kind: "newsletter",
  status: "new",
  locale: "fr",
  name: "",
  email,
  data: { email, locale: "fr" },
  notes: "",
  reference: null,
  confirmedAt,
  createdAt: "2030-01-01T09:00:00.000Z",
  updatedAt: "2030-01-01T09:00:00.000Z",
});

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));

describe("submissions CSV", () => {
  it("says whether each newsletter subscriber confirmed the address, and when", () => {
    const [header, yes, no] = rows(
      submissionsCsv("newsletter", [
        subscriber(1, "ama@example.org", "2030-01-02T10:00:00.000Z"),
        subscriber(2, "kofi@example.org", null),
      ]),
    );
    expect(header).toEqual([
      "id",
      "createdAt",
      "status",
      ...SUBMISSION_FIELDS.newsletter,
      "confirmed",
      "confirmedAt",
      "notes",
    ]);
    const at = (row: string[], column: string) => row[header.indexOf(column)];
    expect(at(yes, "email")).toBe("ama@example.org");
    expect(at(yes, "confirmed")).toBe("yes");
    expect(at(yes, "confirmedAt")).toBe("2030-01-02T10:00:00.000Z");
    expect(at(no, "confirmed")).toBe("no");
    expect(at(no, "confirmedAt")).toBe("");
  });

  it("keeps the other kinds' columns: no confirmation outside the newsletter", () => {
    const [header] = rows(submissionsCsv("contact", []));
    expect(header).not.toContain("confirmed");
    const [donation] = rows(submissionsCsv("donation", []));
    expect(donation.slice(-2)).toEqual(["reference", "notes"]);
  });
});
