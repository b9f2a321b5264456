/**
 * The CSV import of subscribers in two steps, each a plain form: the file (or its text pasted) is
 * checked first, and the report says what would be added, what is already on the list and which
 * lines cannot go in and why; then "Import" takes the checked text and reports what it did.
 */
import { FileUp } from "lucide-react";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { ImportReport, ImportRowError } from "../../../../core/subscribers.ts";
import { Button, DataTable, Input, Label, ScrollRegion, Textarea } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { SubscribersAnswer } from "../../../routes/admin/newsletter-subscribers.tsx";
import { adminNumberFormat } from "../shell/admin-format.ts";
import { DoneLine, RefusedLine, SUBSCRIBERS_PATH } from "./subscriber-words.tsx";

/** How many refused lines the report lists (the counts say how many in all). */
const PROBLEMS_SHOWN = 200;

function Problems({ report }: { report: ImportReport }) {
  const { t } = useTranslation("adminNewsletter");
  const problems = report.rows.filter(
    (r): r is Extract<ImportReport["rows"][number], { result: "error" }> => r.result === "error",
  );
  if (problems.length === 0) return null;
  return (
    <ScrollRegion label={t("subscribers.import.problems")}>
      <DataTable
        caption={t("subscribers.import.problems")}
        className="min-w-[30rem]"
        columns={[
          t("subscribers.import.line"),
          t("subscribers.email"),
          t("subscribers.import.problem"),
        ]}
        ruled
        data-testid="import-problems"
      >
        {problems.slice(0, PROBLEMS_SHOWN).map((r) => (
          <tr key={r.line} className="align-top">
            <td className="py-2 pr-3 tabular-nums">{r.line}</td>
            <td className="py-2 pr-3 [overflow-wrap:anywhere]" translate="no">
              {r.email}
            </td>
            <td className="py-2">{t(`subscribers.import.errors.${r.error as ImportRowError}`)}</td>
          </tr>
        ))}
      </DataTable>
    </ScrollRegion>
  );
}

function Summary({ report }: { report: ImportReport }) {
  const { t } = useTranslation("adminNewsletter");
  const number = adminNumberFormat(usePageLocale());
  const words = {
    added: t(report.dryRun ? "subscribers.import.willAdd" : "subscribers.import.added", {
      count: report.added,
      n: number.format(report.added),
    }),
    known: t("subscribers.import.known", { count: report.known, n: number.format(report.known) }),
    errors: t("subscribers.import.refused", {
      count: report.errors,
      n: number.format(report.errors),
    }),
  };
  const text = `${words.added} ${words.known} ${words.errors}`;
  return report.dryRun ? (
    <p className="font-semibold" data-testid="import-summary">
      {text}
    </p>
  ) : (
    <div data-testid="import-summary">
      <DoneLine text={text} />
    </div>
  );
}

export function ImportPanel({ answer }: { answer: SubscribersAnswer }) {
  const { t } = useTranslation("adminNewsletter");
  const navigation = useNavigation();
  const id = useId();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const checked = answer?.ok && answer.intent === "check" ? answer : null;
  const imported = answer?.ok && answer.intent === "import" ? answer : null;
  const refused = answer && !answer.ok && answer.fields?.csv ? answer : null;
  return (
    <div className="space-y-5" data-testid="subscriber-import">
      <Form
        method="post"
        action={SUBSCRIBERS_PATH}
        encType="multipart/form-data"
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="check" />
        <div className="space-y-2">
          <Label htmlFor={`${id}-file`}>{t("subscribers.import.file")}</Label>
          <Input id={`${id}-file`} name="file" type="file" accept=".csv,text/csv,text/plain" />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-csv`}>{t("subscribers.import.paste")}</Label>
          <Textarea
            id={`${id}-csv`}
            name="csv"
            rows={4}
            className="font-mono text-xs"
            placeholder={"email,language,consent\nama@example.org,fr,yes"}
            translate="no"
          />
        </div>
        {refused ? <RefusedLine answer={refused} /> : null}
        <Button type="submit" variant="outline" disabled={busy("check")} aria-busy={busy("check")}>
          <FileUp aria-hidden="true" />
          {t("subscribers.import.check")}
        </Button>
      </Form>
      {checked ? (
        <div className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <Summary report={checked.report} />
          <Problems report={checked.report} />
          <Form method="post" action={SUBSCRIBERS_PATH}>
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="csv" value={checked.csv} />
            <Button
              type="submit"
              disabled={checked.report.added === 0 || busy("import")}
              aria-busy={busy("import")}
              data-testid="import-confirm"
            >
              {t("subscribers.import.confirm", { count: checked.report.added })}
            </Button>
          </Form>
        </div>
      ) : null}
      {imported ? (
        <div className="space-y-4">
          <Summary report={imported.report} />
          <Problems report={imported.report} />
        </div>
      ) : null}
    </div>
  );
}
