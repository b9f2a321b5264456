/**
 * The donation form's choices (`data-enhance="donation-amount"`, app/components/site/pages/donate/):
 * a preset chosen clears the typed amount and a typed amount clears the preset; another currency
 * clears a preset of the one before (its presets show by CSS alone); the button says what will be
 * given in the chosen currency ("Donate GH₵50 monthly"), from the texts and language the page wrote
 * on the element. The region form above it is sent when a pointer or a tap picks another region.
 * Without this script the form still works: the server takes a typed amount over a preset, and the
 * region form has its button.
 */
import { isLocale } from "../../core/constants.ts";
import { isDonationCurrency } from "../../core/donations.ts";
import { formatMoney, parseAmount } from "~/components/site/pages/shared/money.ts";

export function enhance(root: HTMLElement) {
  const form = root.closest("form");
  const custom = root.querySelector<HTMLInputElement>("input[name=customAmount]");
  const button = root.querySelector<HTMLButtonElement>("button[type=submit]");
  const locale = root.dataset.locale;
  if (!form || !custom || !button || !isLocale(locale)) return;
  const presets = Array.from(root.querySelectorAll<HTMLInputElement>("input[name=amount]"));
  const currency = () =>
    root.querySelector<HTMLInputElement>(
      "input[name=currency]:checked, input[type=hidden][name=currency]",
    )?.value;

  const update = () => {
    const chosen = presets.find((p) => p.checked);
    const value = parseAmount(custom.value || chosen?.value || "");
    const code = currency();
    const monthly =
      root.querySelector<HTMLInputElement>("input[name=frequency]:checked")?.value === "monthly";
    button.textContent =
      value === null || !isDonationCurrency(code)
        ? (root.dataset.labelNone ?? "")
        : (root.dataset[monthly ? "labelMonthly" : "labelOnce"] ?? "").replace(
            "{{amount}}",
            formatMoney(value, code, locale),
          );
  };
  custom.addEventListener("input", () => {
    if (custom.value.trim() !== "") for (const p of presets) p.checked = false;
    update();
  });
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "amount" && target.checked) custom.value = "";
    if (target.name === "currency") {
      // A preset is an amount in its own currency: one of another currency is no longer shown.
      for (const p of presets)
        if (p.closest<HTMLElement>("[data-presets]")?.dataset.presets !== target.value)
          p.checked = false;
    }
    update();
  });
  update();
  sendRegionOnPick(form.parentElement?.querySelector<HTMLFormElement>("form[data-donor-region]"));
}

/**
 * The region is sent as soon as it is picked with a pointer or a tap (the page then shows its ways
 * to pay). Arrow keys on a closed list change it too, one region at a time: a keyboard user
 * presses the form's button instead, and is never taken to another page while looking.
 */
function sendRegionOnPick(regionForm: HTMLFormElement | null | undefined) {
  const select = regionForm?.querySelector<HTMLSelectElement>("select[name=region]");
  if (!regionForm || !select) return;
  let keyboard = false;
  select.addEventListener("keydown", () => (keyboard = true));
  select.addEventListener("pointerdown", () => (keyboard = false));
  select.addEventListener("change", () => {
    if (!keyboard) regionForm.requestSubmit();
  });
}
