/**
 * The fixed pages in the site search (docs/decisions/0042-site-search.md): their words are the
 * release's own (texts/locales), so their documents are written again at every start. A page's
 * title and summary are its meta title and description; its body is every other text of the page
 * but its form's labels.
 */
import { LOCALES, type Locale } from "../../core/constants.ts";
import enAbout from "../../texts/locales/en/about.json";
import enServices from "../../texts/locales/en/services.json";
import enGetInvolved from "../../texts/locales/en/getInvolved.json";
import enDonate from "../../texts/locales/en/donate.json";
import enVolunteer from "../../texts/locales/en/volunteer.json";
import enPartner from "../../texts/locales/en/partner.json";
import enContact from "../../texts/locales/en/contact.json";
import enLegal from "../../texts/locales/en/legal.json";
import frAbout from "../../texts/locales/fr/about.json";
import frServices from "../../texts/locales/fr/services.json";
import frGetInvolved from "../../texts/locales/fr/getInvolved.json";
import frDonate from "../../texts/locales/fr/donate.json";
import frVolunteer from "../../texts/locales/fr/volunteer.json";
import frPartner from "../../texts/locales/fr/partner.json";
import frContact from "../../texts/locales/fr/contact.json";
import frLegal from "../../texts/locales/fr/legal.json";
import ruAbout from "../../texts/locales/ru/about.json";
import ruServices from "../../texts/locales/ru/services.json";
import ruGetInvolved from "../../texts/locales/ru/getInvolved.json";
import ruDonate from "../../texts/locales/ru/donate.json";
import ruVolunteer from "../../texts/locales/ru/volunteer.json";
import ruPartner from "../../texts/locales/ru/partner.json";
import ruContact from "../../texts/locales/ru/contact.json";
import ruLegal from "../../texts/locales/ru/legal.json";
import type { SearchDocument } from "./search-documents.ts";

type Texts = Record<string, unknown>;
const TEXTS: Record<Locale, Record<string, Texts>> = {
  en: {
    about: enAbout,
    services: enServices,
    getInvolved: enGetInvolved,
    donate: enDonate,
    volunteer: enVolunteer,
    partner: enPartner,
    contact: enContact,
    legal: enLegal,
  },
  fr: {
    about: frAbout,
    services: frServices,
    getInvolved: frGetInvolved,
    donate: frDonate,
    volunteer: frVolunteer,
    partner: frPartner,
    contact: frContact,
    legal: frLegal,
  },
  ru: {
    about: ruAbout,
    services: ruServices,
    getInvolved: ruGetInvolved,
    donate: ruDonate,
    volunteer: ruVolunteer,
    partner: ruPartner,
    contact: ruContact,
    legal: ruLegal,
  },
};

/** [English path, namespace, key inside it] of each fixed page a reader may look for. */
const FIXED_PAGES: [path: string, namespace: string, key?: string][] = [
  ["/about", "about"],
  ["/services", "services"],
  ["/get-involved", "getInvolved"],
  ["/donate", "donate"],
  ["/volunteer", "volunteer"],
  ["/partner", "partner"],
  ["/contact", "contact"],
  ["/privacy", "legal", "privacy"],
  ["/terms", "legal", "terms"],
];

/** Parts of a page's texts that are not its content: its meta and its form's labels. */
const NOT_CONTENT = new Set(["meta", "form"]);

function strings(value: unknown, into: string[]) {
  if (typeof value === "string") {
    // Interpolations and the markers of links inside a sentence are not words of the page.
    const text = value.replace(/\{\{[^}]*\}\}/g, " ").replace(/<\/?\d+>/g, "");
    if (text.trim()) into.push(text.trim());
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, into);
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value))
      if (!NOT_CONTENT.has(key)) strings(inner, into);
  }
}

/** Texts one after another, a heading or label set off from what follows by a middle dot. */
const sentences = (texts: string[]) =>
  texts
    .map((text) => (/[.!?…:;]$/.test(text) ? text : `${text} ·`))
    .join(" ")
    .replace(/ ·$/, "");

/** Each fixed page's documents, one per language, by the page's English path. */
export function fixedPageDocuments(): [path: string, docs: SearchDocument[]][] {
  return FIXED_PAGES.map(([path, namespace, key]) => [
    path,
    LOCALES.map((locale) => {
      const all = TEXTS[locale][namespace]!;
      const texts = (key ? all[key] : all) as Texts;
      const meta = (texts.meta ?? {}) as { title?: string; description?: string };
      const body: string[] = [];
      strings(texts, body);
      return {
        kind: "pages",
        item: path,
        locale,
        path,
        visible: true,
        date: "",
        title: meta.title ?? path,
        excerpt: meta.description ?? "",
        body: sentences(body),
      } satisfies SearchDocument;
    }),
  ]);
}
