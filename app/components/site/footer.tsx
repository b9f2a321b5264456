import { Icon, iconStyle, IconText } from "~/components/ui/icon.tsx";
import { labelPrefix } from "../../../core/typography.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref } from "../../i18n/locale-path.ts";
import { inLanguage } from "../../../core/in-language.ts";
import type { PublicSettings } from "../../../core/settings.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../../core/social-networks.ts";
import type { IconName } from "../ui/icon-names.ts";
import { BrandMark } from "./brand-mark.tsx";
import { linesOf, telHref } from "../../lib/contact-details.ts";

/** Each network's mark in the icon sprite. */
const SOCIAL_MARKS: Record<SocialNetwork, IconName> = {
  facebook: "facebook",
  instagram: "instagram",
  x: "x-brand",
  youtube: "youtube",
  linkedin: "linkedin",
  tiktok: "tiktok",
  vk: "vk",
  telegram: "telegram",
  whatsapp: "whatsapp",
};

/** Column titles are `footer.<key>` and link labels `footer.links.<key>` in the "nav" namespace. */
const COLUMNS = [
  {
    key: "quickLinks",
    links: [
      { key: "aboutUs", href: "/about" },
      { key: "ourStory", href: "/about#story" },
      { key: "ourTeam", href: "/about#team" },
      { key: "projects", href: "/projects" },
      { key: "completedProjects", href: "/projects#completed" },
      { key: "gallery", href: "/gallery" },
      { key: "news", href: "/news" },
      { key: "blog", href: "/blog" },
    ],
  },
  {
    key: "programs",
    links: [
      { key: "sports", href: "/services#sports" },
      { key: "education", href: "/services#education" },
      { key: "french", href: "/services#french" },
      { key: "community", href: "/services#community" },
    ],
  },
  {
    key: "getInvolved",
    links: [
      { key: "donate", href: "/donate" },
      { key: "volunteer", href: "/volunteer" },
      { key: "partner", href: "/partner" },
      { key: "store", href: "/store" },
      { key: "contact", href: "/contact" },
    ],
  },
] as const;

export function SiteFooter({
  siteName,
  logoUrl,
  contact,
}: {
  siteName: string;
  logoUrl: string;
  /** Settings → Contact: only what is filled in is shown. */
  contact: PublicSettings["contact"];
}) {
  const { t } = useTranslation("nav");
  const locale = usePageLocale();
  const href = (h: string) => localizedHref(h, locale);
  const social = SOCIAL_NETWORKS.filter((network) => contact.social[network]);
  return (
    // Its looks are `.site-footer` and `.footer-*` in styles.css (decision 0032).
    <footer className="site-footer">
      <div className="footer-main">
        <div className="footer-about">
          <div className="footer-brand">
            <BrandMark logoUrl={logoUrl} />
            <p>{siteName}</p>
          </div>
          <p>{t("footer.tagline")}</p>
          {social.length > 0 ? (
            <nav aria-label={t("footer.social")}>
              {/* Each link is named by its network; its mark is its ::before (`.social-link`). */}
              {social.map((network) => (
                <a
                  key={network}
                  href={contact.social[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t(`footer.socialNames.${network}`)}
                  className="icon-frame social-link"
                  style={iconStyle(SOCIAL_MARKS[network])}
                />
              ))}
            </nav>
          ) : null}
        </div>
        {COLUMNS.map((col) => (
          <FooterColumn key={col.key} title={t(`footer.${col.key}`)}>
            {col.links.map((l) => (
              <a key={l.key} href={href(l.href)} className="footer-link">
                {t(`footer.links.${l.key}`)}
              </a>
            ))}
          </FooterColumn>
        ))}
      </div>
      <address className="footer-contact">
        {contact.email ? (
          <p>
            <Icon name="mail" label={labelPrefix(t("footer.email"), locale)} />
            <a href={`mailto:${contact.email}`} className="footer-link break-all">
              {contact.email}
            </a>
          </p>
        ) : null}
        {contact.phone ? (
          <p>
            <Icon name="phone" label={labelPrefix(t("footer.phone"), locale)} />
            <a href={telHref(contact.phone)} className="footer-link">
              {contact.phone}
            </a>
          </p>
        ) : null}
        {linesOf(inLanguage(contact.offices, locale)).map((office) => (
          <IconText key={office} as="p" name="map-pin">
            {office}
          </IconText>
        ))}
      </address>
      <div className="footer-bottom">
        <p>{t("footer.copyright", { year: new Date().getFullYear(), siteName })}</p>
        <p>
          <a href={href("/privacy")} className="footer-link">
            {t("footer.links.privacy")}
          </a>
          <a href={href("/terms")} className="footer-link">
            {t("footer.links.terms")}
          </a>
          <a href="/admin/login" className="footer-link">
            {t("footer.links.adminLogin")}
          </a>
        </p>
      </div>
    </footer>
  );
}

/**
 * A column of links under its title. The links are not a list: a column of eight links read as
 * "list, 8 items" adds nothing the heading does not say, and costs two elements a link.
 */
function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="footer-column">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
