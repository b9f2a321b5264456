/**
 * The Donations screen's state is its URL: the filters (the same names `GET /api/v1/donations`
 * and the CSV export take), the page, the gift open (`id`). Values that are not well-formed are
 * dropped, so a hand-edited link still opens; the service validates again.
 */
import {
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_STATUSES,
  type DonationCurrency,
  type DonationFrequency,
  type DonationStatus,
  PAYMENT_PROVIDERS,
} from "../../../../core/donations.ts";

export const DONATIONS_PATH = "/admin/donations";
export const PAGE_SIZE = 20;

/** The provider filter: one of the providers, or `none` for pledges made without one. */
export const PROVIDER_FILTERS = [...PAYMENT_PROVIDERS, "none"] as const;
export type ProviderFilter = (typeof PROVIDER_FILTERS)[number];

export interface DonationFilters {
  status?: DonationStatus;
  provider?: ProviderFilter;
  currency?: DonationCurrency;
  frequency?: DonationFrequency;
  q?: string;
  from?: string;
  to?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return (values as readonly (string | null)[]).includes(raw) ? (raw as T) : undefined;
}

const day = (raw: string | null) =>
  raw && DAY.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : undefined;

/** The filters of the URL that are well-formed, and the gift it opens (`?id=`). */
export function donationFilters(url: URL): { filters: DonationFilters; id: number | null } {
  const p = url.searchParams;
  const q = (p.get("q") ?? "").trim().slice(0, 200) || undefined;
  const page = Math.min(Math.max(1, Number.parseInt(p.get("page") ?? "1", 10) || 1), 1_000_000);
  const id = /^\d{1,12}$/.test(p.get("id") ?? "") ? Number(p.get("id")) : null;
  const filters: DonationFilters = {
    status: oneOf(DONATION_STATUSES, p.get("status")),
    provider: oneOf(PROVIDER_FILTERS, p.get("provider")),
    currency: oneOf(DONATION_CURRENCIES, p.get("currency")),
    frequency: oneOf(DONATION_FREQUENCIES, p.get("frequency")),
    q,
    from: day(p.get("from")),
    to: day(p.get("to")),
    page,
  };
  return { filters, id: id && id > 0 ? id : null };
}

const FILTER_KEYS = ["status", "provider", "currency", "frequency", "q", "from", "to"] as const;

/** The filters as query parameters, only those that are set (page 1 is the default). */
export function filterParams(
  filters: DonationFilters,
  more: Record<string, string | number | null | undefined> = {},
) {
  const p = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) p.set(key, value);
  }
  if (filters.page > 1) p.set("page", String(filters.page));
  for (const [key, value] of Object.entries(more)) {
    if (value === null || value === undefined || value === "") p.delete(key);
    else p.set(key, String(value));
  }
  return p;
}

/** The screen with these filters (and `more`: `id`, a page): a link to share. */
export function donationsHref(
  filters: DonationFilters,
  more: Record<string, string | number | null | undefined> = {},
) {
  const query = filterParams(filters, more).toString();
  return query ? `${DONATIONS_PATH}?${query}` : DONATIONS_PATH;
}

/** The CSV of every gift these filters find (not only this page). */
export function exportHref(filters: DonationFilters) {
  const query = filterParams({ ...filters, page: 1 }).toString();
  return `/api/v1/donations/export.csv${query ? `?${query}` : ""}`;
}

/** Whether any filter narrows the list (the empty state says "none match" rather than "none yet"). */
export const isFiltered = (filters: DonationFilters) => FILTER_KEYS.some((key) => filters[key]);

/** What the service's `list` takes for these filters. */
export function listQuery(filters: DonationFilters) {
  const query: Record<string, string | number> = { page: filters.page, pageSize: PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}
