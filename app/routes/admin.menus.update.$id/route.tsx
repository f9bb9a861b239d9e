import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getMenu } from "~/api-client/menus.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { loadLinkChoices, menuAction } from "~/features/menus/editor.server";
import { menuScreen, menuValues, type MenuValues } from "~/features/menus/menu-form";
import { MenuFields, SaveDefault } from "~/features/menus/MenuFields";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/menus/menus.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  const [menu, choices] = await Promise.all([getMenu(api, params.id ?? "").catch(throwRouteError), loadLinkChoices(api)]);
  return { menu, choices, title: pageTitle(menu.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  return menuAction(context, await requestT(request, context, "menus"), api, params.id ?? "", await request.formData());
}

export default function UpdateMenuPage() {
  const { menu, choices } = useLoaderData<typeof loader>();
  const screen = menuScreen(useT("menus"));
  const editor = useEditorForm<MenuValues>(screen.formId, menuValues(menu), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={menu} editor={editor} before={<SaveDefault />}>
      <MenuFields editor={editor} isNew={false} choices={choices} />
    </EditorScreen>
  );
}
