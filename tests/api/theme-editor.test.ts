// The theme editor's API (ADR 071) on the real API and a real PGlite: the model, the versioned save with its strict
// checks (each refusal names its path), the preview of unsaved settings through the storefront's renderer with the
// store's real products, scope and another store's ids.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_EDITOR_MESSAGES } from "../../domain/theme-editor";
import { THEME_MESSAGES } from "../../domain/themes";
import { startHarness, type Harness } from "../helpers/harness";
import { product, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function published(owner: Owner): Promise<{ _id: string; version: number }> {
  const res = await h.call("GET", "/themes", { headers: owner.headers });
  expect(res.status).toBe(200);
  return res.body.themes[0];
}
async function model(owner: Owner, id: string) {
  const res = await h.call("GET", `/themes/${id}/editor`, { headers: owner.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.editor;
}
const save = (owner: Owner, id: string, body: unknown) => h.call("PUT", `/themes/${id}/editor`, { headers: owner.headers, body });
const preview = (owner: Owner, id: string, body: unknown) => h.call("POST", `/themes/${id}/editor/preview`, { headers: owner.headers, body });

describe("theme editor", () => {
  it("answers the model: templates, the index's sections in order, section types with their schema, theme settings", async () => {
    const owner = await h.owner();
    const theme = await published(owner);
    const editor = await model(owner, theme._id);
    expect(editor.theme).toMatchObject({ _id: theme._id, role: "published", version: theme.version });
    expect(editor.templates).toEqual(["index", "collection", "product", "page", "search", "cart", "404", "password"]);
    expect(editor.settingsData.templates.index.order).toEqual(["hero", "featured", "collections"]);
    expect(editor.settingsData.templates.index.sections.featured).toEqual({
      type: "featured-products",
      settings: { heading: "Hàng mới về", count: 8 },
      blocks: [],
    });
    expect(editor.sectionTypes.map((t: { type: string }) => t.type).sort()).toEqual(["collection-list", "featured-products", "hero", "rich-text"]);
    const richText = editor.sectionTypes.find((t: { type: string }) => t.type === "rich-text");
    expect(richText.blocks[0]).toMatchObject({ type: "note", name: "Note", settings: [{ id: "text", type: "text" }] });
    expect(editor.themeSettings[0].settings[0]).toMatchObject({ id: "accent_color", type: "color" });
    expect(editor.settingsData.settings.accent_color).toBe("#0f766e");
  });

  it("says the schema's labels in the admin's language (the starters' t: keys, from locales/{lang}.schema.json)", async () => {
    const owner = await h.owner();
    const theme = await published(owner);
    const read = async (language: string) => {
      const res = await h.call("GET", `/themes/${theme._id}/editor`, { headers: { ...owner.headers, "accept-language": language } });
      expect(res.status).toBe(200);
      return res.body.editor;
    };
    const vi = await read("vi");
    const hero = vi.sectionTypes.find((t: { type: string }) => t.type === "hero");
    expect(hero.name).toBe("Ảnh bìa");
    expect(hero.settings.map((s: { label: string }) => s.label)).toEqual([
      "Tiêu đề",
      "Nội dung",
      "Nhãn nút",
      "Liên kết của nút",
      "Hình ảnh",
      "Mô tả ảnh (ALT)",
    ]);
    expect(vi.themeSettings.map((g: { name: string }) => g.name)).toEqual(["Màu sắc", "Kiểu chữ", "Thông báo"]);
    expect(vi.themeSettings[1].settings[0].options.map((o: { label: string }) => o.label)).toEqual(["Không chân", "Có chân"]);
    const en = await read("en-US,en;q=0.9");
    expect(en.sectionTypes.map((t: { name: string }) => t.name)).toEqual(["Collection list", "Featured products", "Hero", "Rich text"]);
    expect(en.themeSettings[0].settings.map((s: { label: string }) => s.label)).toEqual(["Accent", "Background", "Text"]);
    // The files keep the keys (a downloaded zip is the theme as written); only the model says them.
    expect(JSON.stringify(vi)).not.toContain('"t:');
  });

  it("saves the whole draft against the version, bumps it, and answers 409 with the current model when stale", async () => {
    const owner = await h.owner();
    const theme = await published(owner);
    const { settingsData } = await model(owner, theme._id);
    settingsData.settings.accent_color = "#ff0000";
    settingsData.templates.index.sections.note = {
      type: "rich-text",
      settings: { heading: "Hi", text: "" },
      blocks: [{ type: "note", settings: { text: "One" } }],
    };
    settingsData.templates.index.order = ["note", ...settingsData.templates.index.order];
    const saved = await save(owner, theme._id, { version: theme.version, settingsData });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.editor.theme.version).toBe(theme.version + 1);
    const again = await model(owner, theme._id);
    expect(again.settingsData.settings.accent_color).toBe("#ff0000");
    expect(again.settingsData.templates.index.order[0]).toBe("note");

    const stale = await save(owner, theme._id, { version: theme.version, settingsData });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(THEME_MESSAGES.conflict);
    expect(stale.body.current.version).toBe(theme.version + 1);
    expect(stale.body.editor.settingsData.settings.accent_color).toBe("#ff0000");

    // The storefront renders the saved draft once it is published (the existing publish endpoint, versioned).
    const publish = await h.call("POST", `/themes/${theme._id}/publish`, { headers: owner.headers, body: { version: theme.version + 1 } });
    expect(publish.status).toBe(200);
  });

  it("refuses each kind of bad input with 400 naming its path", async () => {
    const owner = await h.owner();
    const theme = await published(owner);
    const base = (await model(owner, theme._id)).settingsData;
    const cases: [string, (d: any) => void, string, string][] = [
      [
        "unknown section type",
        (d) => (d.templates.index.sections.hero.type = "carousel"),
        "settingsData.templates.index.sections.hero.type",
        THEME_EDITOR_MESSAGES.unknownType,
      ],
      [
        "unknown setting",
        (d) => (d.templates.index.sections.hero.settings.colour = "red"),
        "settingsData.templates.index.sections.hero.settings.colour",
        THEME_EDITOR_MESSAGES.unknownSetting,
      ],
      ["bad colour", (d) => (d.settings.accent_color = "red;}body{display:none"), "settingsData.settings.accent_color", THEME_EDITOR_MESSAGES.color],
      [
        "bad url",
        (d) => (d.templates.index.sections.hero.settings.button_link = "javascript:alert(1)"),
        "settingsData.templates.index.sections.hero.settings.button_link",
        THEME_EDITOR_MESSAGES.url,
      ],
      [
        "bad number",
        (d) => (d.templates.index.sections.featured.settings.count = "eight"),
        "settingsData.templates.index.sections.featured.settings.count",
        THEME_EDITOR_MESSAGES.number,
      ],
      [
        "out-of-range number",
        (d) => (d.templates.index.sections.featured.settings.count = 5000),
        "settingsData.templates.index.sections.featured.settings.count",
        THEME_EDITOR_MESSAGES.number,
      ],
      ["bad select option", (d) => (d.settings.font = "comic"), "settingsData.settings.font", THEME_EDITOR_MESSAGES.option],
      [
        "unknown block type",
        (d) => (d.templates.index.sections.hero.blocks = [{ type: "note", settings: {} }]),
        "settingsData.templates.index.sections.hero.blocks.0.type",
        THEME_EDITOR_MESSAGES.unknownBlock,
      ],
      ["a section missing from the order", (d) => (d.templates.index.order = ["hero"]), "settingsData.templates.index.order", THEME_EDITOR_MESSAGES.order],
    ];
    for (const [name, spoil, path, message] of cases) {
      const draft = structuredClone(base);
      spoil(draft);
      const res = await save(owner, theme._id, { version: theme.version, settingsData: draft });
      expect(res.status, name).toBe(400);
      expect(res.body.errors[path], `${name}: ${JSON.stringify(res.body.errors)}`).toEqual([message]);
    }
    const shape = await save(owner, theme._id, { version: theme.version, settingsData: { templates: { index: { sections: {}, order: ["ghost"] } } } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.errors)[0]).toMatch(/^settingsData\.templates\.index\.order/);
    expect((await model(owner, theme._id)).theme.version).toBe(theme.version);
  });

  it("renders a preview with UNSAVED settings and the store's real products, escaping what the merchant typed", async () => {
    const owner = await h.owner();
    await product(h, owner, "Linen <tee>", [{ option1: "S", price: 150000, inventoryQuantity: 5 }]);
    const theme = await published(owner);
    const { settingsData } = await model(owner, theme._id);
    settingsData.settings.accent_color = "#123456";
    settingsData.templates.index.sections.hero.settings.heading = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const res = await preview(owner, theme._id, { template: "index", settingsData, assetBase: `/admin/themes/editor/${theme._id}/assets` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const html: string = res.body.html;
    expect(html).toContain("--accent:#123456");
    expect(html).toContain("Linen &lt;tee&gt;");
    expect(html).toContain("&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(html).toContain(`href="/admin/themes/editor/${theme._id}/assets/theme.css"`);
    // A colour that would break out of CSS is cleaned by the renderer, as on the storefront.
    settingsData.settings.accent_color = "red;}</style><script>alert(1)</script>";
    const cleaned = (await preview(owner, theme._id, { template: "index", settingsData })).body.html as string;
    expect(cleaned).toContain("--accent:#0f766e");
    expect(cleaned).not.toContain("<script>alert(1)");
    // Nothing was saved by previewing.
    expect((await model(owner, theme._id)).settingsData.settings.accent_color).toBe("#0f766e");
    // The product template previews the newest product.
    const productPage = (await preview(owner, theme._id, { template: "product", settingsData })).body.html as string;
    expect(productPage).toContain("<h1>Linen &lt;tee&gt;</h1>");
    const asset = await fetch(`${h.url}/themes/${theme._id}/assets/theme.css`, { headers: owner.headers });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("answers 403 without the themes scope and 404 for another store's theme", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const own = await published(owner);
    const theirs = await published(other);
    const { settingsData } = await model(other, theirs._id);
    const staff = await h.staff(owner.storeId, ["products"]);
    expect((await h.call("GET", `/themes/${own._id}/editor`, { headers: staff.headers })).status).toBe(403);
    expect((await h.call("PUT", `/themes/${own._id}/editor`, { headers: staff.headers, body: { version: own.version, settingsData } })).status).toBe(403);
    expect((await h.call("POST", `/themes/${own._id}/editor/preview`, { headers: staff.headers, body: { template: "index", settingsData } })).status).toBe(403);
    const designer = await h.staff(owner.storeId, ["themes"]);
    expect((await h.call("GET", `/themes/${own._id}/editor`, { headers: designer.headers })).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", `/themes/${theirs._id}/editor`, undefined],
      ["PUT", `/themes/${theirs._id}/editor`, { version: theirs.version, settingsData }],
      ["POST", `/themes/${theirs._id}/editor/preview`, { template: "index", settingsData }],
      ["GET", `/themes/${theirs._id}/assets/theme.css`, undefined],
    ] as const) {
      expect((await h.call(method, path, { headers: owner.headers, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await model(other, theirs._id)).theme.version).toBe(theirs.version);
  });
});
