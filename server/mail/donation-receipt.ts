/**
 * The receipt of one confirmed payment, in the donor's language: the amount in its currency as that
 * language writes it, the date, the reference, how it was paid, the foundation's legal name and
 * address, and for a monthly gift the link that stops it. Only a paid record gets one.
 */
import { isLocale, type Locale } from "../../core/constants.ts";
import { type Donation, fromMinorUnits } from "../../core/donations.ts";
import { type Settings, siteAddress } from "../../core/settings.ts";
import type { QueuedMail } from "./queue.ts";
import { donationTerms, formatAmount, localizedUrl, siteNameIn } from "./submission-mails.ts";

interface ReceiptTexts {
  subject: (site: string, reference: string) => string;
  greeting: (name: string) => string;
  body: (amount: string) => string;
  date: string;
  reference: string;
  paidBy: string;
  monthly: string;
  stop: string;
  issuer: string;
  signature: (site: string) => string;
  reminderSubject: (site: string) => string;
  reminderBody: (amount: string) => string;
  payNow: string;
}

const TEXTS: Record<Locale, ReceiptTexts> = {
  en: {
    subject: (site, ref) => `${site}: receipt for your donation ${ref}`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: (amount) => `We have received your donation of ${amount}. Thank you!`,
    date: "Date: ",
    reference: "Reference: ",
    paidBy: "Paid by: ",
    monthly: "This is a monthly gift. You can stop it at any time, without an account:",
    stop: "Stop my monthly gift: ",
    issuer: "Issued by:",
    signature: (site) => `With thanks,\n${site}`,
    reminderSubject: (site) => `${site}: your monthly gift`,
    reminderBody: (amount) =>
      `Thank you for giving every month. This month's gift of ${amount} can be paid in one tap:`,
    payNow: "Pay this month's gift: ",
  },
  fr: {
    subject: (site, ref) => `${site}\u00a0: reçu de votre don ${ref}`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: (amount) => `Nous avons bien reçu votre don de ${amount}. Merci\u202f!`,
    date: "Date\u00a0: ",
    reference: "Référence\u00a0: ",
    paidBy: "Moyen de paiement\u00a0: ",
    monthly: "Il s’agit d’un don mensuel. Vous pouvez l’arrêter à tout moment, sans compte\u00a0:",
    stop: "Arrêter mon don mensuel\u00a0: ",
    issuer: "Émis par\u00a0:",
    signature: (site) => `Avec nos remerciements,\n${site}`,
    reminderSubject: (site) => `${site}\u00a0: votre don mensuel`,
    reminderBody: (amount) =>
      `Merci de nous soutenir chaque mois. Le don de ce mois-ci, ${amount}, se règle en un geste\u00a0:`,
    payNow: "Régler le don de ce mois\u00a0: ",
  },
  ru: {
    subject: (site, ref) => `${site}: квитанция о пожертвовании ${ref}`,
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
    body: (amount) => `Мы получили ваше пожертвование: ${amount}. Спасибо!`,
    date: "Дата: ",
    reference: "Номер: ",
    paidBy: "Способ оплаты: ",
    monthly:
      "Это ежемесячное пожертвование. Его можно остановить в любой момент, без учётной записи:",
    stop: "Остановить ежемесячное пожертвование: ",
    issuer: "Получатель:",
    signature: (site) => `С благодарностью,\n${site}`,
    reminderSubject: (site) => `${site}: ваше ежемесячное пожертвование`,
    reminderBody: (amount) =>
      `Спасибо, что поддерживаете нас каждый месяц. Пожертвование за этот месяц (${amount}) можно оплатить в одно касание:`,
    payNow: "Оплатить пожертвование за этот месяц: ",
  },
};

/** The amount of a record as its donor's language writes it ("5 000 F CFA", "500,00 ₽", "GH₵50.00"). */
export function donationAmount(d: Pick<Donation, "amountMinor" | "currency">, locale: string) {
  return formatAmount(fromMinorUnits(d.amountMinor, d.currency), d.currency, locale);
}

export function donationReceipt(
  d: Donation,
  settings: Settings,
  o: { stopToken?: string | null },
): QueuedMail {
  const locale: Locale = isLocale(d.locale) ? d.locale : "en";
  const t = TEXTS[locale];
  const site = siteNameIn(settings.general.siteName, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(d.paidAt ?? d.updatedAt),
  );
  const lines = [
    t.greeting(d.name),
    "",
    t.body(donationAmount(d, locale)),
    "",
    `${t.date}${date}`,
    `${t.reference}${d.reference}`,
    `${t.paidBy}${donationTerms({ frequency: d.frequency, method: d.method }, locale)}`,
  ];
  if (d.frequency === "monthly" && o.stopToken) {
    const base = siteAddress(settings);
    lines.push(
      "",
      t.monthly,
      `${t.stop}${localizedUrl(base, locale, `/donate/stop?token=${o.stopToken}`)}`,
    );
  }
  const { legalName, legalAddress } = settings.general;
  if (legalName || legalAddress) {
    lines.push("", t.issuer, ...[legalName, legalAddress].filter(Boolean));
  }
  lines.push("", t.signature(site));
  return { to: d.email, subject: t.subject(site, d.reference), text: lines.join("\n") };
}

/** A monthly gift's reminder on a rail without pull payments: one link pays, one link stops. */
export function donationReminder(
  plan: Donation,
  settings: Settings,
  o: { token: string },
): QueuedMail {
  const locale: Locale = isLocale(plan.locale) ? plan.locale : "en";
  const t = TEXTS[locale];
  const site = siteNameIn(settings.general.siteName, locale);
  const base = siteAddress(settings);
  return {
    to: plan.email,
    subject: t.reminderSubject(site),
    text: [
      t.greeting(plan.name),
      "",
      t.reminderBody(donationAmount(plan, locale)),
      `${t.payNow}${localizedUrl(base, locale, `/donate/renew?token=${o.token}`)}`,
      "",
      `${t.stop}${localizedUrl(base, locale, `/donate/stop?token=${o.token}`)}`,
      "",
      t.signature(site),
    ].join("\n"),
  };
}
