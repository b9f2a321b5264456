/**
 * "Where are you giving from?": a GET form of its own (`?region=`), so the page answers with that
 * region's currency and ways to pay without script; app/enhance/donation-amount.ts sends it when
 * a pointer or a tap picks another region (a keyboard user moving through the list presses the
 * button). The answer comes back scrolled to it (`#donate-region`).
 */
import { useTranslation } from "~/i18n/use-translation.ts";
import { Button } from "~/components/ui/button.tsx";
import { Label } from "~/components/ui/label.tsx";
import { Select } from "~/components/ui/select.tsx";
import { DONOR_REGIONS, type DonorRegion } from "../../../../../core/donations.ts";

/** A region's name: a country's from the language's own data, the two groups from the texts. */
function useRegionName(locale: string) {
  const { t } = useTranslation("donate");
  const countries = new Intl.DisplayNames([locale], { type: "region" });
  return (region: DonorRegion) =>
    region === "XOF"
      ? t("form.region.XOF")
      : region === "other"
        ? t("form.region.other")
        : (countries.of(region) ?? region);
}

export function RegionForm({ region, locale }: { region: DonorRegion; locale: string }) {
  const { t } = useTranslation("donate");
  const name = useRegionName(locale);
  return (
    <form
      method="get"
      action="#donate-region"
      id="donate-region"
      data-donor-region=""
      className="mb-8 scroll-mt-24 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <Label htmlFor="donate-region-select" className="mb-1 block text-base font-semibold">
        {t("form.region.label")}
      </Label>
      <p id="donate-region-hint" className="mb-3 text-sm text-slate-600">
        {t("form.region.hint")}
      </p>
      {/* The list's longest name (the CFA franc countries) needs the whole width. */}
      <div className="flex flex-col items-start gap-3">
        <div className="w-full min-w-0">
          <Select
            id="donate-region-select"
            name="region"
            defaultValue={region}
            aria-describedby="donate-region-hint"
            className="h-11 w-full truncate bg-white"
          >
            {DONOR_REGIONS.map((r) => (
              <option key={r} value={r}>
                {name(r)}
              </option>
            ))}
          </Select>
        </div>
        {/* A long label ("Afficher les moyens de paiement") wraps on a narrow phone. */}
        <Button
          type="submit"
          variant="outline"
          className="h-auto min-h-11 max-w-full py-2 whitespace-normal"
        >
          {t("form.region.submit")}
        </Button>
      </div>
    </form>
  );
}
