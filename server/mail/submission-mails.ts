/**
 * The texts of the e-mails that visitor submissions trigger. Visitors get theirs in the language
 * they used on the site (en, fr, ru); staff notifications in each staff member's language.
 */
import frDonate from "../../texts/locales/fr/donate.json";
import ruDonate from "../../texts/locales/ru/donate.json";
import enDonate from "../../texts/locales/en/donate.json";
import enInbox from "../../texts/locales/en/adminInbox.json";
import frInbox from "../../texts/locales/fr/adminInbox.json";
import ruInbox from "../../texts/locales/ru/adminInbox.json";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../core/constants.ts";
import { inLanguage, type PerLanguage } from "../../core/in-language.ts";
import { localizedHref } from "../../core/site-paths.ts";
import { labelPrefix } from "../../core/typography.ts";
import type { Submission, SubmissionKind } from "../../core/submissions.ts";
import type { QueuedMail } from "./queue.ts";
import { NOTICE_TEXTS } from "./staff-notice-texts.ts";

type Texts = {
  greeting: (name: string) => string;
  signature: (site: string) => string;
  subject: Record<Exclude<SubmissionKind, "newsletter">, (site: string) => string>;
  body: Record<Exclude<SubmissionKind, "newsletter">, string>;
  reference: (code: string) => string;
  cardPledge: string;
  newsletterSubject: (site: string) => string;
  newsletterBody: string;
  confirmLink: string;
  unsubscribeLink: string;
  ignore: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signature: (site) => `With thanks,\n${site}`,
    subject: {
      volunteer: (site) => `${site}: we received your volunteer application`,
      partner: (site) => `${site}: we received your partnership inquiry`,
      contact: (site) => `${site}: we received your message`,
      donation: (site) => `${site}: thank you for your donation pledge`,
    },
    body: {
      volunteer:
        "Thank you for offering your time. Our volunteer team will read your application and contact you within a few days.",
      partner:
        "Thank you for your interest in partnering with us. Our partnerships team will contact you shortly.",
      contact: "Thank you for your message! We'll get back to you soon.",
      donation: "Thank you for choosing to support our programs.",
    },
    reference: (code) => `Your reference code: ${code}. Please quote it with your payment.`,
    cardPledge:
      "Card payments are not taken online yet: we have recorded your pledge and will contact you to complete it.",
    newsletterSubject: (site) => `${site}: please confirm your subscription`,
    newsletterBody:
      "Someone (hopefully you) asked to receive our newsletter at this address. Open this link to confirm:",
    confirmLink: "Confirm:",
    unsubscribeLink: "To stop receiving our e-mails:",
    ignore: "If you did not ask for this, ignore this e-mail: you will not be subscribed.",
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: (site) => `Avec nos remerciements,\n${site}`,
    subject: {
      volunteer: (site) => `${site}\u00a0: nous avons bien reçu votre candidature de bénévole`,
      partner: (site) => `${site}\u00a0: nous avons bien reçu votre demande de partenariat`,
      contact: (site) => `${site}\u00a0: nous avons bien reçu votre message`,
      donation: (site) => `${site}\u00a0: merci pour votre promesse de don`,
    },
    body: {
      volunteer:
        "Merci de nous offrir votre temps. Notre équipe bénévoles lira votre candidature et vous contactera d’ici quelques jours.",
      partner:
        "Merci de l’intérêt que vous portez à un partenariat avec nous. Notre équipe partenariats vous contactera très prochainement.",
      contact: "Merci pour votre message\u202f! Nous vous répondrons très bientôt.",
      donation: "Merci d’avoir choisi de soutenir nos programmes.",
    },
    reference: (code) =>
      `Votre code de référence\u00a0: ${code}. Merci de l’indiquer avec votre paiement.`,
    cardPledge:
      "Les paiements par carte ne sont pas encore possibles en ligne\u00a0: nous avons enregistré votre promesse de don et vous contacterons pour la finaliser.",
    newsletterSubject: (site) => `${site}\u00a0: merci de confirmer votre abonnement`,
    newsletterBody:
      "Quelqu’un (vous, nous l’espérons) a demandé à recevoir notre lettre d’information à cette adresse. Ouvrez ce lien pour confirmer\u00a0:",
    confirmLink: "Confirmer\u00a0:",
    unsubscribeLink: "Pour ne plus recevoir nos e-mails\u00a0:",
    ignore: "Si vous n’avez rien demandé, ignorez ce message\u00a0: vous ne serez pas abonné(e).",
  },
  ru: {
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
    signature: (site) => `С благодарностью,\n${site}`,
    subject: {
      volunteer: (site) => `${site}: мы получили вашу заявку волонтёра`,
      partner: (site) => `${site}: мы получили ваш запрос о партнёрстве`,
      contact: (site) => `${site}: мы получили ваше сообщение`,
      donation: (site) => `${site}: спасибо за ваше обещание пожертвования`,
    },
    body: {
      volunteer:
        "Спасибо, что готовы уделить нам своё время. Наша команда волонтёров рассмотрит заявку и свяжется с вами в течение нескольких дней.",
      partner:
        "Спасибо за интерес к партнёрству с нами. Наша команда по партнёрствам скоро свяжется с вами.",
      contact: "Спасибо за ваше сообщение! Мы скоро ответим.",
      donation: "Спасибо, что решили поддержать наши программы.",
    },
    reference: (code) => `Ваш код платежа: ${code}. Укажите его при оплате.`,
    cardPledge:
      "Оплата картой на сайте пока недоступна: мы записали ваше обещание и свяжемся с вами, чтобы его завершить.",
    newsletterSubject: (site) => `${site}: подтвердите подписку`,
    newsletterBody:
      "Кто-то (надеемся, вы) попросил присылать нашу рассылку на этот адрес. Откройте ссылку, чтобы подтвердить:",
    confirmLink: "Подтвердить:",
    unsubscribeLink: "Чтобы больше не получать наши письма:",
    ignore: "Если вы ничего не запрашивали, просто проигнорируйте это письмо: подписки не будет.",
  },
};

const textsFor = (locale: string) => TEXTS[(locale in TEXTS ? locale : "en") as Locale];
const localeOf = (locale: string): Locale => (locale in TEXTS ? (locale as Locale) : "en");

const DONATE = { en: enDonate, fr: frDonate, ru: ruDonate };

/** The foundation's name in the reader's language (Settings → General, per language). */
export const siteNameIn = inLanguage;

/** "Mensuel · Virement bancaire": the donation's frequency and method as the donate form names them. */
export function donationTerms(data: Record<string, unknown>, locale: string): string {
  const form = DONATE[localeOf(locale)].form;
  const frequency = data.frequency === "monthly" ? form.monthly : form.oneTime;
  const methods = form.methods as Record<string, { label: string }>;
  const method = methods[String(data.method)]?.label ?? String(data.method);
  return `${frequency} · ${method}`;
}

/** Site link in the visitor's language, from its English path (core/site-paths.ts). */
export function localizedUrl(base: string, locale: string, path: string) {
  return `${base.replace(/\/$/, "")}${localizedHref(path, isLocale(locale) ? locale : DEFAULT_LOCALE)}`;
}

export function formatAmount(amount: unknown, currency: unknown, locale: string) {
  const n = Number(amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: String(currency || "USD"),
    }).format(n);
  } catch {
    return `${n} ${String(currency)}`;
  }
}

/** The visitor's confirmation of a volunteer, partner, contact or donation submission. */
export function visitorConfirmation(
  submission: Submission,
  siteNames: PerLanguage,
  extra: { instructions?: string; cardOnline?: boolean } = {},
): QueuedMail | null {
  if (submission.kind === "newsletter") return null;
  const t = textsFor(submission.locale);
  const site = siteNameIn(siteNames, submission.locale);
  const d = submission.data;
  const name =
    submission.kind === "volunteer"
      ? String(d.firstName ?? "")
      : submission.kind === "partner"
        ? String(d.contactName ?? "")
        : String(d.name ?? "");
  const lines = [t.greeting(name), "", t.body[submission.kind]];
  if (submission.kind === "donation") {
    lines.push(
      "",
      `${formatAmount(d.amount, d.currency, submission.locale)} · ${donationTerms(d, submission.locale)}`,
    );
    if (submission.reference) lines.push(t.reference(submission.reference));
    if (extra.instructions) lines.push("", extra.instructions);
    if (d.method === "card" && !extra.cardOnline) lines.push("", t.cardPledge);
  }
  lines.push("", t.signature(site));
  return {
    to: submission.email,
    subject: t.subject[submission.kind](site),
    text: lines.join("\n"),
  };
}

/** Double opt-in: the link that confirms, and the one that unsubscribes. */
export function newsletterConfirmation(
  submission: Submission,
  siteNames: PerLanguage,
  links: { confirm: string; unsubscribe: string },
): QueuedMail {
  const t = textsFor(submission.locale);
  const site = siteNameIn(siteNames, submission.locale);
  return {
    to: submission.email,
    subject: t.newsletterSubject(site),
    text: [
      t.greeting(""),
      "",
      t.newsletterBody,
      links.confirm,
      "",
      t.ignore,
      "",
      t.unsubscribeLink,
      links.unsubscribe,
      "",
      t.signature(site),
    ].join("\n"),
  };
}

/** The inbox's words for the submitted fields, so the notice names them as the inbox does. */
const INBOX_TEXTS = { en: enInbox, fr: frInbox, ru: ruInbox } satisfies Record<Locale, unknown>;

/**
 * One submitted field as a notice line, worded in `locale`: its label, and its value (yes or no for
 * a tick box, the language's name for the page language). A field left empty has no line.
 */
function fieldLine(key: string, value: unknown, locale: Locale): string | null {
  if (value === "" || value === null || value === undefined) return null;
  const inbox = INBOX_TEXTS[locale];
  if (key === "locale" && typeof value === "string" && isLocale(value)) {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(value) ?? value;
    return `${labelPrefix(inbox.language, locale)}${name}`;
  }
  const label = (inbox.fields as Record<string, string>)[key] ?? key;
  const shown = typeof value === "boolean" ? (value ? inbox.yes : inbox.no) : String(value);
  return `${labelPrefix(label, locale)}${shown}`;
}

/** The staff notification, in the staff member's `locale`: every field, and a link to the inbox. */
export function staffNotification(
  submission: Submission,
  siteNames: PerLanguage,
  inboxUrl: string,
  locale: Locale = "en",
) {
  const t = NOTICE_TEXTS[locale];
  const site = siteNameIn(siteNames, locale);
  const lines = [t.arrived[submission.kind](site), ""];
  for (const [key, value] of Object.entries(submission.data)) {
    const line = fieldLine(key, value, locale);
    if (line) lines.push(line);
  }
  if (submission.reference) lines.push(`${t.reference} ${submission.reference}`);
  lines.push("", `${t.openInInbox} ${inboxUrl}`);
  return {
    subject: t.newSubject[submission.kind](site, submission.name || submission.email),
    text: lines.join("\n"),
  };
}
