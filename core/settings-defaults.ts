/** The settings of a new site (core/settings.ts validates them; this module has no zod). */
import { CURRENCY_RULES, DONATION_CURRENCIES } from "./donations.ts";
import type { Settings } from "./settings.ts";

export const DEFAULT_SETTINGS: Settings = {
  general: {
    siteName: {
      en: "African Youth Sports & Education Foundation",
      fr: "Fondation africaine pour le sport et l’éducation des jeunes",
      ru: "Фонд поддержки африканской молодёжи в спорте и образовании",
    },
    siteDescription: {
      en: "Empowering communities through sports and education",
      fr: "Renforcer les communautés par le sport et l’éducation",
      ru: "Укрепляем сообщества через спорт и образование",
    },
    siteUrl: "http://localhost:3000",
    // No placeholder: the sender is then no-reply at the site's host (server/mail/queue.ts).
    adminEmail: "",
    timezone: "UTC",
    language: "en",
    submissionRetentionMonths: 24,
    legalName: "",
    legalAddress: "",
  },
  contact: {
    email: "info@africanyouthfoundation.org",
    phone: "+7 (495) 123-45-67",
    offices: {
      en: "Moscow, Russia\nAccra, Ghana",
      fr: "Moscou (Russie)\nAccra (Ghana)",
      ru: "Москва, Россия\nАккра, Гана",
    },
    // None until the foundation has its own pages: a link to a network's home page is no link.
    social: {
      facebook: "",
      instagram: "",
      x: "",
      youtube: "",
      linkedin: "",
      tiktok: "",
      vk: "",
      telegram: "",
      whatsapp: "",
    },
  },
  security: {
    twoFactorAuth: false,
    sessionTimeout: 30,
    passwordMinLength: 8,
    requireStrongPasswords: true,
    loginAttempts: 5,
    lockoutDuration: 15,
  },
  notifications: {
    emailNotifications: true,
    newUserRegistration: true,
    newDonation: true,
    newVolunteer: true,
    newPartner: true,
    newContactMessage: true,
    systemAlerts: true,
    weeklyReports: false,
  },
  appearance: {
    theme: "light",
    primaryColor: "#222222",
    logoUrl: "/logo.png",
    faviconUrl: "/favicon.ico",
    customCss: "",
  },
  integrations: {
    googleAnalytics: "",
    facebookPixel: "",
    stripePublicKey: "",
    stripeSecretKey: "",
    emailService: "smtp",
    smtpHost: "",
    smtpPort: 587,
    smtpUsername: "",
    smtpPassword: "",
    // A relay's usual free-tier pace; Settings › Integrations changes it.
    newsletterPerMinute: 120,
    newsletterFromName: { en: "", fr: "", ru: "" },
    newsletterFromEmail: { en: "", fr: "", ru: "" },
    newsletterDkimSelector: "",
    sendgridWebhookKey: "",
    mailgunWebhookKey: "",
    stripeWebhookSecret: "",
    paystackSecretKey: "",
    cinetpayApiKey: "",
    cinetpaySiteId: "",
    cinetpaySecretKey: "",
    yookassaShopId: "",
    yookassaSecretKey: "",
    donationPresets: Object.fromEntries(
      DONATION_CURRENCIES.map((c) => [c, [...CURRENCY_RULES[c].presets]]),
    ) as Settings["integrations"]["donationPresets"],
    bankTransferInstructions: { en: "", fr: "", ru: "" },
    mobileMoneyInstructions: { en: "", fr: "", ru: "" },
  },
};
