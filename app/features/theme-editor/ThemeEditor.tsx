// The theme editor screen (Tier 2, ADR 071). Left: the page (template) being edited, its sections (add, remove,
// reorder by drag or buttons), the selected section's settings and blocks, the theme settings. Right: the page's
// preview in a sandboxed frame, brought up to date IN PLACE from the preview call after each change.
// Without JavaScript the same markup is a set of forms: each posts one change with its `intent` (Post/Redirect/Get).
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { useRenderOnly } from "~/lib/render-only";
import type { ThemeMediaImage } from "@domain/contracts/theme-editor";
import type { ThemeEditorModel, ThemeSectionType } from "@domain/theme-editor";
import type { SettingsData, TemplateName } from "@domain/themes";
import {
  addBlock,
  addSection,
  moveBlock,
  moveSection,
  moveSectionTo,
  removeBlock,
  removeSection,
  setBlockSetting,
  setSectionSetting,
  setThemeSetting,
  shownValue,
  type SettingValue,
} from "./draft";
import { historyReducer, startHistory } from "./history";
import { ThemeMediaContext } from "./media-context";
import { morphDocument } from "./morph";
import { SettingField } from "./SettingField";
import { themeEditorUrls } from "./urls";

/** The key the editor's loader keeps the first preview under, for the frame's srcdoc (render-only.ts, ADR 075). */
export const PREVIEW_KEY = "themeEditor.preview";

export interface ThemeEditorProps {
  editor: ThemeEditorModel;
  template: TemplateName;
  section: string | null;
  /** The store's newest images, for the image settings' no-JavaScript picker (ADR 074). */
  media?: Pick<ThemeMediaImage, "url" | "alt">[];
  /** After a refused save: the work as it was, the errors by settings_data path, and (409) the theme as saved now. */
  kept?: { draft?: SettingsData; errors: Record<string, string[]>; message: string; current?: ThemeEditorModel };
}

/** Sends at most one preview request at a time; a change made meanwhile is sent when it returns (latest wins). */
function usePreview(url: string, frame: React.RefObject<HTMLIFrameElement | null>) {
  const inflight = useRef(false);
  const pending = useRef<{ template: TemplateName; data: SettingsData } | null>(null);
  const [status, setStatus] = useState<"idle" | "updating" | "failed">("idle");
  const send = useCallback(
    async (job: { template: TemplateName; data: SettingsData }): Promise<void> => {
      if (inflight.current) {
        pending.current = job;
        return;
      }
      inflight.current = true;
      setStatus("updating");
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/html" },
          body: JSON.stringify({ template: job.template, settingsData: job.data }),
        });
        if (!res.ok) throw new Error(String(res.status));
        const html = await res.text();
        const el = frame.current;
        const doc = el?.contentDocument;
        if (el && doc) {
          morphDocument(doc, html);
          el.dataset.previewCount = String(Number(el.dataset.previewCount ?? 0) + 1);
        }
        setStatus("idle");
      } catch {
        setStatus("failed");
      } finally {
        inflight.current = false;
        const next = pending.current;
        pending.current = null;
        if (next) void send(next);
      }
    },
    [url, frame],
  );
  return { status, send };
}

export function ThemeEditor({ editor, template: firstTemplate, section: firstSection, media = [], kept }: ThemeEditorProps) {
  const t = useT("themeEditor");
  const hydrated = useHydrated();
  // The server's render has the first preview; in the browser it is undefined and the frame keeps that srcdoc.
  const previewHtml = useRenderOnly(PREVIEW_KEY);
  const urls = themeEditorUrls(editor.theme._id);
  const saved = editor.settingsData;
  const version = kept?.current?.theme.version ?? editor.theme.version;
  const [history, dispatch] = useReducer(historyReducer, kept?.draft ?? saved, startHistory);
  const draft = history.present;
  const [template, setTemplate] = useState<TemplateName>(firstTemplate);
  const [selected, setSelected] = useState<string | null>(firstSection);
  const frame = useRef<HTMLIFrameElement>(null);
  const preview = usePreview(urls.preview, frame);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const submitting = useRef(false);
  const errors = kept?.errors ?? {};
  const types = useMemo(() => new Map(editor.sectionTypes.map((s) => [s.type, s])), [editor.sectionTypes]);
  const page = draft.templates[template] ?? { sections: {}, order: [] };

  const change = useCallback((data: SettingsData, key: string | null = null) => dispatch({ type: "change", data, key, at: Date.now() }), []);

  // The preview follows the draft and the page; the first render's preview came with the document.
  const shown = useRef({ draft, template });
  useEffect(() => {
    if (!hydrated || (shown.current.draft === draft && shown.current.template === template)) return;
    shown.current = { draft, template };
    void preview.send({ template, data: draft });
  }, [hydrated, draft, template, preview]);

  // Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo: over the whole draft, also while a field has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === "z") dispatch({ type: e.shiftKey ? "redo" : "undo" });
      else if (key === "y") dispatch({ type: "redo" });
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Leaving with unsaved work asks first (a save's own submit does not).
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (e: BeforeUnloadEvent) => {
      if (submitting.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, [dirty]);

  // Links and forms inside the preview do nothing: it shows one page, and its document is the admin's origin.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const guard = () => {
      const doc = el.contentDocument;
      if (!doc) return;
      const stop = (e: Event) => {
        if (e.target instanceof Element && e.target.closest("a, button, form, summary, input, select")) e.preventDefault();
      };
      doc.addEventListener("click", stop, true);
      doc.addEventListener("submit", stop, true);
    };
    guard();
    el.addEventListener("load", guard);
    return () => el.removeEventListener("load", guard);
  }, []);

  const pickTemplate = (name: TemplateName) => {
    setTemplate(name);
    setSelected(null);
    window.history.replaceState(null, "", urls.editor({ template: name }));
  };
  const select = (id: string | null) => {
    setSelected(id);
    window.history.replaceState(null, "", urls.editor({ template, section: id }));
  };
  /** With JavaScript a button changes the draft; without, it posts its form (its `intent`). */
  const onJs = (fn: () => void) => (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    fn();
  };

  const drag = useRef<string | null>(null);
  const dragProps = (id: string, index: number) =>
    hydrated
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            drag.current = id;
            e.dataTransfer.effectAllowed = "move";
          },
          onDragOver: (e: DragEvent) => e.preventDefault(),
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (drag.current && drag.current !== id) change(moveSectionTo(draft, template, drag.current, index));
            drag.current = null;
          },
        }
      : {};

  const hidden = (extra: Record<string, string> = {}) => (
    <>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="template" value={template} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );

  const mediaContext = useMemo(() => ({ mediaUrl: urls.media, images: media, hydrated }), [urls.media, media, hydrated]);
  const sectionType = selected && selected !== "theme" ? types.get(page.sections[selected]?.type ?? "") : undefined;
  const instance = selected && selected !== "theme" ? page.sections[selected] : undefined;

  return (
    <ThemeMediaContext.Provider value={mediaContext}>
      <div className="te-root">
        <header className="te-bar">
          <Stack gap={2} className="te-heading">
            <BackLink to="/admin/themes">{t("back")}</BackLink>
            <Group gap="xs" wrap="nowrap">
              <Title order={1} size="h3" className="te-title">
                {t("title", { name: editor.theme.name })}
              </Title>
              <Badge color={editor.theme.role === "published" ? "teal" : "gray"} variant="light">
                {editor.theme.role === "published" ? t("live") : t("draft")}
              </Badge>
            </Group>
          </Stack>
          <Group gap="xs" className="te-actions">
            {hydrated && (
              <>
                <Text size="sm" c={dirty ? "orange.8" : "dimmed"} role="status" data-testid="te-status">
                  {dirty ? t("unsaved") : t("allSaved")}
                </Text>
                <Button
                  variant="default"
                  size="sm"
                  disabled={history.past.length === 0}
                  onClick={() => dispatch({ type: "undo" })}
                  aria-keyshortcuts="Control+Z"
                >
                  {t("undo")}
                </Button>
                <Button
                  variant="default"
                  size="sm"
                  disabled={history.future.length === 0}
                  onClick={() => dispatch({ type: "redo" })}
                  aria-keyshortcuts="Control+Shift+Z"
                >
                  {t("redo")}
                </Button>
              </>
            )}
            <form method="post" className="te-save" onSubmit={() => void (submitting.current = true)}>
              {hidden({ section: selected ?? "" })}
              <input type="hidden" name="draft" value={JSON.stringify(draft)} />
              <Group gap="xs">
                <Button type="submit" name="intent" value="save" variant="default" size="sm">
                  {t("save")}
                </Button>
                <Button type="submit" name="intent" value="publish" size="sm">
                  {t("publish")}
                </Button>
              </Group>
            </form>
          </Group>
        </header>

        {kept?.message && (
          <Alert color={kept.current ? "orange" : "red"} role="alert" className="te-alert">
            {kept.message}
            {Object.keys(errors).length > 0 && (
              <ul>
                {Object.entries(errors).map(([path, messages]) => (
                  <li key={path}>
                    <code>{path}</code>: {messages.join(" ")}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        <div className="te-body">
          <aside className="te-side" aria-label={t("sections")}>
            <Text size="xs" c="dimmed">
              {editor.theme.role === "published" ? t("liveNote") : t("draftNote")}
            </Text>
            <form method="get" className="te-template">
              <NativeSelect
                label={t("template")}
                name="template"
                value={template}
                onChange={(e) => (hydrated ? pickTemplate(e.currentTarget.value as TemplateName) : undefined)}
                data={editor.templates.map((name) => ({ value: name, label: t(`templates.${name}`) }))}
              />
              {!hydrated && (
                <Button type="submit" variant="default" size="sm">
                  {t("openTemplate")}
                </Button>
              )}
            </form>

            <Title order={2} size="h5">
              {t("sections")}
            </Title>
            {page.order.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("noSections")}
              </Text>
            ) : (
              <ol className="te-sections" data-testid="te-sections">
                {page.order.map((id, index) => {
                  const s = page.sections[id];
                  const name = types.get(s?.type ?? "")?.name ?? s?.type ?? id;
                  return (
                    <li key={id} className="te-section-row" data-active={selected === id || undefined} data-section-id={id} {...dragProps(id, index)}>
                      {hydrated && (
                        <span className="te-grip" aria-hidden="true">
                          ⋮⋮
                        </span>
                      )}
                      <NavItem
                        className="te-section-name"
                        href={urls.editor({ template, section: id })}
                        hydrated={hydrated}
                        onSelect={() => select(selected === id ? null : id)}
                        current={selected === id}
                      >
                        {name}
                        {id !== s?.type && <span className="te-section-id"> ({id})</span>}
                      </NavItem>
                      <form method="post" className="te-row-actions">
                        {hidden({ section: id })}
                        <RowButton
                          label={t("moveUp")}
                          intent="move-up"
                          disabled={index === 0}
                          onClick={onJs(() => change(moveSection(draft, template, id, -1)))}
                          glyph="↑"
                        />
                        <RowButton
                          label={t("moveDown")}
                          intent="move-down"
                          disabled={index === page.order.length - 1}
                          onClick={onJs(() => change(moveSection(draft, template, id, 1)))}
                          glyph="↓"
                        />
                        <RowButton
                          label={t("remove")}
                          intent="remove-section"
                          onClick={onJs(() => {
                            if (selected === id) select(null);
                            change(removeSection(draft, template, id));
                          })}
                          glyph="✕"
                        />
                      </form>
                    </li>
                  );
                })}
              </ol>
            )}
            {hydrated && page.order.length > 1 && (
              <Text size="xs" c="dimmed">
                {t("dragHint")}
              </Text>
            )}
            <AddSection
              types={editor.sectionTypes}
              hidden={hidden()}
              onAdd={
                hydrated
                  ? (type) => {
                      const added = addSection(draft, template, type);
                      change(added.data);
                      select(added.id);
                    }
                  : undefined
              }
            />

            <NavItem
              className="te-theme-link"
              href={urls.editor({ template, section: "theme" })}
              hydrated={hydrated}
              onSelect={() => select(selected === "theme" ? null : "theme")}
              current={selected === "theme"}
            >
              {t("themeSettings")}
            </NavItem>

            {selected === "theme" && (
              <Panel title={t("themeSettings")} hint={t("themeSettingsHint")}>
                <form method="post" encType="multipart/form-data">
                  {hidden({ intent: "theme-settings", section: "theme" })}
                  <Stack gap="md">
                    {editor.themeSettings.map((group) => (
                      <fieldset key={group.name} className="te-group">
                        <legend>{group.name}</legend>
                        <Stack gap="xs">
                          {group.settings.map((def) => (
                            <SettingField
                              key={def.id}
                              def={def}
                              name={`setting.${def.id}`}
                              value={shownValue(def, draft.settings)}
                              error={errors[`settings.${def.id}`]?.join(" ")}
                              onChange={(v: SettingValue) => change(setThemeSetting(draft, def.id, v), `settings.${def.id}`)}
                            />
                          ))}
                        </Stack>
                      </fieldset>
                    ))}
                    {!hydrated && <Button type="submit">{t("saveSettings")}</Button>}
                  </Stack>
                </form>
              </Panel>
            )}

            {selected && selected !== "theme" && instance && sectionType && (
              <Panel title={t("sectionSettings", { name: sectionType.name })}>
                <form method="post" encType="multipart/form-data">
                  {hidden({ section: selected })}
                  <Stack gap="xs">
                    {sectionType.settings.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {t("noSettings")}
                      </Text>
                    )}
                    {sectionType.settings.map((def) => {
                      const path = `templates.${template}.sections.${selected}.settings.${def.id}`;
                      return (
                        <SettingField
                          key={def.id}
                          def={def}
                          name={`setting.${def.id}`}
                          value={shownValue(def, instance.settings)}
                          error={errors[path]?.join(" ")}
                          onChange={(v: SettingValue) => change(setSectionSetting(draft, template, selected, def.id, v), path)}
                        />
                      );
                    })}
                    {sectionType.blocks.length > 0 && (
                      <Blocks
                        sectionType={sectionType}
                        blocks={instance.blocks}
                        errors={errors}
                        base={`templates.${template}.sections.${selected}`}
                        hydrated={hydrated}
                        onChange={(fn, key) => change(fn(draft), key ?? null)}
                        template={template}
                        sectionId={selected}
                      />
                    )}
                    {!hydrated && (
                      <Button type="submit" name="intent" value="section-settings">
                        {t("saveSection")}
                      </Button>
                    )}
                  </Stack>
                </form>
              </Panel>
            )}
          </aside>

          <section className="te-preview" aria-label={t("preview")}>
            {hydrated && preview.status !== "idle" && (
              <Text size="xs" c={preview.status === "failed" ? "red" : "dimmed"} className="te-preview-status" role="status">
                {preview.status === "failed" ? t("previewFailed") : t("previewUpdating")}
              </Text>
            )}
            <iframe
              ref={frame}
              className="te-frame"
              title={t("previewTitle", { template: t(`templates.${template}`) })}
              sandbox="allow-same-origin"
              srcDoc={previewHtml}
              suppressHydrationWarning
              data-testid="te-preview"
            />
          </section>
        </div>
      </div>
    </ThemeMediaContext.Provider>
  );
}

/**
 * Opens a panel: a link without JavaScript (the panel is a URL state), a button with it. A hydrated page's link
 * clicks load documents (ADR 033, app/lib/document-navigation.client.ts), so selecting in place must not be a link.
 */
function NavItem(props: { className: string; href: string; hydrated: boolean; current: boolean; onSelect: () => void; children: ReactNode }) {
  const { className, href, hydrated, current, onSelect, children } = props;
  return hydrated ? (
    <button type="button" className={`${className} te-nav-button`} aria-expanded={current} onClick={onSelect}>
      {children}
    </button>
  ) : (
    <a className={className} href={href} aria-current={current ? "true" : undefined}>
      {children}
    </a>
  );
}

function RowButton({
  label,
  intent,
  glyph,
  disabled,
  onClick,
}: {
  label: string;
  intent: string;
  glyph: string;
  disabled?: boolean;
  onClick: (e: MouseEvent) => void;
}) {
  return (
    <button type="submit" name="intent" value={intent} className="te-icon" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {glyph}
    </button>
  );
}

function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="te-panel" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {children}
    </section>
  );
}

function AddSection({ types, hidden, onAdd }: { types: ThemeSectionType[]; hidden: ReactNode; onAdd?: (type: ThemeSectionType) => void }) {
  const t = useT("themeEditor");
  const [type, setType] = useState(types[0]?.type ?? "");
  return (
    <form method="post" className="te-add">
      {hidden}
      <NativeSelect
        label={t("sectionType")}
        name="type"
        value={type}
        onChange={(e) => setType(e.currentTarget.value)}
        data={types.map((s) => ({ value: s.type, label: s.name }))}
      />
      <Button
        type="submit"
        name="intent"
        value="add-section"
        variant="light"
        size="sm"
        onClick={(e: MouseEvent) => {
          // A submit would load a document (ADR 033); with JavaScript the section is added to the draft in place.
          if (!onAdd) return;
          e.preventDefault();
          // The select as the page shows it: it may have been changed before the page hydrated.
          const chosen = (e.currentTarget as HTMLButtonElement).form?.elements.namedItem("type");
          const value = chosen instanceof HTMLSelectElement ? chosen.value : type;
          const found = types.find((s) => s.type === value);
          if (found) onAdd(found);
        }}
      >
        {t("addSection")}
      </Button>
    </form>
  );
}

function Blocks(props: {
  sectionType: ThemeSectionType;
  blocks: { type: string; settings: Record<string, string | number | boolean> }[];
  errors: Record<string, string[]>;
  base: string;
  hydrated: boolean;
  template: TemplateName;
  sectionId: string;
  onChange: (fn: (d: SettingsData) => SettingsData, key?: string) => void;
}) {
  const t = useT("themeEditor");
  const { sectionType, blocks, errors, base, hydrated, template, sectionId, onChange } = props;
  const [blockType, setBlockType] = useState(sectionType.blocks[0]?.type ?? "");
  const max = sectionType.max_blocks ?? 50;
  const js = (fn: () => void) => (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    fn();
  };
  return (
    <fieldset className="te-group">
      <legend>{t("blocks")}</legend>
      <Stack gap="sm">
        {blocks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("noBlocks")}
          </Text>
        )}
        {blocks.map((block, i) => {
          const schema = sectionType.blocks.find((b) => b.type === block.type);
          return (
            <div key={i} className="te-block">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t("blockLabel", { name: schema?.name ?? block.type, n: i + 1 })}
                </Text>
                <Group gap={4}>
                  <button
                    type="button"
                    className="te-icon"
                    aria-label={t("moveUp")}
                    title={t("moveUp")}
                    hidden={!hydrated}
                    disabled={i === 0}
                    onClick={js(() => onChange((d) => moveBlock(d, template, sectionId, i, -1)))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="te-icon"
                    aria-label={t("moveDown")}
                    title={t("moveDown")}
                    hidden={!hydrated}
                    disabled={i === blocks.length - 1}
                    onClick={js(() => onChange((d) => moveBlock(d, template, sectionId, i, 1)))}
                  >
                    ↓
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-block.${i}`}
                    className="te-icon"
                    aria-label={t("remove")}
                    title={t("remove")}
                    onClick={js(() => onChange((d) => removeBlock(d, template, sectionId, i)))}
                  >
                    ✕
                  </button>
                </Group>
              </Group>
              {(schema?.settings ?? []).map((def) => {
                const path = `${base}.blocks.${i}.settings.${def.id}`;
                return (
                  <SettingField
                    key={def.id}
                    def={def}
                    name={`block.${i}.${def.id}`}
                    value={shownValue(def, block.settings)}
                    error={errors[path]?.join(" ")}
                    onChange={(v) => onChange((d) => setBlockSetting(d, template, sectionId, i, def.id, v), path)}
                  />
                );
              })}
            </div>
          );
        })}
        {blocks.length < max ? (
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t("blockType")}
              name="blockType"
              value={blockType}
              onChange={(e) => setBlockType(e.currentTarget.value)}
              data={sectionType.blocks.map((b) => ({ value: b.type, label: b.name }))}
            />
            <Button
              type="submit"
              name="intent"
              value="add-block"
              variant="light"
              size="sm"
              onClick={js(() => onChange((d) => addBlock(d, template, sectionId, blockType)))}
            >
              {t("addBlock")}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t("maxBlocks", { n: max })}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
