import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EditorScreen, editorData, useEditorForm } from "~/components/editor";

import { DiscountFields, DiscountSearchDefault, DiscountSummaryCard } from "~/features/discounts/DiscountFields";
import { DiscountStatusBadge as StatusBadge } from "~/features/discounts/DiscountStatusBadge";
import { chosenOf, discountScreen, withChosen, type DiscountValues } from "~/features/discounts/form";
import { discountUpdateAction, discountUpdateLoader } from "~/features/discounts/routes.server";
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

export const loader = (args: LoaderFunctionArgs) => discountUpdateLoader("automatic", args);
export const action = (args: ActionFunctionArgs) => discountUpdateAction("automatic", args);

export default function UpdateAutomaticDiscountPage() {
  const { discount, summary, values, targets, postSearch, timezone, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const screen = discountScreen("automatic", useT("discounts"));
  const editor = useEditorForm<DiscountValues>(screen.formId, values, editorData(actionData, ["save", "overwrite", "delete"]));
  const url = screen.url(discount);

  return (
    <EditorScreen
      screen={screen}
      record={discount}
      editor={editor}
      postSearch={postSearch}
      className="br-editor br-discount"
      badge={<StatusBadge status={discount.status} />}
      before={<DiscountSearchDefault action={url} />}
    >
      <DiscountFields
        editor={editor}
        targets={withChosen(targets, chosenOf(actionData))}
        action={url}
        currency={currency}
        timezone={timezone}
        summary={<DiscountSummaryCard status={discount.status} usageCount={discount.usageCount} line={summary} />}
      />
    </EditorScreen>
  );
}
