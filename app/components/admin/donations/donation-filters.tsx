/**
 * The Donations screen's filters: a GET form, so a filtered list is a link to share and works
 * before and without hydration. Once interactive, the URL names only the filters that are set.
 */
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  DONATION_CURRENCIES,
  DONATION_FREQUENCIES,
  DONATION_STATUSES,
} from "../../../../core/donations.ts";
import { Button, buttonClasses, Input, Label, Select } from "../../ui";
import { usePageLocale } from "../../../i18n/page-locale.ts";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { currencyName } from "./donation-format.ts";
import { DONATIONS_PATH, type DonationFilters, PROVIDER_FILTERS } from "./donation-query.ts";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export function DonationFiltersForm({ filters }: { filters: DonationFilters }) {
  const { t } = useTranslation("adminDonations");
  const locale = usePageLocale();
  const submit = useSubmit();
  return (
    <Form
      // Keyed by the URL's filters, so the fields show them again after a back/forward.
      key={JSON.stringify(filters)}
      method="get"
      action={DONATIONS_PATH}
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="donation-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        for (const [key, value] of [...data]) if (value === "") data.delete(key);
        void submit(data, { method: "get", action: DONATIONS_PATH });
      }}
    >
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor="donations-q">{t("filters.search")}</Label>
        <Input
          id="donations-q"
          name="q"
          type="search"
          maxLength={200}
          defaultValue={filters.q ?? ""}
          aria-describedby="donations-q-hint"
        />
        <p id="donations-q-hint" className="text-xs text-slate-600 dark:text-slate-300">
          {t("filters.searchHint")}
        </p>
      </div>
      <Field id="donations-status" label={t("filters.status")}>
        <Select id="donations-status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">{t("filters.anyStatus")}</option>
          {DONATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="donations-provider" label={t("filters.provider")}>
        <Select id="donations-provider" name="provider" defaultValue={filters.provider ?? ""}>
          <option value="">{t("filters.anyProvider")}</option>
          {PROVIDER_FILTERS.map((p) => (
            <option key={p} value={p}>
              {t(`providers.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="donations-currency" label={t("filters.currency")}>
        <Select id="donations-currency" name="currency" defaultValue={filters.currency ?? ""}>
          <option value="">{t("filters.anyCurrency")}</option>
          {DONATION_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {`${c} · ${currencyName(c, locale)}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="donations-frequency" label={t("filters.frequency")}>
        <Select id="donations-frequency" name="frequency" defaultValue={filters.frequency ?? ""}>
          <option value="">{t("filters.anyFrequency")}</option>
          {DONATION_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`frequencies.${f}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="donations-from" label={t("filters.from")}>
        <Input id="donations-from" name="from" type="date" defaultValue={filters.from ?? ""} />
      </Field>
      <Field id="donations-to" label={t("filters.to")}>
        <Input id="donations-to" name="to" type="date" defaultValue={filters.to ?? ""} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("filters.apply")}
        </Button>
        <Link to={DONATIONS_PATH} className={buttonClasses("outline")}>
          {t("filters.clear")}
        </Link>
      </div>
    </Form>
  );
}
