import { describe, expect, it } from "vitest";
import { donationInput } from "./submissions.ts";

const pledge = (amount: unknown) =>
  donationInput.safeParse({ amount, name: "Ama Boateng", email: "ama@example.org" });

const amountError = (amount: unknown) => {
  const result = pledge(amount);
  return result.success ? null : result.error.issues.find((i) => i.path[0] === "amount")?.message;
};

describe("a pledge's amount", () => {
  it("is refused below 1 and above 1,000,000 with the range's own message", () => {
    for (const amount of [0.001, 1e-9, "0.5", 0, -5, 1_000_001]) {
      expect(amountError(amount), String(amount)).toBe("amountRange");
    }
  });

  it("is refused when it is not a number, and required", () => {
    expect(amountError("ten")).toBe("invalid");
    expect(amountError("")).toBe("required");
  });

  it("takes 1 to 1,000,000, rounded to cents", () => {
    expect(pledge(1).data?.amount).toBe(1);
    expect(pledge("25.555").data?.amount).toBe(25.56);
    expect(pledge(1_000_000).data?.amount).toBe(1_000_000);
  });
});
