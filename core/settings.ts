/** The admin settings object, with its defaults and bounds. */
import { z } from "zod";
import { LOCALES, type Locale } from "./constants.ts";
import { optionalPerLanguage, requiredPerLanguage } from "./per-language-schemas.ts";
import { CURRENCY_RULES, DONATION_CURRENCIES, type DonationCurrency } from "./donations.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./social-networks.ts";
import { httpUrl, safeUrl } from "./urls.ts";

export const TIMEZONES = [
  { value: "UTC", label: "UTC" },
  { value: "America/New_York", label: "Eastern Time" },
  { value: "America/Chicago", label: "Central Time" },
  { value: "America/Denver", label: "Mountain Time" },
  { value: "America/Los_Angeles", label: "Pacific Time" },
  { value: "Europe/London", label: "London" },
  { value: "Europe/Paris", label: "Paris" },
  { value: "Asia/Tokyo", label: "Tokyo" },
] as const;
/** The default language is one the site is translated into. */
export const SETTINGS_LANGUAGES = LOCALES;
export const THEMES = ["light", "dark", "auto"] as const;
export const EMAIL_SERVICES = ["smtp", "sendgrid", "mailgun", "ses"] as const;

export const SETTINGS_BOUNDS = {
  sessionTimeout: { min: 5, max: 480 },
  passwordMinLength: { min: 6, max: 32 },
  loginAttempts: { min: 3, max: 10 },
  lockoutDuration: { min: 5, max: 60 },
  smtpPort: { min: 1, max: 65535 },
  submissionRetentionMonths: { min: 0, max: 120 },
  newsletterPerMinute: { min: 1, max: 10_000 },
} as const;

const bounded = (name: keyof typeof SETTINGS_BOUNDS) => {
  const { min, max } = SETTINGS_BOUNDS[name];
  return z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });
};
const url = (name: string) => httpUrl(`${name} must be an http(s) URL`);
const pathOrUrl = (name: string) => safeUrl(`${name} must be a site path or an http(s) URL`);
const token = (name: string) =>
  z
    .string()
    .trim()
    .max(200)
    .refine((v) => /^[A-Za-z0-9_\-.]*$/.test(v), {
      error: `${name} may contain only letters, digits, dots, dashes and underscores`,
    });

const perLanguage = (name: string) =>
  z.object({
    en: z.string().max(4000, { error: `${name} is too long` }),
    fr: z.string().max(4000, { error: `${name} is too long` }),
    ru: z.string().max(4000, { error: `${name} is too long` }),
  });

const anEmail = z.email();
const emailOrEmpty = (name: string) =>
  z
    .string()
    .trim()
    .max(254, { error: `${name} must be an e-mail address` })
    .refine((v) => v === "" || anEmail.safeParse(v).success, {
      error: `${name} must be an e-mail address`,
    });

const optionalUrl = (name: string) => z.union([url(name), z.literal("")]);

export const settingsSchema = z.object({
  general: z.object({
    siteName: requiredPerLanguage("siteName", 120),
    siteDescription: optionalPerLanguage("siteDescription", 500),
    siteUrl: url("siteUrl"),
    adminEmail: z.union([
      z.email({ error: "adminEmail must be an e-mail address" }),
      z.literal(""),
    ]),
    timezone: z.enum(TIMEZONES.map((t) => t.value) as [string, ...string[]]),
    language: z.enum(SETTINGS_LANGUAGES),
    /** Visitor submissions older than this many months are deleted; 0 keeps them. */
    submissionRetentionMonths: bounded("submissionRetentionMonths"),
    /** The foundation's legal name and address, on every donation receipt. */
    legalName: z.string().trim().max(200),
    legalAddress: z.string().trim().max(500),
  }),
  /** What the footer, the contact page and search engines show of the foundation. */
  contact: z.object({
    email: z.union([z.email({ error: "email must be an e-mail address" }), z.literal("")]),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((v) => /^[+\d\s().-]*$/.test(v), {
        error: "phone may hold only digits, spaces, +, -, ( and )",
      }),
    /** The offices, one per line. */
    offices: optionalPerLanguage("offices", 1000),
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl(`social.${n}`)])) as Record<
        SocialNetwork,
        z.ZodUnion<[z.ZodString, z.ZodLiteral<"">]>
      >,
    ),
  }),
  security: z.object({
    twoFactorAuth: z.boolean(),
    sessionTimeout: bounded("sessionTimeout"),
    passwordMinLength: bounded("passwordMinLength"),
    requireStrongPasswords: z.boolean(),
    loginAttempts: bounded("loginAttempts"),
    lockoutDuration: bounded("lockoutDuration"),
  }),
  notifications: z.object({
    emailNotifications: z.boolean(),
    newUserRegistration: z.boolean(),
    newDonation: z.boolean(),
    newVolunteer: z.boolean(),
    newPartner: z.boolean(),
    newContactMessage: z.boolean(),
    systemAlerts: z.boolean(),
    weeklyReports: z.boolean(),
  }),
  appearance: z.object({
    theme: z.enum(THEMES),
    primaryColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "primaryColor must be a hex colour like #222222" }),
    logoUrl: pathOrUrl("logoUrl"),
    faviconUrl: pathOrUrl("faviconUrl"),
    customCss: z.string().max(20_000),
  }),
  integrations: z.object({
    googleAnalytics: token("googleAnalytics"),
    facebookPixel: token("facebookPixel"),
    stripePublicKey: token("stripePublicKey"),
    stripeSecretKey: z.string().max(500),
    emailService: z.enum(EMAIL_SERVICES),
    smtpHost: z
      .string()
      .trim()
      .max(255)
      .refine((v) => /^[A-Za-z0-9.-]*$/.test(v), { error: "smtpHost must be a host name" }),
    smtpPort: bounded("smtpPort"),
    smtpUsername: z.string().trim().max(255),
    smtpPassword: z.string().max(500),
    /** Newsletter messages handed to the mail server per minute, across all processes. */
    newsletterPerMinute: bounded("newsletterPerMinute"),
    /** The newsletter's sender per language; empty: the English one, then the site's name and address. */
    newsletterFromName: optionalPerLanguage("newsletterFromName", 100),
    newsletterFromEmail: z.object({
      en: emailOrEmpty("newsletterFromEmail.en"),
      fr: emailOrEmpty("newsletterFromEmail.fr"),
      ru: emailOrEmpty("newsletterFromEmail.ru"),
    }),
    /** The DKIM selector the relay signs with (the check tries the usual ones when empty). */
    newsletterDkimSelector: z
      .string()
      .trim()
      .max(63)
      .refine((v) => /^[A-Za-z0-9._-]*$/.test(v), {
        error: "newsletterDkimSelector must be a DKIM selector (letters, digits, dots, dashes)",
      }),
    /** The public key SendGrid's signed Event Webhook gives (bounces and spam reports). */
    sendgridWebhookKey: z.string().trim().max(2000),
    /** Mailgun's webhook signing key (Sending › Webhooks). */
    mailgunWebhookKey: z.string().max(500),
    stripeWebhookSecret: z.string().max(500),
    paystackSecretKey: z.string().max(500),
    cinetpayApiKey: z.string().max(500),
    cinetpaySiteId: z.string().trim().max(100),
    cinetpaySecretKey: z.string().max(500),
    yookassaShopId: z.string().trim().max(100),
    yookassaSecretKey: z.string().max(500),
    bankTransferInstructions: perLanguage("bankTransferInstructions"),
    mobileMoneyInstructions: perLanguage("mobileMoneyInstructions"),
    /** The donate page's preset amounts per currency, in major units (francs, roubles, cedis). */
    donationPresets: z.object(
      Object.fromEntries(
        DONATION_CURRENCIES.map((c) => [
          c,
          z
            .array(
              z
                .number({ error: `donationPresets.${c} must be numbers` })
                .min(CURRENCY_RULES[c].min, {
                  error: `donationPresets.${c}: each amount must be from ${CURRENCY_RULES[c].min} to ${CURRENCY_RULES[c].max}`,
                })
                .max(CURRENCY_RULES[c].max, {
                  error: `donationPresets.${c}: each amount must be from ${CURRENCY_RULES[c].min} to ${CURRENCY_RULES[c].max}`,
                }),
            )
            .min(1, { error: `donationPresets.${c} needs at least one amount` })
            .max(6, { error: `donationPresets.${c} takes at most 6 amounts` }),
        ]),
      ) as Record<DonationCurrency, z.ZodArray<z.ZodNumber>>,
    ),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Kept apart from the schemas so public pages get the defaults without zod. */
export { DEFAULT_SETTINGS } from "./settings-defaults.ts";

/** Secrets are write-only: the browser gets this mask when a value is set, and sending it back keeps the stored value. */
export const SECRET_MASK = "••••••••";
export const SECRET_SETTINGS = [
  "stripeSecretKey",
  "smtpPassword",
  "stripeWebhookSecret",
  "paystackSecretKey",
  "cinetpayApiKey",
  "cinetpaySecretKey",
  "yookassaSecretKey",
  "mailgunWebhookKey",
] as const;

/** One changed setting in the audit log: "group.field" (".fr" for text per language), old and new value. */
export interface SettingChange {
  key: string;
  from: unknown;
  to: unknown;
}

/** SendGrid, Mailgun and SES through their SMTP relays: host and user presets (the API key is the password). */
export const EMAIL_RELAYS = {
  sendgrid: { host: "smtp.sendgrid.net", port: 587, user: "apikey" },
  mailgun: { host: "smtp.mailgun.org", port: 587, user: "" },
  ses: { host: "email-smtp.us-east-1.amazonaws.com", port: 587, user: "" },
} as const;

/**
 * The address e-mailed links and provider callbacks use: PUBLIC_URL on the server ("environment"),
 * else the Site URL setting ("settings"), else still the default `http://localhost:3000` ("default").
 */
export interface SiteUrlStatus {
  url: string;
  source: "environment" | "settings" | "default";
}

/** The site's address without a trailing slash, for links in e-mails and callbacks. */
export const siteAddress = (s: Settings) => s.general.siteUrl.replace(/\/+$/, "");

/** What a public page may know of the settings: only what it renders. */
export interface PublicSettings {
  siteName: Record<Locale, string>;
  siteDescription: Record<Locale, string>;
  contact: Settings["contact"];
  language: string;
  theme: Settings["appearance"]["theme"];
  primaryColor: string;
  logoUrl: string;
  faviconUrl: string;
  customCss: string;
  googleAnalytics: string;
}

export function toPublicSettings(s: Settings): PublicSettings {
  return {
    siteName: s.general.siteName,
    siteDescription: s.general.siteDescription,
    contact: s.contact,
    language: s.general.language,
    theme: s.appearance.theme,
    primaryColor: s.appearance.primaryColor,
    logoUrl: s.appearance.logoUrl,
    faviconUrl: s.appearance.faviconUrl,
    customCss: s.appearance.customCss,
    googleAnalytics: s.integrations.googleAnalytics,
  };
}
