// The theme editor's URLs (ADR 071), built in one place.
export function themeEditorUrls(themeId: string) {
  const base = `/admin/themes/editor/${encodeURIComponent(themeId)}`;
  return {
    editor: (q: { template?: string; section?: string | null } = {}) => {
      const params = new URLSearchParams();
      if (q.template && q.template !== "index") params.set("template", q.template);
      if (q.section) params.set("section", q.section);
      const s = params.toString();
      return s ? `${base}?${s}` : base;
    },
    preview: `${base}/preview`,
    /** The image picker's resource route (ADR 074): GET a page of images, POST presign / add. */
    media: `${base}/media`,
    /** Where the preview frame's theme assets come from (`{{ 'theme.css' | asset_url }}`). */
    assets: `${base}/assets`,
  };
}
