/**
 * The words of the site's section addresses (docs/decisions/0026-localized-section-addresses.md):
 * English is the route table's own word, French a French word, Russian the Russian word
 * transliterated to Latin the way core/content/slug.ts makes story slugs (О нас → o-nas). A section
 * of two segments (the newsletter's confirm and unsubscribe pages, a monthly gift's stop and pay
 * links) is written with its slash.
 */
export const SECTION_WORDS = {
  about: { en: "about", fr: "a-propos", ru: "o-nas" }, // À propos · О нас
  services: { en: "services", fr: "services", ru: "uslugi" }, // Services · Услуги
  projects: { en: "projects", fr: "projets", ru: "proekty" }, // Projets · Проекты
  getInvolved: { en: "get-involved", fr: "s-engager", ru: "pomoch" }, // S'engager · Помочь
  donate: { en: "donate", fr: "faire-un-don", ru: "pozhertvovat" }, // Faire un don · Пожертвовать
  volunteer: { en: "volunteer", fr: "benevolat", ru: "volonteram" }, // Bénévolat · Волонтёрам
  partner: { en: "partner", fr: "partenaire", ru: "partneram" }, // Partenaire · Партнёрам
  gallery: { en: "gallery", fr: "galerie", ru: "galereya" }, // Galerie · Галерея
  blog: { en: "blog", fr: "histoires", ru: "istorii" }, // Histoires · Истории
  store: { en: "store", fr: "boutique", ru: "magazin" }, // Boutique · Магазин
  news: { en: "news", fr: "actualites", ru: "novosti" }, // Actualités · Новости
  contact: { en: "contact", fr: "contact", ru: "kontakty" }, // Contact · Контакты
  privacy: { en: "privacy", fr: "confidentialite", ru: "konfidentsialnost" }, // Confidentialité · Конфиденциальность
  terms: { en: "terms", fr: "conditions", ru: "usloviya" }, // Conditions · Условия
  search: { en: "search", fr: "recherche", ru: "poisk" }, // Recherche · Поиск
  newsletterConfirm: {
    en: "newsletter/confirm",
    fr: "infolettre/confirmation", // Infolettre / Confirmation
    ru: "rassylka/podtverzhdenie", // Рассылка / Подтверждение
  },
  newsletterUnsubscribe: {
    en: "newsletter/unsubscribe",
    fr: "infolettre/desabonnement", // Infolettre / Désabonnement
    ru: "rassylka/otpiska", // Рассылка / Отписка
  },
  donateStop: {
    en: "donate/stop",
    fr: "faire-un-don/arreter", // Faire un don / Arrêter
    ru: "pozhertvovat/otmenit", // Пожертвовать / Отменить
  },
  donateRenew: {
    en: "donate/renew",
    fr: "faire-un-don/regler", // Faire un don / Régler
    ru: "pozhertvovat/oplatit", // Пожертвовать / Оплатить
  },
  offline: { en: "offline", fr: "hors-ligne", ru: "oflayn" }, // Hors ligne · Офлайн
} as const;

export type Section = keyof typeof SECTION_WORDS;
