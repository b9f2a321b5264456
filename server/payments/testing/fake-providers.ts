/**
 * Local servers that speak Paystack's, CinetPay's and YooKassa's HTTP APIs, for tests without
 * the internet: each keeps its payments in memory, checks the credentials like the provider,
 * serves a tiny checkout page on itself (`{url}/checkout/…`), and makes the webhook call the
 * provider would make for a payment's current state. One module per provider.
 */
export { startFakePaystack, type FakePaystack, type PaystackState } from "./fake-paystack.ts";
export { startFakeCinetPay, type FakeCinetPay, type CinetPayState } from "./fake-cinetpay.ts";
export {
  startFakeYooKassa,
  type FakeYooKassa,
  type YooKassaPaymentState,
} from "./fake-yookassa.ts";
export type { RecordedRequest } from "../../testing/fake-http.ts";
