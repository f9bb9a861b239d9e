import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EditorScreen, editorData, useEditorForm } from "~/components/editor";
import { DiscountFields, DiscountSearchDefault } from "~/features/discounts/DiscountFields";
import { discountScreen, type DiscountValues } from "~/features/discounts/form";
import { discountCreateAction, discountCreateLoader } from "~/features/discounts/routes.server";
import { useT } from "~/lib/i18n";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/discounts/discounts.css";

export const meta = titleMeta;

export const loader = (args: LoaderFunctionArgs) => discountCreateLoader("code", args);
export const action = (args: ActionFunctionArgs) => discountCreateAction("code", args);

export default function CreateCodeDiscountPage() {
  const { values, targets, postSearch, timezone, currency } = useLoaderData<typeof loader>();
  const screen = discountScreen("code", useT("discounts"));
  const editor = useEditorForm<DiscountValues>(screen.formId, values, editorData(useActionData<typeof action>()));
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
      <DiscountFields editor={editor} targets={targets} action={url} currency={currency} timezone={timezone} />
    </EditorScreen>
  );
}
