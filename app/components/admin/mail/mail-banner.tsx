/**
 * The banner of every admin page while the site cannot send e-mail: it says so, how many e-mails
 * wait, and (for admins) links to the mail settings and the outbox.
 */
import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import type { MailStatus } from "../../../../core/mail-service.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { adminNumberFormat } from "../shell/admin-format.ts";

const link =
  "font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";

export function MailBanner({ mail, canSetUp }: { mail: MailStatus; canSetUp: boolean }) {
  const { t } = useTranslation("adminOutbox");
  const locale = usePageLocale();
  if (mail.configured) return null;
  return (
    <div
      role="status"
      data-testid="mail-banner"
      className="mb-6 flex gap-3 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-50"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t("banner.title")}</p>
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
            <Link to="/admin/settings?tab=integrations" className={link}>
              {t("banner.settingsLink")}
            </Link>
            <Link to="/admin/outbox?status=queued" className={link}>
              {t("banner.outboxLink")}
            </Link>
          </p>
        ) : (
          <p>{t("banner.askAdmin")}</p>
        )}
      </div>
    </div>
  );
}
