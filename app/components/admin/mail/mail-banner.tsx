/**
 * The banner of every admin page while the site cannot send e-mail: it says so, how many e-mails
 * wait, and (for admins) links to the mail settings and the outbox.
 */
import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import type { MailStatus } from "../../../../core/mail-service.ts";
import { NoticeBanner, noticeLinkClasses } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";

export function MailBanner({ mail, canSetUp }: { mail: MailStatus; canSetUp: boolean }) {
  const { t } = useTranslation("adminOutbox");
  const locale = usePageLocale();
  if (mail.configured) return null;
  return (
    <NoticeBanner icon={MailWarning} title={t("banner.title")} testId="mail-banner">
      <p>
        {mail.waiting > 0
          ? t("banner.bodyWaiting", {
              count: mail.waiting,
              n: adminNumberFormat(locale).format(mail.waiting),
            })
          : t("banner.bodyEmpty")}
      </p>
      {canSetUp ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/admin/settings?tab=integrations" className={noticeLinkClasses}>
            {t("banner.settingsLink")}
          </Link>
          <Link to="/admin/outbox?status=queued" className={noticeLinkClasses}>
            {t("banner.outboxLink")}
          </Link>
        </p>
      ) : (
        <p>{t("banner.askAdmin")}</p>
      )}
    </NoticeBanner>
  );
}
