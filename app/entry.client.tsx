import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { keepDocumentNavigation } from "./lib/document-navigation.client";
import { I18N_DATA_ID, clientI18n, type I18nPayload } from "./lib/i18n";

// Only Tier 2 pages (`handle.hydrate`, ADR 033) run this. Their texts came with the page (root.tsx): the resources of
// the namespaces it uses, in its language; none are bundled here.
keepDocumentNavigation();
const payload = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent || "null") as I18nPayload | null;
const i18n = clientI18n(payload);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
