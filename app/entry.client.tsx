/** Browser entry: takes the translations the page carries, then hydrates it. */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adoptPageTranslations } from "./i18n/used-namespaces.tsx";

adoptPageTranslations();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
