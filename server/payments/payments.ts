/**
 * The payment part of the service layer, built once (decision 0035): the four rails over their keys,
 * the donations service the donate form and the webhooks use, the admin reads, and the receipt that
 * a payment's move to paid queues in the same transaction.
 */
import type { Logger } from "pino";
import type { SettingsService } from "../../core/services.ts";
import type { AuditService } from "../audit/audit-service.ts";
import type { Db } from "../db/index.ts";
import { donationReceipt } from "../mail/donation-receipt.ts";
import { enqueueMail } from "../mail/queue.ts";
import { createCinetPayRail } from "./cinetpay.ts";
import type { FactHooks } from "./donation-records.ts";
import { createDonationJobs } from "./donation-jobs.ts";
import { createDonationsAdmin } from "./donations-admin.ts";
import { createDonationsService, type Rails } from "./donations-service.ts";
import { type PaymentEnv, paymentKeys } from "./keys.ts";
import { createPaystackRail } from "./paystack.ts";
import { createStripeRail } from "./stripe.ts";
import { createYooKassaRail } from "./yookassa.ts";

export interface PaymentOptions {
  env?: PaymentEnv;
  /** Each provider's API address (tests point them at local servers speaking its protocol). */
  apiUrls?: Partial<Record<keyof Rails, string>>;
}

export function createPayments(
  db: Db,
  o: PaymentOptions & {
    settings: SettingsService;
    audit: AuditService;
    log?: Logger;
    /** After a commit that queued a receipt (wakes the mail job). */
    mailQueued: () => void;
  },
) {
  const keys = paymentKeys(o.settings, o.env);
  const urls = o.apiUrls ?? {};
  const rails: Rails = {
    stripe: createStripeRail({ keys, apiUrl: urls.stripe }),
    paystack: createPaystackRail({ keys: () => keys.of("paystack"), apiUrl: urls.paystack }),
    cinetpay: createCinetPayRail({ keys: () => keys.of("cinetpay"), apiUrl: urls.cinetpay }),
    yookassa: createYooKassaRail({ keys: () => keys.of("yookassa"), apiUrl: urls.yookassa }),
  };
  const hooks: FactHooks = {
    afterPaid: o.mailQueued,
    async onPaid(trx, donation) {
      const settings = await o.settings.getEffective();
      const plan = donation.parentId
        ? await trx
            .selectFrom("donations")
            .select("stopToken")
            .where("id", "=", donation.parentId)
            .executeTakeFirst()
        : await trx
            .selectFrom("donations")
            .select("stopToken")
            .where("id", "=", donation.id)
            .executeTakeFirst();
      await enqueueMail(trx, donationReceipt(donation, settings, { stopToken: plan?.stopToken }));
    },
  };
  const donations = createDonationsService(db, {
    rails,
    settings: o.settings,
    hooks,
    log: o.log,
  });
  const admin = createDonationsAdmin(db, { rails, audit: o.audit, hooks });
  const jobs = createDonationJobs(db, {
    rails,
    hooks,
    settings: o.settings,
    log: o.log,
    mailQueued: o.mailQueued,
  });
  return {
    rails,
    donations,
    admin,
    jobs,
    /** What the app's pages and the API call (core/services.ts DonationsService). */
    app: {
      offer: donations.offer,
      returnStatus: donations.returnStatus,
      stopMonthly: admin.stopMonthly,
      renewMonthly: donations.renewMonthly,
      monthlyPlan: donations.monthlyPlan,
      list: admin.list,
      get: admin.get,
      refund: admin.refund,
      exportCsv: admin.exportCsv,
    },
  };
}
