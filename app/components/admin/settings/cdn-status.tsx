/**
 * Settings: where the purges of the CDN in front stand (CDN_PROVIDER set, docs/cdn.md): the last
 * purge the CDN took, what waits, what was given up, and the CDN's last refusal with the next try.
 * Read-only: the CDN is configured in the server's environment, not here.
 */
import type { CdnStatus } from "../../../../core/cdn-status.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Card, CardContent, CardDescription, CardHeader } from "../../ui";
import { adminNumberFormat, formatUtc } from "../shell/admin-format.ts";

const PROVIDER_NAMES: Record<string, string> = {
  cloudflare: "Cloudflare",
  fastly: "Fastly",
  bunny: "Bunny",
  varnish: "Varnish",
};

export function CdnStatusCard({ status }: { status: CdnStatus }) {
  const { t } = useTranslation("adminSettings");
  const locale = usePageLocale();
  const number = adminNumberFormat(locale);
  const at = (iso: string) => <time dateTime={iso}>{formatUtc(iso, locale)}</time>;
  return (
    <Card data-testid="cdn-status">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">
          {t("cdn.title", { provider: PROVIDER_NAMES[status.provider] ?? status.provider })}
        </h2>
        <CardDescription>{t("cdn.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t("cdn.lastPurge")}</dt>
          <dd>{status.lastDoneAt ? at(status.lastDoneAt) : t("cdn.never")}</dd>
          <dt className="font-medium">{t("cdn.pending")}</dt>
          <dd>{number.format(status.pending)}</dd>
          <dt className="font-medium">{t("cdn.failed")}</dt>
          <dd>{number.format(status.failed)}</dd>
        </dl>
        {status.lastError && (
          <div
            role="status"
            className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <p className="font-medium">{t("cdn.refused")}</p>
            <p className="mt-1 font-mono text-sm break-words">{status.lastError.message}</p>
            <p className="mt-1">
              {status.lastError.nextAttemptAt ? (
                <>
                  {t("cdn.nextTry")} {at(status.lastError.nextAttemptAt)}
                </>
              ) : (
                t("cdn.givenUp")
              )}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
