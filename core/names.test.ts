import { describe, expect, it } from "vitest";
import { initialsOf } from "./names.ts";

describe("initialsOf", () => {
  it("takes the initials in the name's own script", () => {
    expect(initialsOf("Kwame Asante")).toBe("KA");
    expect(initialsOf("Кваме Асанте")).toBe("КА");
    expect(initialsOf("д-р Эфуа Боатенг")).toBe("ЭБ");
    expect(initialsOf("Dr Efua Boateng")).toBe("EB");
    expect(initialsOf("Jean-Paul de la Croix Agbeko")).toBe("JA");
  });
});
