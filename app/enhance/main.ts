// The admin's browser script (ADR 006). Pages are rendered on the server and do not hydrate React; this adds the
// comfort JavaScript gives, driven by data attributes in their HTML, and everything works without it too.
// Order matters where two modules handle one event: a click lock swallows clicks first; validation may refuse a
// submit before the unsaved-changes guard sees it; a dialog that opens in place takes its click before the guard.
import { STYLE_ATTR } from "./attributes";
import { enhanceBulkEdit } from "./bulk-edit";
import { enhanceBulkSelect } from "./bulk-select";
import { enhanceClickLocks } from "./click-lock";
import { enhanceDialogs } from "./dialogs";
import { enhanceRowForms } from "./row-forms";
import { enhanceDragReorder } from "./drag-reorder";
import { enhanceIslands } from "./islands";
import { enhanceEnterKeys } from "./keys";
import { enhanceListForms } from "./list-forms";
import { enhanceLiveRegions } from "./live-regions";
import { enhanceMenus } from "./menus";
import { enhancePasswordToggles } from "./password";
import { enhancePreviews } from "./previews";
import { enhanceProductImages } from "./product-images";
import { enhanceRecalc } from "./recalc";
import { enhanceSlug } from "./slug";
import { enhanceUnsavedChanges } from "./unsaved-changes";
import { enhanceValidation } from "./validation";

document.documentElement.setAttribute(STYLE_ATTR.enhanced, "");
enhanceClickLocks();
enhanceValidation();
enhanceDialogs();
enhanceRowForms();
enhanceLiveRegions();
enhanceUnsavedChanges();
enhanceListForms();
enhanceSlug();
enhancePreviews();
enhanceMenus();
enhancePasswordToggles();
enhanceProductImages();
enhanceEnterKeys();
enhanceBulkSelect();
enhanceDragReorder();
enhanceBulkEdit();
enhanceIslands();
enhanceRecalc();
