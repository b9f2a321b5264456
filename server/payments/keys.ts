/**
 * Each payment provider's keys: from the environment when set there (the environment wins, so an
 * operator can keep secrets out of the database), otherwise from Settings → Integrations. A provider
 * is configured when all of its keys are set.
 */
import type { PaymentProvider } from "../../core/donations.ts";
import type { SettingsService } from "../../core/services.ts";
import type { Config } from "../config.ts";

export type PaymentEnv = Partial<
  Pick<
    Config,
    | "STRIPE_SECRET_KEY"
    | "STRIPE_WEBHOOK_SECRET"
    | "PAYSTACK_SECRET_KEY"
    | "CINETPAY_API_KEY"
    | "CINETPAY_SITE_ID"
    | "CINETPAY_SECRET_KEY"
    | "YOOKASSA_SHOP_ID"
    | "YOOKASSA_SECRET_KEY"
  >
>;

export interface ProviderKeys {
  stripe: { secretKey: string; webhookSecret: string };
  paystack: { secretKey: string };
  cinetpay: { apiKey: string; siteId: string; secretKey: string };
  yookassa: { shopId: string; secretKey: string };
}

/** Reads the keys at each use, so a change in Settings applies without a restart. */
export function paymentKeys(settings: SettingsService, env: PaymentEnv = {}) {
  async function all(): Promise<ProviderKeys> {
    const i = (await settings.getEffective()).integrations;
    return {
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY || i.stripeSecretKey,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || i.stripeWebhookSecret,
      },
      paystack: { secretKey: env.PAYSTACK_SECRET_KEY || i.paystackSecretKey },
      cinetpay: {
        apiKey: env.CINETPAY_API_KEY || i.cinetpayApiKey,
        siteId: env.CINETPAY_SITE_ID || i.cinetpaySiteId,
        secretKey: env.CINETPAY_SECRET_KEY || i.cinetpaySecretKey,
      },
      yookassa: {
        shopId: env.YOOKASSA_SHOP_ID || i.yookassaShopId,
        secretKey: env.YOOKASSA_SECRET_KEY || i.yookassaSecretKey,
      },
    };
  }
  /** A provider's keys when every one is set, else null (not configured). */
  async function of<P extends PaymentProvider>(provider: P): Promise<ProviderKeys[P] | null> {
    const keys = (await all())[provider];
    return Object.values(keys).every((v) => typeof v === "string" && v.trim() !== "") ? keys : null;
  }
  return { of };
}
export type PaymentKeys = ReturnType<typeof paymentKeys>;
