import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The floating donate button: no payment happens, it only says so (SPEC §2). */
export function FloatingDonateButton() {
  const { t } = useTranslation("nav");
  return (
    <button
      type="button"
      onClick={() => window.alert(t("donateAlert"))}
      className="fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-lg transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-safe:hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <Heart aria-hidden="true" className="size-5 fill-current" />
      {t("donateNow")}
    </button>
  );
}
