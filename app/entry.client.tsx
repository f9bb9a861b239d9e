import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { keepDocumentNavigation } from "./lib/document-navigation.client";

// Only Tier 2 pages (`handle.hydrate`, ADR 033) load this.
keepDocumentNavigation();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
