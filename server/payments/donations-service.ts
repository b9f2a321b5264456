/**
 * Donations, from the donate page's form to the provider and back (decision 0035): a gift is stored
 * first (a pledge), then its checkout is asked of the provider that carries its currency and way to
 * pay; only a verified notification or a status fetch moves it on (donation-records.ts).
 */
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import {
  amountProblem,
  CURRENCY_RULES,
  type Donation,
  type DonationCurrency,
  type DonationMethod,
  type DonorRegion,
  offerFor,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  railOf,
  toMinorUnits,
} from "../../core/donations.ts";
import { badRequest } from "../../core/errors.ts";
import type { SettingsService } from "../../core/services.ts";
import { siteAddress } from "../../core/settings.ts";
import type { Submission } from "../../core/submissions.ts";
import { type Db, nowIso } from "../db/index.ts";
import { localizedUrl } from "../mail/submission-mails.ts";
import { planByToken } from "./donation-jobs.ts";
import { applyFact, type FactHooks, type FactResult, toDonation } from "./donation-records.ts";
import type { Notification, PaymentRail } from "./rail.ts";

export type Rails = Record<PaymentProvider, PaymentRail>;

export type RenewResult =
  { status: "checkout"; url: string } | { status: "invalid" | "stopped" | "unavailable" };

/** The donation fields of a validated donate form (core/submissions.ts). */
export interface DonationFields {
  amount: number;
  currency: DonationCurrency;
  method: DonationMethod;
  frequency: "one-time" | "monthly";
  region: DonorRegion;
  name: string;
  email: string;
  locale: string;
}

const rangeText = (c: DonationCurrency) =>
  `${CURRENCY_RULES[c].min.toLocaleString("en")} to ${CURRENCY_RULES[c].max.toLocaleString("en")} ${c}`;

/** A 400 naming what is wrong with an amount, or nothing. */
export function checkAmount(amount: number, currency: DonationCurrency) {
  const problem = amountProblem(amount, currency);
  if (problem === "amountRange")
    throw badRequest(`The amount must be from ${rangeText(currency)}`, { amount: "amountRange" });
  if (problem === "amountStep")
    throw badRequest("Amounts in XOF are whole multiples of 5 francs", { amount: "amountStep" });
  if (problem === "amountPrecision")
    throw badRequest(
      `${currency} amounts have at most ${CURRENCY_RULES[currency].exponent} decimals`,
      {
        amount: "amountPrecision",
      },
    );
}

export function createDonationsService(
  db: Db,
  o: {
    rails: Rails;
    settings: SettingsService;
    hooks: FactHooks;
    log?: Logger;
  },
) {
  const { rails } = o;

  async function configuredProviders(): Promise<PaymentProvider[]> {
    const flags = await Promise.all(PAYMENT_PROVIDERS.map((p) => rails[p].configured()));
    return PAYMENT_PROVIDERS.filter((_, i) => flags[i]);
  }

  /** Refuses a currency or way to pay the page does not offer for the region. */
  async function checkOffered(f: DonationFields, configured: PaymentProvider[]) {
    const offer = offerFor(f.region, configured).find((c) => c.currency === f.currency);
    if (!offer)
      throw badRequest(`${f.currency} is not offered for this region`, { currency: "invalid" });
    if (!offer.methods.some((m) => m.method === f.method))
      throw badRequest(`This way to pay is not offered in ${f.currency}`, { method: "invalid" });
    checkAmount(f.amount, f.currency);
  }

  async function base() {
    return siteAddress(await o.settings.getEffective());
  }

  async function recordEvents(result: FactResult, provider: PaymentProvider, type: string) {
    if (result.kind === "unknown")
      o.log?.warn({ provider, type }, "payment notification for an unknown gift");
    if (result.kind === "kept" && result.reason)
      o.log?.warn(
        { provider, type, reference: result.donation.reference, reason: result.reason },
        "payment fact not applied",
      );
  }

  /**
   * After the commit: the provider's checkout for an online rail, the gift then pending. Null
   * for a pledge, or when the provider cannot be reached (the pledge stands; the page says so).
   */
  async function startCheckout(donation: Donation): Promise<string | null> {
    const provider = railOf(donation.currency, donation.method, await configuredProviders());
    if (!provider || donation.method === "bank") return null;
    const s = await o.settings.getEffective();
    const site = await base();
    const back = (query: string) =>
      localizedUrl(site, donation.locale, `/donate?donation=${donation.reference}${query}`);
    try {
      const checkout = await rails[provider].startCheckout({
        reference: donation.reference,
        amountMinor: donation.amountMinor,
        currency: donation.currency,
        method: donation.method,
        frequency: donation.frequency,
        email: donation.email,
        name: donation.name,
        locale: donation.locale,
        description: `${s.general.siteName}: donation ${donation.reference}`.slice(0, 120),
        returnUrl: back(""),
        cancelUrl: back("&cancelled=1"),
        notifyUrl: new URL(`/api/v1/payments/${provider}/webhook`, site).href,
      });
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable("donations")
          .set({
            status: "pending",
            provider,
            providerRef: checkout.providerRef,
            updatedAt: nowIso(),
          })
          .where("id", "=", donation.id)
          .where("status", "=", "pledged")
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) return;
        await trx
          .insertInto("donationEvents")
          .values({
            donationId: donation.id,
            provider,
            eventId: `checkout:${donation.reference}`,
            type: "checkout.started",
            fromStatus: "pledged",
            toStatus: "pending",
            createdAt: nowIso(),
          })
          .execute();
      });
      return checkout.url;
    } catch (err) {
      o.log?.error(
        { err, provider, reference: donation.reference },
        "checkout could not be started",
      );
      return null;
    }
  }

  return {
    configuredProviders,

    /** What the donate page offers a region: currencies, ways to pay, preset amounts. */
    async offer(region: DonorRegion) {
      const [configured, s] = await Promise.all([configuredProviders(), o.settings.getEffective()]);
      return offerFor(region, configured).map((c) => ({
        ...c,
        presets: s.integrations.donationPresets[c.currency],
      }));
    },

    /** Checks a donate form's choice against what is offered (before anything is stored). */
    async validate(f: DonationFields) {
      await checkOffered(f, await configuredProviders());
    },

    /** In the transaction that stores the form in the inbox: the gift's record, a pledge. */
    async record(trx: Db, submission: Submission, f: DonationFields) {
      const now = nowIso();
      const row = await trx
        .insertInto("donations")
        .values({
          reference: submission.reference ?? `DON-${randomBytes(6).toString("hex").toUpperCase()}`,
          status: "pledged",
          frequency: f.frequency,
          planStatus: null,
          method: f.method,
          currency: f.currency,
          amountMinor: toMinorUnits(f.amount, f.currency) ?? 0,
          region: f.region,
          locale: f.locale,
          name: f.name,
          email: f.email.toLowerCase(),
          stopToken: f.frequency === "monthly" ? randomBytes(24).toString("base64url") : null,
          submissionId: submission.id,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDonation(row);
    },

    startCheckout,

    /**
     * The reminder's one-tap link: this month's payment of a monthly gift, as a new payment of the
     * plan (a pledge, then its provider's checkout), or why it cannot be made.
     */
    async renewMonthly(token: unknown): Promise<RenewResult> {
      const plan = await planByToken(db, token);
      if (!plan) return { status: "invalid" };
      if (plan.planStatus !== "active") return { status: "stopped" };
      const now = nowIso();
      const row = await db
        .insertInto("donations")
        .values({
          reference: `${plan.reference}-${randomBytes(3).toString("hex").toUpperCase()}`,
          status: "pledged",
          frequency: "monthly",
          parentId: plan.id,
          method: plan.method,
          currency: plan.currency,
          amountMinor: plan.amountMinor,
          region: plan.region,
          locale: plan.locale,
          name: plan.name,
          email: plan.email,
          submissionId: plan.submissionId,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const url = await startCheckout(toDonation(row));
      return url ? { status: "checkout", url } : { status: "unavailable" };
    },

    /** What the reminder's page shows before the donor pays. */
    async monthlyPlan(token: unknown) {
      const plan = await planByToken(db, token);
      return plan
        ? {
            amountMinor: plan.amountMinor,
            currency: plan.currency,
            active: plan.planStatus === "active",
          }
        : null;
    },

    /** A webhook call: verified by its rail (which throws when it is not the provider's), then taken. */
    async notify(provider: PaymentProvider, notification: Notification) {
      const facts = await rails[provider].verifyNotification(notification);
      const results: FactResult[] = [];
      for (const fact of facts) {
        const result = await applyFact(db, provider, fact, o.hooks);
        await recordEvents(result, provider, fact.type);
        results.push(result);
      }
      return results;
    },

    /**
     * What the donate page may say when the donor is back: what is recorded, after asking the
     * provider once if it is still pending (the notification may come later than the donor).
     */
    async returnStatus(reference: unknown) {
      if (typeof reference !== "string" || !/^DON-[A-Z0-9-]{4,60}$/.test(reference)) return null;
      const row = await db
        .selectFrom("donations")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!row) return null;
      let donation = toDonation(row);
      if (donation.status === "pending" && donation.provider) {
        const fact = await rails[donation.provider].fetchStatus(donation).catch(() => null);
        if (fact && fact.outcome !== "pending") {
          const result = await applyFact(db, donation.provider, fact, o.hooks);
          if (result.kind !== "unknown") donation = result.donation;
        }
      }
      return donation;
    },
  };
}
export type DonationsService = ReturnType<typeof createDonationsService>;
