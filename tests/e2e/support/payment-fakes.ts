/**
 * The payment providers for the browser suites that pay: local servers speaking Paystack's,
 * CinetPay's and YooKassa's protocols (server/payments/testing), and the environment that points a
 * worker's server at them.
 */
import {
  startFakeCinetPay,
  startFakePaystack,
  startFakeYooKassa,
} from "../../../server/payments/testing/fake-providers.ts";

export const PAYMENT_KEYS = {
  paystack: "sk_test_e2e_paystack",
  cinetpay: { apiKey: "e2e_cinetpay_api", siteId: "105901", secretKey: "e2e_cinetpay_secret" },
  yookassa: { shopId: "502345", secretKey: "test_e2e_yookassa" },
};

export async function startPaymentFakes() {
  const [paystack, cinetpay, yookassa] = await Promise.all([
    startFakePaystack(PAYMENT_KEYS.paystack),
    startFakeCinetPay(PAYMENT_KEYS.cinetpay),
    startFakeYooKassa(PAYMENT_KEYS.yookassa),
  ]);
  return {
    paystack,
    cinetpay,
    yookassa,
    close: async () => {
      await Promise.all([paystack.close(), cinetpay.close(), yookassa.close()]);
    },
  };
}
export type PaymentFakes = Awaited<ReturnType<typeof startPaymentFakes>>;

export function paymentFakesEnv(f: PaymentFakes): Record<string, string> {
  return {
    PAYSTACK_SECRET_KEY: PAYMENT_KEYS.paystack,
    PAYSTACK_API_URL: f.paystack.url,
    CINETPAY_API_KEY: PAYMENT_KEYS.cinetpay.apiKey,
    CINETPAY_SITE_ID: PAYMENT_KEYS.cinetpay.siteId,
    CINETPAY_SECRET_KEY: PAYMENT_KEYS.cinetpay.secretKey,
    CINETPAY_API_URL: f.cinetpay.url,
    YOOKASSA_SHOP_ID: PAYMENT_KEYS.yookassa.shopId,
    YOOKASSA_SECRET_KEY: PAYMENT_KEYS.yookassa.secretKey,
    YOOKASSA_API_URL: f.yookassa.url,
  };
}
