/**
 * schema.org JSON-LD for search engines, rendered by `pageMeta({ jsonLd })` (React Router escapes
 * it inside its script element). One builder per kind of page.
 */
import type { Locale } from "../../core/constants.ts";
import { inLanguage } from "../../core/in-language.ts";
import type { PublicSettings } from "../../core/settings.ts";
import { SOCIAL_NETWORKS } from "../../core/social-networks.ts";
import { linesOf } from "./contact-details.ts";
import { socialCardOf } from "./seo.ts";

type Ld = Record<string, unknown>;
const CONTEXT = "https://schema.org";
const abs = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/** The foundation as an NGO, with the footer's contact details (home page); what is empty is left out. */
export function organizationLd(o: {
  name: string;
  description: string;
  origin: string;
  logoUrl: string;
  locale: Locale;
  contact: PublicSettings["contact"];
}): Ld {
  const { email, phone, offices, social } = o.contact;
  const profiles = SOCIAL_NETWORKS.map((n) => social[n]).filter(Boolean);
  return {
    "@context": CONTEXT,
    "@type": "NGO",
    name: o.name,
    description: o.description,
    url: `${o.origin}/`,
    logo: abs(o.origin, o.logoUrl || "/logo.png"),
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
    address: linesOf(inLanguage(offices, o.locale)).map((a) => ({
      "@type": "PostalAddress",
      addressLocality: a,
    })),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** A blog post or news article on its permalink. */
export function articleLd(o: {
  type: "BlogPosting" | "NewsArticle";
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
  section: string;
  locale: Locale;
  publisher: string;
  origin: string;
}): Ld {
  return {
    "@context": CONTEXT,
    "@type": o.type,
    headline: o.headline.slice(0, 110),
    description: o.description,
    inLanguage: o.locale,
    url: o.url,
    mainEntityOfPage: o.url,
    image: [abs(o.origin, socialCardOf(o.image).url)],
    datePublished: o.datePublished,
    dateModified: o.dateModified,
    articleSection: o.section,
    author: { "@type": "Person", name: o.author },
    publisher: { "@type": "Organization", name: o.publisher, logo: abs(o.origin, "/logo.png") },
  };
}

/** The trail from home to the page: [name, absolute URL] pairs. */
export function breadcrumbLd(trail: [name: string, url: string][]): Ld {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, item], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item,
    })),
  };
}
