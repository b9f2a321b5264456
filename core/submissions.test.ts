import { describe, expect, it } from "vitest";
import { amountProblem, offerFor, toMinorUnits } from "./donations.ts";
import { donationInput } from "./submissions.ts";

const pledge = (amount: unknown, extra: Record<string, unknown> = {}) =>
  donationInput.safeParse({ amount, name: "Ama Boateng", email: "ama@example.org", ...extra });

const amountError = (amount: unknown) => {
  const result = pledge(amount);
  return result.success ? null : result.error.issues.find((i) => i.path[0] === "amount")?.message;
};

describe("a gift's amount", () => {
  it("is refused when it is not a positive number, and required", () => {
    expect(amountError("ten")).toBe("invalid");
    expect(amountError("")).toBe("required");
    expect(amountError(0)).toBe("amountRange");
    expect(amountError(-5)).toBe("amountRange");
  });

  it("takes the region's currency when none is sent, and the typed amount over a preset", () => {
    expect(pledge("25").data).toMatchObject({ amount: 25, currency: "USD", region: "other" });
    expect(pledge("1000", { region: "TG" }).data).toMatchObject({ currency: "XOF" });
    expect(pledge("50", { customAmount: "75", region: "GH" }).data).toMatchObject({
      amount: 75,
      currency: "GHS",
    });
  });

  it("is checked against its currency's range, step and minor units", () => {
    for (const amount of [0.5, 1_000_001]) expect(amountProblem(amount, "USD")).toBe("amountRange");
    expect(amountProblem(1, "USD")).toBeNull();
    expect(amountProblem(1_000_000, "USD")).toBeNull();
    expect(amountProblem(25.555, "USD")).toBe("amountPrecision");
    expect(amountProblem(50, "XOF")).toBe("amountRange");
    expect(amountProblem(1001, "XOF")).toBe("amountStep");
    expect(amountProblem(100.5, "XOF")).toBe("amountPrecision");
    expect(amountProblem(700_001, "RUB")).toBe("amountRange");
    expect(toMinorUnits(5000, "XOF")).toBe(5000);
    expect(toMinorUnits(19.99, "RUB")).toBe(1999);
  });
});

describe("what the donate page offers", () => {
  it("without providers: pledges in the region's currency, and no SBP", () => {
    expect(offerFor("RU", [])).toEqual([
      {
        currency: "RUB",
        methods: [
          { method: "card", provider: null },
          { method: "bank", provider: null },
        ],
      },
    ]);
  });
  it("with providers: the rail that carries each way to pay", () => {
    const [ghs] = offerFor("GH", ["paystack", "stripe"]);
    expect(ghs.methods).toEqual([
      { method: "mobile", provider: "paystack" },
      { method: "card", provider: "paystack" },
      { method: "bank", provider: null },
    ]);
    expect(offerFor("other", ["stripe"]).map((o) => o.currency)).toEqual(["USD", "EUR"]);
  });
});
