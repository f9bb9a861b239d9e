import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getThemeEditor, listThemeMedia, previewThemeDraft } from "~/api-client/theme-editor.server";
import { readEditorFormData } from "~/features/product-images/multipart.server";
import { templateParam, themeEditorAction } from "~/features/theme-editor/editor.server";
import { PREVIEW_KEY, ThemeEditor } from "~/features/theme-editor/ThemeEditor";
import { themeEditorUrls } from "~/features/theme-editor/urls";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { keepForRender } from "~/lib/render-only.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import type { HydrateHandle } from "~/root";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/features/theme-editor/theme-editor.css";

/** Tier 2 (ADR 033, 071): the draft, undo/redo and the in-place preview are React state; its texts come with the page. */
export const handle: HydrateHandle = { hydrate: true, i18n: ["themeEditor"] };

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const id = params.themeId ?? "";
  const url = new URL(request.url);
  const editor = await getThemeEditor(api, id).catch(throwRouteError);
  const asked = templateParam(url.searchParams.get("template"));
  const template = editor.templates.includes(asked) ? asked : "index";
  const section = url.searchParams.get("section");
  // The first preview comes with the document (also without JavaScript); a failure leaves the frame empty. It is kept
  // for the render only (the frame's srcdoc), not returned: the loader data would carry the page a second time (ADR 075).
  const [previewHtml, media] = await Promise.all([
    previewThemeDraft(api, id, template, editor.settingsData, themeEditorUrls(id).assets).catch(() => ""),
    // The newest store images for the no-JavaScript forms' picker (ADR 074), which only a section's settings show, so
    // only when the address opens one; the hydrated picker pages on its own.
    section ? listThemeMedia(api, id, 1, 30).catch(() => ({ images: [] })) : { images: [] },
  ]);
  keepForRender(context, PREVIEW_KEY, previewHtml);
  const t = await requestT(request, context, "themeEditor");
  // Only what the radios show: the loader data is serialised into the page, and a real store's images filled 2 KB of it.
  const pickable = media.images.map(({ url, alt }) => ({ url, alt }));
  return { editor, template, section, media: pickable, title: pageTitle(t("title", { name: editor.theme.name })) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  // Multipart when a settings form carries image files (ADR 074); files are held to 1 MB + 1 byte, at most 10.
  const form = await readEditorFormData(request);
  const id = params.themeId ?? "";
  const section = String(form.get("section") ?? "");
  const back = themeEditorUrls(id).editor({ template: String(form.get("template") ?? ""), section: section || null });
  return themeEditorAction(context, await requestT(request, context, "themeEditor"), api, id, form, back);
}

export default function ThemeEditorPage() {
  const { editor, template, section, media } = useLoaderData<typeof loader>();
  const kept = useActionData<typeof action>();
  // A refused save renders the editor again with the work kept (a 409 also brings the theme as saved now).
  return (
    <ThemeEditor key={kept?.current?.theme.version ?? editor.theme.version} editor={editor} template={template} section={section} media={media} kept={kept} />
  );
}
