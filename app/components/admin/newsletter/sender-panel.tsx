/**
 * Who the newsletter comes from in each language, and what the DNS says about each sending domain:
 * its SPF, DKIM and DMARC records found or missing (a warning: the large mailbox providers refuse
 * bulk mail without them), or plainly that this server could not tell. `SenderWarning` is the
 * short form an issue's page shows before a send, only when a record is missing.
 */
import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import { Link } from "react-router";
import { LOCALES } from "../../../../core/constants.ts";
import {
  type DomainCheck,
  missingRecords,
  type SenderReport,
} from "../../../../core/sender-identity.ts";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { type TFunction, useTranslation } from "../../../i18n/use-translation.ts";
import { Badge } from "../../ui";
import { languageName } from "../shell/admin-format.ts";

type T = TFunction<"adminNewsletter">;

const SETTINGS_HREF = "/admin/settings?tab=integrations";
const RECORD_NAMES = { spf: "SPF", dkim: "DKIM", dmarc: "DMARC" } as const;

const linkClass =
  "text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-sky-300";

const tones = {
  ok: "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50",
  warn: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
  info: "border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
};

/** The sentence that sums up one domain's check. */
function verdict(t: T, check: DomainCheck, list: Intl.ListFormat) {
  if (!check.resolved)
    return {
      tone: "info" as const,
      text: t(check.why === "notFound" ? "sender.notFound" : "sender.unreachable", {
        domain: check.domain,
        code: check.code,
      }),
    };
  const missing = missingRecords(check);
  if (missing.length === 0)
    return { tone: "ok" as const, text: t("sender.allFound", { domain: check.domain }) };
  return {
    tone: "warn" as const,
    text: t("sender.missing", {
      count: missing.length,
      domain: check.domain,
      records: list.format(missing.map((r) => RECORD_NAMES[r])),
    }),
  };
}

function DomainResult({ check }: { check: DomainCheck }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const { tone, text } = verdict(t, check, new Intl.ListFormat(locale, { type: "conjunction" }));
  const Icon = tone === "ok" ? CheckCircle2 : tone === "warn" ? AlertTriangle : Info;
  return (
    <li className={`space-y-3 rounded-lg border p-4 ${tones[tone]}`} data-testid="sender-domain">
      <p className="flex gap-2 text-sm">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{text}</span>
      </p>
      {check.resolved ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          {(["spf", "dkim", "dmarc"] as const).map((record) => {
            const found = check[record].found;
            return (
              <div key={record} className="flex flex-wrap items-center gap-2">
                <dt className="font-semibold">{RECORD_NAMES[record]}</dt>
                <dd>
                  <Badge tone={found ? "green" : "yellow"}>
                    {t(found ? "sender.found" : "sender.notThere")}
                  </Badge>
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {check.resolved && !check.dkim.found ? (
        <p className="text-sm">
          {t("sender.dkimTried", {
            selectors: check.dkim.tried.join(", "),
          })}
        </p>
      ) : null}
    </li>
  );
}

export function SenderPanel({ report }: { report: SenderReport }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  return (
    <div className="space-y-4" data-testid="sender">
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {LOCALES.map((lang) => {
          const sender = report.senders[lang];
          return (
            <div key={lang} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
              <dt className="font-medium sm:w-40">{languageName(lang, locale)}</dt>
              <dd className="[overflow-wrap:anywhere]" translate="no">
                {sender.name} &lt;{sender.address}&gt;
              </dd>
            </div>
          );
        })}
      </dl>
      <ul className="space-y-3">
        {report.domains.map((check) => (
          <DomainResult key={check.domain} check={check} />
        ))}
      </ul>
      <p className="text-sm">
        <Link to={SETTINGS_HREF} className={linkClass}>
          {t("sender.change")}
        </Link>
      </p>
    </div>
  );
}

/** Before a send: a line when a sending domain lacks a record, with the way to the details. */
export function SenderWarning({ report }: { report: SenderReport | null }) {
  const { t } = useTranslation("adminNewsletter");
  const locale = usePageLocale();
  const lacking = (report?.domains ?? []).filter((d) => missingRecords(d).length > 0);
  if (lacking.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  return (
    <div
      className={`space-y-1 rounded-lg border p-3 text-sm ${tones.warn}`}
      data-testid="sender-warning"
    >
      {lacking.map((check) => (
        <p key={check.domain} className="flex gap-2">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{verdict(t, check, list).text}</span>
        </p>
      ))}
    </div>
  );
}
