/**
 * The banner of every admin page, for admins, while the site's address is still the default
 * `http://localhost:3000` and the site is opened from elsewhere: links in e-mails and payment returns
 * would lead there. It goes once the Site URL (or PUBLIC_URL on the server) is set.
 */
import { Link2Off } from "lucide-react";
import { Link } from "react-router";
import { NoticeBanner, noticeLinkClasses } from "../../ui";
import { useTranslation } from "../../../i18n/use-translation.ts";

export function SiteUrlBanner({ url }: { url: string }) {
  const { t } = useTranslation("adminShell");
  return (
    <NoticeBanner
      icon={Link2Off}
      title={t("siteUrlBanner.title", { url })}
      testId="site-url-banner"
    >
      <p>{t("siteUrlBanner.body")}</p>
      <p>
        <Link to="/admin/settings?tab=general" className={noticeLinkClasses}>
          {t("siteUrlBanner.link")}
        </Link>
      </p>
    </NoticeBanner>
  );
}
