// Creating a code or an automatic discount: one editor, configured by the method. The routes keep their loaders,
// actions and stylesheets; the page is this.
import { useActionData, useLoaderData } from "@remix-run/react";
import type { DiscountMethod } from "../../../domain/discount";
import { EditorScreen, editorData, useEditorForm } from "~/components/editor";
import { useT } from "~/lib/i18n";
import { DiscountFields, DiscountSearchDefault } from "./DiscountFields";
import { chosenOf, discountScreen, withChosen, type DiscountValues } from "./form";
import type { discountCreateAction, discountCreateLoader } from "./routes.server";

export function DiscountCreatePage({ method }: { method: DiscountMethod }) {
  const { values, targets, postSearch, timezone, currency } = useLoaderData<typeof discountCreateLoader>();
  const screen = discountScreen(method, useT("discounts"));
  const actionData = useActionData<typeof discountCreateAction>();
  const editor = useEditorForm<DiscountValues>(screen.formId, values, editorData(actionData));
  const url = screen.create.url;
  return (
    <EditorScreen
      screen={screen}
      record={null}
      editor={editor}
      postSearch={postSearch}
      className="br-editor br-discount"
      before={<DiscountSearchDefault action={url} />}
    >
      <DiscountFields editor={editor} targets={withChosen(targets, chosenOf(actionData))} action={url} currency={currency} timezone={timezone} />
    </EditorScreen>
  );
}
