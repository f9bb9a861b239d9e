import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { keepDocumentNavigation } from "./lib/document-navigation.client";
import { I18N_DATA_ID, I18nProvider, clientTranslator, type I18nPayload } from "./lib/i18n";

// Only Tier 2 pages (`handle.hydrate`, ADR 033) run this. Their texts came with the page (root.tsx): the resources of
// the namespaces it uses, in its language; none are bundled here, nor i18next: a reader says them (domain/i18n/reader.ts).
keepDocumentNavigation();
const payload = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent || "null") as I18nPayload | null;
const translator = clientTranslator(payload);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider translator={translator}>
        <RemixBrowser />
      </I18nProvider>
    </StrictMode>,
  );
});
