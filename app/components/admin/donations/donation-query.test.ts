import { describe, expect, it } from "vitest";
import {
  donationFilters,
  donationsHref,
  exportHref,
  isFiltered,
  listQuery,
} from "./donation-query.ts";

const parse = (query: string) => donationFilters(new URL(`http://x/admin/donations?${query}`));

describe("the Donations screen's URL", () => {
  it("keeps the well-formed filters and the gift it opens", () => {
    const { filters, id } = parse(
      "status=pending&provider=none&currency=XOF&frequency=monthly&q=%20Ama%20&from=2026-05-01&to=2026-05-31&page=3&id=42",
    );
    expect(filters).toEqual({
      status: "pending",
      provider: "none",
      currency: "XOF",
      frequency: "monthly",
      q: "Ama",
      from: "2026-05-01",
      to: "2026-05-31",
      page: 3,
    });
    expect(id).toBe(42);
  });

  it("drops what is not well-formed, so a hand-edited link still opens", () => {
    const { filters, id } = parse(
      "status=lost&provider=paypal&currency=usd&frequency=weekly&from=2026-13-45&to=yesterday&page=-2&id=0",
    );
    expect(filters).toEqual({ page: 1 });
    expect(id).toBeNull();
    expect(isFiltered(filters)).toBe(false);
    expect(isFiltered(parse("q=x").filters)).toBe(true);
  });

  it("links name only the filters that are set, and the export carries them without the page", () => {
    const { filters } = parse("currency=EUR&q=don&page=2");
    expect(donationsHref(filters)).toBe("/admin/donations?currency=EUR&q=don&page=2");
    expect(donationsHref(filters, { id: 7 })).toBe(
      "/admin/donations?currency=EUR&q=don&page=2&id=7",
    );
    expect(donationsHref({ page: 1 })).toBe("/admin/donations");
    expect(exportHref(filters)).toBe("/api/v1/donations/export.csv?currency=EUR&q=don");
    expect(exportHref({ page: 1 })).toBe("/api/v1/donations/export.csv");
    expect(listQuery(filters)).toEqual({ currency: "EUR", q: "don", page: 2, pageSize: 20 });
  });
});
