import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-read.ts";

describe("readCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, with their lines", () => {
    const text =
      '\uFEFFemail,name\r\na@example.org,"Mensah, Ama"\r\n\r\nb@example.org,"Say ""hi""\nthere"\nc@example.org,Kofi';
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ["email", "name"] },
      { line: 2, fields: ["a@example.org", "Mensah, Ama"] },
      { line: 4, fields: ["b@example.org", 'Say "hi"\nthere'] },
      { line: 6, fields: ["c@example.org", "Kofi"] },
    ]);
  });

  it("splits by semicolons when the header has more of them (French and Russian Excel)", () => {
    expect(readCsv("email;langue;consentement\nx@example.org;fr;oui\n")).toEqual([
      { line: 1, fields: ["email", "langue", "consentement"] },
      { line: 2, fields: ["x@example.org", "fr", "oui"] },
    ]);
  });
});
