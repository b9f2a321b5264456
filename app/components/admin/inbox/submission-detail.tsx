/** One submission in the inbox: its fields, status, internal notes and delete, as plain forms. */
import { Trash2, X } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import {
  SUBMISSION_FIELDS,
  SUBMISSION_STATUSES,
  type Submission,
} from "../../../../core/submissions.ts";
import { Button, buttonClasses, Card, CardContent, Label, Select, Textarea } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { textForCode } from "../../../i18n/text-for-code.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { InboxProps } from "./inbox-screen.tsx";
import { formatUtc } from "../shell/admin-format.ts";

export function SubmissionDetail({
  submission: s,
  closeHref,
  result,
}: {
  submission: Submission;
  closeHref: string;
  result: InboxProps["result"];
}) {
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation("adminInbox");
  const locale = usePageLocale();
  const yesNo = { yes: t("yes"), no: t("no") };
  return (
    <section
      aria-labelledby="inbox-detail-title"
      className="xl:col-span-2"
      data-testid="inbox-detail"
    >
      <Card>
        <CardContent className="space-y-5 pt-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="inbox-detail-title" className="text-lg font-semibold">
              {t("detail", { name: s.name || s.email })}
            </h2>
            <Link to={closeHref} className={buttonClasses("ghost", "sm")} aria-label={t("close")}>
              <X aria-hidden="true" />
            </Link>
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{t("received")}</dt>
            <dd>{formatUtc(s.createdAt, locale)}</dd>
            <dt className="font-medium text-slate-600 dark:text-slate-300">{t("language")}</dt>
            <dd>{s.locale}</dd>
            {SUBMISSION_FIELDS[s.kind]
              .filter((k) => k !== "locale")
              .map((key) => (
                <Field
                  key={key}
                  label={textForCode(t, "fields", key, key)}
                  value={s.data[key]}
                  yesNo={yesNo}
                />
              ))}
            {s.reference ? (
              <Field label={t("reference")} value={s.reference} yesNo={yesNo} />
            ) : null}
            {s.kind === "donation" && s.reference ? (
              <>
                <dt className="font-medium text-slate-600 dark:text-slate-300">{t("payment")}</dt>
                <dd>
                  <Link
                    to={`/admin/donations?q=${encodeURIComponent(s.reference)}`}
                    className="font-medium underline underline-offset-2"
                  >
                    {t("paymentInDonations")}
                  </Link>
                </dd>
              </>
            ) : null}
            {s.kind === "newsletter" ? (
              <Field
                label={t("confirmed")}
                value={s.confirmedAt ? formatUtc(s.confirmedAt, locale) : t("notConfirmed")}
                yesNo={yesNo}
              />
            ) : null}
          </dl>

          <Form method="post" className="space-y-4">
            <input type="hidden" name="id" value={s.id} />
            <input type="hidden" name="intent" value="update" />
            <div className="space-y-1">
              <Label htmlFor="inbox-detail-status">{t("status")}</Label>
              <Select id="inbox-detail-status" name="status" defaultValue={s.status}>
                {SUBMISSION_STATUSES.map((st) => (
                  <option key={st} value={st}>
                    {t(`statuses.${st}`)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <Label htmlFor="inbox-detail-notes">{t("notes")}</Label>
              <Textarea
                id="inbox-detail-notes"
                name="notes"
                rows={4}
                maxLength={10_000}
                defaultValue={s.notes}
                aria-describedby="inbox-detail-notes-hint"
              />
              <p
                id="inbox-detail-notes-hint"
                className="text-sm text-slate-600 dark:text-slate-300"
              >
                {t("notesHint")}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <Button type="submit" disabled={busy}>
                {t("save")}
              </Button>
              <p role="status" aria-live="polite" className="text-sm">
                {result?.ok ? t("saved") : result ? t(`errors.${result.problem}`) : ""}
              </p>
            </div>
          </Form>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm(t("confirmDelete"))) e.preventDefault();
            }}
          >
            <input type="hidden" name="id" value={s.id} />
            <input type="hidden" name="intent" value="delete" />
            <Button
              type="submit"
              variant="outline"
              disabled={busy}
              className="border-red-300 text-red-800 hover:bg-red-50 dark:text-red-300"
            >
              <Trash2 aria-hidden="true" />
              {t("delete")}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}

function Field({
  label,
  value,
  yesNo,
}: {
  label: string;
  value: unknown;
  yesNo: { yes: string; no: string };
}) {
  const text =
    typeof value === "boolean"
      ? value
        ? yesNo.yes
        : yesNo.no
      : value === undefined || value === null
        ? ""
        : String(value);
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="break-words whitespace-pre-line">{text || "—"}</dd>
    </>
  );
}
