import { EditorScreen, useEditorForm } from "~/components/editor";
import type { EditorActionData } from "~/components/editor/types";
import { useT } from "~/lib/i18n";
import type { ShippingZoneDto } from "@domain/shipping-zones";
import { CountrySelectorDialog } from "./CountrySelectorDialog";
import type { ZonePageState } from "./shipping-page.server";
import { draftQuery, shippingZoneScreen, zoneValues, type ShippingZoneValues } from "./shipping-form";
import { ShippingZoneFields } from "./ShippingZoneFields";

/**
 * A zone's editor (create and update): the editor kit's screen with the zone's fields, and the country dialog when the
 * URL opens it. An unsaved zone from the URL (the dialog's round trip) is shown as a refused form is: not saved yet, so
 * the unsaved-changes guard starts armed.
 */
export function ShippingZonePage({
  zone,
  state,
  actionData,
}: {
  zone: ShippingZoneDto | null;
  state: ZonePageState;
  actionData: EditorActionData | undefined;
}) {
  const t = useT("settings");
  const screen = shippingZoneScreen(t);
  const fromUrl: EditorActionData | undefined = state.draft ? { intent: "draft", result: { initialValue: state.draft as never } } : undefined;
  const editor = useEditorForm<ShippingZoneValues>(screen.formId, zoneValues(zone), actionData ?? fromUrl);
  const action = zone ? screen.url(zone) : screen.create.url;
  const draft = draftQuery(state.draft ?? zoneValues(zone));
  return (
    <EditorScreen
      screen={screen}
      record={zone}
      editor={editor}
      description={t("shipping.description")}
      after={state.dialog && <CountrySelectorDialog state={state.dialog} action={action} draft={draft} closeHref={`${action}?${draft}`} />}
    >
      <ShippingZoneFields editor={editor} action={action} />
    </EditorScreen>
  );
}
