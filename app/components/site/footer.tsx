import { Icon, iconStyle, IconText } from "~/components/ui/icon.tsx";
import { labelPrefix } from "../../../core/typography.ts";
import { usePageLocale } from "~/i18n/page-locale.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import { localizedHref } from "../../i18n/locale-path.ts";
import { CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_PROFILES } from "../../lib/contact-details.ts";
import { BrandMark } from "./brand-mark.tsx";

const SOCIAL = [
  { key: "facebook", href: SOCIAL_PROFILES.facebook, mark: "facebook" },
  { key: "x", href: SOCIAL_PROFILES.x, mark: "x-brand" },
  { key: "instagram", href: SOCIAL_PROFILES.instagram, mark: "instagram" },
  { key: "youtube", href: SOCIAL_PROFILES.youtube, mark: "youtube" },
] as const;

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

export function SiteFooter({ siteName, logoUrl }: { siteName: string; logoUrl: string }) {
  const { t } = useTranslation("nav");
  const locale = usePageLocale();
  const href = (h: string) => localizedHref(h, locale);
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
          <nav aria-label={t("footer.social")}>
            {/* Each link is named by its network; its mark is its ::before (`.social-link`). */}
            {SOCIAL.map(({ key, href: url, mark }) => (
              <a
                key={key}
                href={url}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t(`footer.socialNames.${key}`)}
                className="icon-frame social-link"
                style={iconStyle(mark)}
              />
            ))}
          </nav>
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
        <p>
          <Icon name="mail" label={labelPrefix(t("footer.email"), locale)} />
          <a href={`mailto:${CONTACT_EMAIL}`} className="footer-link break-all">
            {CONTACT_EMAIL}
          </a>
        </p>
        <p>
          <Icon name="phone" label={labelPrefix(t("footer.phone"), locale)} />
          <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, "")}`} className="footer-link">
            {CONTACT_PHONE}
          </a>
        </p>
        {[t("footer.moscow"), t("footer.accra")].map((office) => (
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
