/**
 * Donations: the currencies, ways to pay and countries the donate page offers, the rails
 * (provider × currency × method) that carry them, and the one state machine every gift follows.
 * No zod here: the public donate page imports it (decision 0035).
 */

export const DONATION_CURRENCIES = ["USD", "EUR", "GHS", "XOF", "RUB"] as const;
export type DonationCurrency = (typeof DONATION_CURRENCIES)[number];

/** How many minor units a major unit has (XOF has none), and the range a gift may take. */
export const CURRENCY_RULES: Record<
  DonationCurrency,
  { exponent: number; min: number; max: number; presets: readonly number[] }
> = {
  USD: { exponent: 2, min: 1, max: 1_000_000, presets: [25, 50, 100, 250, 500, 1000] },
  EUR: { exponent: 2, min: 1, max: 1_000_000, presets: [25, 50, 100, 250, 500, 1000] },
  GHS: { exponent: 2, min: 1, max: 100_000, presets: [50, 100, 200, 500, 1000, 2000] },
  // CinetPay takes whole francs in multiples of 5, from 100.
  XOF: { exponent: 0, min: 100, max: 5_000_000, presets: [1000, 2000, 5000, 10000, 25000, 50000] },
  // SBP takes 1 to 700 000 ₽ per payment.
  RUB: { exponent: 2, min: 1, max: 700_000, presets: [300, 500, 1000, 2000, 5000, 10000] },
};

export const isDonationCurrency = (v: unknown): v is DonationCurrency =>
  (DONATION_CURRENCIES as readonly unknown[]).includes(v);

/** A major-unit amount ("50", 99.5) in the currency's minor units, or null when it cannot be one. */
export function toMinorUnits(amount: number, currency: DonationCurrency): number | null {
  if (!Number.isFinite(amount)) return null;
  const factor = 10 ** CURRENCY_RULES[currency].exponent;
  const minor = Math.round(amount * factor);
  if (Math.abs(minor / factor - amount) > 1e-9) return null;
  return minor;
}
export const fromMinorUnits = (minor: number, currency: DonationCurrency) =>
  minor / 10 ** CURRENCY_RULES[currency].exponent;

/** Whether an amount (major units) is one a gift in that currency may take. */
export function amountProblem(amount: number, currency: DonationCurrency) {
  const rule = CURRENCY_RULES[currency];
  if (toMinorUnits(amount, currency) === null) return "amountPrecision" as const;
  if (amount < rule.min || amount > rule.max) return "amountRange" as const;
  if (currency === "XOF" && amount % 5 !== 0) return "amountStep" as const;
  return null;
}

/** Ways to pay, as the donor knows them (never a provider's name). */
export const DONATION_METHODS = ["card", "mobile", "sbp", "bank"] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];

export const PAYMENT_PROVIDERS = ["stripe", "paystack", "cinetpay", "yookassa"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const isPaymentProvider = (v: unknown): v is PaymentProvider =>
  (PAYMENT_PROVIDERS as readonly unknown[]).includes(v);

/** Which provider carries a currency and a way to pay, online. Bank transfer is always a pledge. */
export const RAILS: ReadonlyArray<{
  provider: PaymentProvider;
  currency: DonationCurrency;
  methods: readonly DonationMethod[];
}> = [
  { provider: "paystack", currency: "GHS", methods: ["mobile", "card"] },
  { provider: "cinetpay", currency: "XOF", methods: ["mobile", "card"] },
  { provider: "yookassa", currency: "RUB", methods: ["sbp", "card"] },
  { provider: "stripe", currency: "USD", methods: ["card"] },
  { provider: "stripe", currency: "EUR", methods: ["card"] },
];

export function railOf(
  currency: DonationCurrency,
  method: DonationMethod,
  configured: readonly PaymentProvider[],
): PaymentProvider | null {
  const rail = RAILS.find(
    (r) => r.currency === currency && r.methods.includes(method) && configured.includes(r.provider),
  );
  return rail?.provider ?? null;
}

/** Where the donor gives from: the page's choice, which sets the currency and the ways to pay. */
export const DONOR_REGIONS = ["GH", "TG", "XOF", "RU", "other"] as const;
export type DonorRegion = (typeof DONOR_REGIONS)[number];
export const isDonorRegion = (v: unknown): v is DonorRegion =>
  (DONOR_REGIONS as readonly unknown[]).includes(v);

/** Per region: its currencies (the first is the default) and its ways to pay, first the usual one. */
export const REGION_OPTIONS: Record<
  DonorRegion,
  { currencies: readonly DonationCurrency[]; methods: readonly DonationMethod[] }
> = {
  GH: { currencies: ["GHS"], methods: ["mobile", "card", "bank"] },
  TG: { currencies: ["XOF"], methods: ["mobile", "card", "bank"] },
  XOF: { currencies: ["XOF"], methods: ["mobile", "card", "bank"] },
  RU: { currencies: ["RUB"], methods: ["sbp", "card", "bank"] },
  other: { currencies: ["USD", "EUR"], methods: ["card", "bank"] },
};

/** The region a page in that language starts from before the visitor chooses. */
export function defaultRegion(locale: string): DonorRegion {
  if (locale === "ru") return "RU";
  if (locale === "fr") return "TG";
  return "other";
}

/**
 * What the donate page offers a region with the providers configured: the currencies, and per
 * currency the ways to pay, online (`online`) or as a pledge. Without any provider it is today's
 * pledge form: every method a pledge, in the region's currencies. Mobile money stays offered as a
 * pledge (the foundation's instructions) where no provider carries it; SBP only exists online.
 */
export function offerFor(region: DonorRegion, configured: readonly PaymentProvider[]) {
  const { currencies, methods } = REGION_OPTIONS[region];
  return currencies.map((currency) => ({
    currency,
    methods: methods
      .map((method) => ({
        method,
        provider: method === "bank" ? null : railOf(currency, method, configured),
      }))
      .filter((m) => m.method !== "sbp" || m.provider !== null),
  }));
}

/**
 * A gift's life. One-off and each monthly payment: pledged (no provider: a promise, staff
 * reconcile), or pending → paid | failed | expired, and paid → refunded. A provider event or a
 * status fetch is the only thing that moves it.
 */
export const DONATION_STATUSES = [
  "pledged",
  "pending",
  "paid",
  "failed",
  "expired",
  "refunded",
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

const MOVES: Record<DonationStatus, readonly DonationStatus[]> = {
  pledged: [],
  // A late "paid" after "failed" or "expired" is believed: the provider holds the money.
  pending: ["paid", "failed", "expired"],
  failed: ["paid"],
  expired: ["paid"],
  paid: ["refunded"],
  refunded: [],
};
export const canMove = (from: DonationStatus, to: DonationStatus) => MOVES[from].includes(to);

/** A monthly gift's plan: active until the donor stops it or the provider cancels it. */
export const PLAN_STATUSES = ["active", "cancelled"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const DONATION_FREQUENCIES = ["one-time", "monthly"] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/** A pending payment the provider has not confirmed after this is asked for again, then expired. */
export const PENDING_LIMIT_MINUTES: Record<PaymentProvider, number> = {
  stripe: 24 * 60,
  // A phone payment waits for the donor's approval on the handset; after three hours it is gone.
  paystack: 3 * 60,
  cinetpay: 3 * 60,
  // SBP gives the donor an hour to pay: one more for a late confirmation.
  yookassa: 2 * 60,
};
/** The Donations screen flags pending payments older than this. */
export const PENDING_FLAG_MINUTES = 60;

export interface Donation {
  id: number;
  reference: string;
  status: DonationStatus;
  frequency: DonationFrequency;
  /** Monthly gifts: the plan's state; null for one-off gifts. */
  planStatus: PlanStatus | null;
  /** A later payment of a monthly gift: the first gift's id. */
  parentId: number | null;
  provider: PaymentProvider | null;
  /** The provider's id of the payment (or checkout), where it is not our reference. */
  providerRef: string | null;
  /** What renews a monthly card gift at the provider: a Stripe subscription, a Paystack plan. */
  subscriptionRef: string | null;
  method: DonationMethod;
  currency: DonationCurrency;
  /** In the currency's minor units. */
  amountMinor: number;
  region: DonorRegion;
  locale: string;
  name: string;
  email: string;
  /** The inbox message this gift came with (its form), if it is kept. */
  submissionId: number | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DonationEvent {
  id: number;
  provider: string;
  eventId: string;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  createdAt: string;
}
