/**
 * The donation form's amount (`data-enhance="donation-amount"`, app/components/site/pages/donate/):
 * a preset chosen clears the typed amount and a typed amount clears the preset, and the button says
 * what will be given ("Donate $100 monthly"), from the texts and language the page wrote on the
 * element. Without this script the form still works: the server takes a typed amount over a preset.
 */
import { isLocale } from "../../core/constants.ts";
import { formatUsd, parseAmount } from "~/components/site/pages/shared/money.ts";

export function enhance(root: HTMLElement) {
  const form = root.closest("form");
  const custom = root.querySelector<HTMLInputElement>("input[name=customAmount]");
  const button = root.querySelector<HTMLButtonElement>("button[type=submit]");
  const locale = root.dataset.locale;
  if (!form || !custom || !button || !isLocale(locale)) return;
  const presets = Array.from(root.querySelectorAll<HTMLInputElement>("input[name=amount]"));

  const update = () => {
    const chosen = presets.find((p) => p.checked);
    const value = parseAmount(custom.value || chosen?.value || "");
    const monthly =
      root.querySelector<HTMLInputElement>("input[name=frequency]:checked")?.value === "monthly";
    button.textContent =
      value === null
        ? (root.dataset.labelNone ?? "")
        : (root.dataset[monthly ? "labelMonthly" : "labelOnce"] ?? "").replace(
            "{{amount}}",
            formatUsd(value, locale),
          );
  };
  custom.addEventListener("input", () => {
    if (custom.value.trim() !== "") for (const p of presets) p.checked = false;
    update();
  });
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "amount" && target.checked) custom.value = "";
    update();
  });
  update();
}
