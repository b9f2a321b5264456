/** Browser entry: loads the page language's translations, then hydrates the server-rendered page. */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE } from "../core/constants.ts";
import { isLocale, loadLocale } from "./i18n/i18n.ts";

const lang = document.documentElement.lang;
void loadLocale(isLocale(lang) ? lang : DEFAULT_LOCALE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
