import { describe, expect, it } from "vitest";
import { offerFor } from "../../../../../core/donations.ts";
import type { DonationOffer } from "../../../../../core/services.ts";
import enForms from "../../../../../texts/locales/en/forms.json";
import frForms from "../../../../../texts/locales/fr/forms.json";
import { createT } from "../../../../i18n/translate.ts";
import { formatMoney } from "../shared/money.ts";
import {
  amountRefusal,
  chosenOffer,
  clientRangeOf,
  currencySign,
  sameChoices,
  startingMethod,
} from "./offer-view.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";
const offers = (
  region: Parameters<typeof offerFor>[0],
  providers: Parameters<typeof offerFor>[1],
) => offerFor(region, providers).map((o) => ({ ...o, presets: [25, 50] })) as DonationOffer[];
const en = { forms: enForms };
const tEn = createT("en", en, "en", en, "forms");
const tFr = createT("fr", { forms: frForms }, "en", en, "forms");

describe("money in the page's language", () => {
  it("writes each currency the way its readers do, minor units only when there are any", () => {
    expect(formatMoney(1500, "USD", "en")).toBe("$1,500");
    expect(formatMoney(1500, "USD", "fr")).toBe(`1${NNBSP}500${NBSP}$`);
    expect(formatMoney(5000, "XOF", "fr")).toBe(`5${NNBSP}000${NBSP}F${NNBSP}CFA`);
    expect(formatMoney(50, "GHS", "en")).toBe("GH₵50");
    expect(formatMoney(1000, "RUB", "ru")).toBe(`1${NBSP}000${NBSP}₽`);
    expect(formatMoney(12.5, "EUR", "en")).toBe("€12.50");
    expect(currencySign("XOF", "en")).toBe(`F${NNBSP}CFA`);
  });
});

describe("the donation form's starting choices", () => {
  it("starts from the currency sent back, else the region's first", () => {
    const other = offers("other", ["stripe"]);
    expect(chosenOffer(other, "EUR")?.currency).toBe("EUR");
    expect(chosenOffer(other, "XOF")?.currency).toBe("USD");
  });

  it("chooses the usual online way to pay, else a pledge that is not a card", () => {
    expect(startingMethod(offers("GH", ["paystack"])[0]!, undefined)).toBe("mobile");
    expect(startingMethod(offers("RU", ["yookassa"])[0]!, undefined)).toBe("sbp");
    expect(startingMethod(offers("other", [])[0]!, undefined)).toBe("bank");
    expect(startingMethod(offers("TG", [])[0]!, undefined)).toBe("mobile");
    expect(startingMethod(offers("other", ["stripe"])[0]!, "bank")).toBe("bank");
    expect(startingMethod(offers("RU", [])[0]!, "sbp")).toBe("bank");
  });

  it("draws the same ways to pay once for the currencies that share them", () => {
    const groups = sameChoices(offers("other", ["stripe"]), (o) => JSON.stringify(o.methods));
    expect(groups.map((g) => g.currencies)).toEqual([["USD", "EUR"]]);
  });
});

describe("an amount refused, in the chosen currency", () => {
  it("names the range, the step and the decimals", () => {
    expect(amountRefusal(tFr, "amountRange", "XOF", "fr")).toBe(
      `Saisissez un montant de 100${NBSP}F${NNBSP}CFA à 5${NNBSP}000${NNBSP}000${NBSP}F${NNBSP}CFA.`,
    );
    expect(amountRefusal(tEn, "amountStep", "XOF", "en")).toBe(
      `Enter an amount in multiples of F${NNBSP}CFA${NBSP}5.`,
    );
    expect(amountRefusal(tEn, "amountPrecision", "XOF", "en")).toBe(enForms.errors.amountWhole);
    expect(amountRefusal(tEn, "amountPrecision", "USD", "en")).toBe(enForms.errors.amountPrecision);
    expect(amountRefusal(tEn, "required", "USD", "en")).toBeUndefined();
  });

  it("gives the browser's check bare numbers where the currencies share a range", () => {
    expect(clientRangeOf(offers("other", []), "USD", "en")).toEqual({ min: "1", max: "1,000,000" });
    expect(clientRangeOf(offers("GH", []), "GHS", "en")).toEqual({
      min: "GH₵1",
      max: "GH₵100,000",
    });
  });
});
