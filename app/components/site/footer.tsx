import { Icon, IconText } from "~/components/ui/icon.tsx";
import { labelPrefix } from "../../../core/typography.ts";
import { useTranslation } from "~/i18n/use-translation.ts";
import type { Locale } from "../../../core/constants.ts";
import { localizedHref } from "../../i18n/locale-path.ts";
import { CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_PROFILES } from "../../lib/contact-details.ts";
import { Container } from "../ui/container.tsx";
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

export function SiteFooter({
  locale,
  siteName,
  logoUrl,
}: {
  locale: Locale;
  siteName: string;
  logoUrl: string;
}) {
  const { t } = useTranslation("nav");
  const href = (h: string) => localizedHref(h, locale);
  return (
    <footer className="bg-slate-950 text-slate-200">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-3">
            <BrandMark logoUrl={logoUrl} />
            <p className="text-base font-bold text-white">{siteName}</p>
          </div>
          <p className="mt-4 max-w-sm text-sm text-slate-300">{t("footer.tagline")}</p>
          <nav className="mt-6 flex gap-2" aria-label={t("footer.social")}>
            {SOCIAL.map(({ key, href: url, mark }) => (
              <a
                key={key}
                href={url}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Icon name={mark} size={20} label={t(`footer.socialNames.${key}`)} />
              </a>
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
      </Container>
      <Container>
        <address className="grid gap-4 border-t border-slate-800 py-8 text-sm not-italic sm:grid-cols-2 lg:grid-cols-4">
          <p className="flex items-center gap-2">
            <Icon
              name="mail"
              label={labelPrefix(t("footer.email"), locale)}
              className="size-4 shrink-0 text-slate-400"
            />
            <a href={`mailto:${CONTACT_EMAIL}`} className="footer-link break-all">
              {CONTACT_EMAIL}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Icon
              name="phone"
              label={labelPrefix(t("footer.phone"), locale)}
              className="size-4 shrink-0 text-slate-400"
            />
            <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, "")}`} className="footer-link">
              {CONTACT_PHONE}
            </a>
          </p>
          <IconText as="p" name="map-pin" className="text-slate-300 before:text-slate-400">
            {t("footer.moscow")}
          </IconText>
          <IconText as="p" name="map-pin" className="text-slate-300 before:text-slate-400">
            {t("footer.accra")}
          </IconText>
        </address>
      </Container>
      <Container className="flex flex-col gap-4 border-t border-slate-800 pt-6 pb-24 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:pb-6">
        <p>{t("footer.copyright", { year: new Date().getFullYear(), siteName })}</p>
        <p className="flex flex-wrap gap-x-5 gap-y-2">
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
      </Container>
    </footer>
  );
}

/**
 * A column of links under its title. The links are not a list: a column of eight links read as
 * "list, 8 items" adds nothing the heading does not say, and costs two elements a link.
 */
function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start justify-items-start gap-2.5">
      <h2 className="mb-1.5 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}
