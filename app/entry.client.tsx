/** Browser entry: loads the translations the page was rendered with, then hydrates it. */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE } from "../core/constants.ts";
import { isLocale, loadNamespaces } from "./i18n/i18n.ts";
import { pageNamespaces } from "./i18n/used-namespaces.tsx";

const lang = document.documentElement.lang;
void loadNamespaces(isLocale(lang) ? lang : DEFAULT_LOCALE, pageNamespaces())
  .catch((error: unknown) => console.error("Translations failed to load", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
