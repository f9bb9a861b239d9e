import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getMenuFilter } from "~/api-client/menu-filters.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { loadCollectionChoices, menuFilterAction, requireMenuFilters } from "~/features/menu-filters/editor.server";
import { menuFilterScreen, menuFilterValues, type MenuFilterValues } from "~/features/menu-filters/filter-form";
import { MenuFilterFields, SaveDefault } from "~/features/menu-filters/MenuFilterFields";
import { throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/menu-filters/menu-filters.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireMenuFilters(request, context);
  const [menuFilter, collections] = await Promise.all([getMenuFilter(api, params.id ?? "").catch(throwRouteError), loadCollectionChoices(api)]);
  return { menuFilter, collections, title: pageTitle(menuFilter.name) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireMenuFilters(request, context);
  return menuFilterAction(context, await requestT(request, context, "menuFilters"), api, params.id ?? "", await request.formData());
}

export default function UpdateMenuFilterPage() {
  const { menuFilter, collections } = useLoaderData<typeof loader>();
  const screen = menuFilterScreen(useT("menuFilters"));
  const editor = useEditorForm<MenuFilterValues>(screen.formId, menuFilterValues(menuFilter), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={menuFilter} editor={editor} before={<SaveDefault />}>
      <MenuFilterFields editor={editor} collections={collections} />
    </EditorScreen>
  );
}
