// A product description's HTML sanitiser (ADR 022, ADR 029): what it drops, what it keeps, that cleaning twice changes
// nothing (so an export imports back to the same description), and that every write path (the products API's create
// and update, the CSV import) stores the same cleaned HTML, so no API client can store script in a description.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportTaskDto } from "../../domain/csv-import";
import type { ProductDto } from "../../domain/product";
import { descriptionText, sanitizeDescription } from "../../api/html/description";
import { startHarness, type Harness } from "../helpers/harness";

const RISKY = [
  "<script>alert(1)</script><p>ok</p>",
  '<img src="x" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload="alert(1)"><circle/></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
  '<style>body{display:none}</style><p style="position:fixed;top:0">x</p>',
  '<p onmouseover="alert(1)">hover</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="//evil.example/">protocol-relative</a>',
];

describe("description as plain text (the Google feed)", () => {
  it("drops tags, reads entities back, breaks lines where blocks end and keeps plain text as written", () => {
    expect(descriptionText("<p>Lụa <b>tơ tằm</b> &amp; cotton</p><p>Size &lt; 5cm, &quot;A&quot;</p><ul><li>Đỏ</li><li>Xanh</li></ul>")).toBe(
      'Lụa tơ tằm & cotton\nSize < 5cm, "A"\nĐỏ\nXanh',
    );
    expect(descriptionText("Line one<br>line   two")).toBe("Line one\nline two");
    expect(descriptionText("Tom &eacute;t &#39;x&#39;")).toBe("Tom ét 'x'");
    expect(descriptionText("  Plain text, 100% cotton  ")).toBe("Plain text, 100% cotton");
    expect(descriptionText("")).toBe("");
  });
});

describe("description sanitiser", () => {
  it("drops scripts, handlers, frames, forms, styles and script or data URLs", () => {
    for (const html of RISKY) {
      const out = sanitizeDescription(html);
      for (const bad of [
        "<script",
        "onerror",
        "onload",
        "onmouseover",
        "javascript:",
        "vbscript:",
        "data:",
        "<iframe",
        "<object",
        "<embed",
        "<form",
        "<input",
        "<style",
        "style=",
        "<svg",
        "<meta",
        "<base",
        "evil.example",
        "xlink",
      ]) {
        expect(out.toLowerCase(), `${html} → ${out}`).not.toContain(bad);
      }
    }
  });

  it("keeps formatting, lists, tables, https images and links (which open safely)", () => {
    expect(
      sanitizeDescription(
        '<h4>Chất liệu</h4><p><strong>Vàng</strong> <em>18K</em><br>mới</p><ul><li>a</li></ul><table><tr><td colspan="2">x</td></tr></table>',
      ),
    ).toBe('<h4>Chất liệu</h4><p><strong>Vàng</strong> <em>18K</em><br />mới</p><ul><li>a</li></ul><table><tr><td colspan="2">x</td></tr></table>');
    expect(sanitizeDescription('<img src="https://cdn.example/a.png" alt="A" width="40">')).toBe('<img src="https://cdn.example/a.png" alt="A" width="40" />');
    expect(sanitizeDescription('<a href="https://example.vn/" target="_blank">x</a>')).toBe(
      '<a href="https://example.vn/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("leaves text without markup exactly as written, and changes nothing when cleaning its own output", () => {
    for (const text of ['Tom & Jerry "quoted"\nline 2', "a < b", "5 > 3 && 2 < 4", ""]) {
      if (!text.includes("<")) expect(sanitizeDescription(text)).toBe(text);
      const once = sanitizeDescription(text);
      expect(sanitizeDescription(once)).toBe(once);
    }
    for (const html of RISKY) {
      const once = sanitizeDescription(html);
      expect(sanitizeDescription(once), html).toBe(once);
    }
  });
});

describe("every write path stores a description cleaned the same way", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const XSS = '<p>Lụa <b>tơ tằm</b></p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">xem</a>';
  const CLEAN = '<p>Lụa <b>tơ tằm</b></p><img src="x" /><a rel="noopener noreferrer">xem</a>';
  const unsafe = (html: string) => /onerror|<script|javascript:|alert\(/i.test(html);

  async function stored(owner: { headers: Record<string, string> }, id: string): Promise<string> {
    const got = await h.call("GET", `/products/${id}`, { headers: owner.headers });
    expect(got.status).toBe(200);
    return (got.body.product as ProductDto).description;
  }

  it("POST /products: the answer and every later read have the cleaned description", async () => {
    const owner = await h.owner();
    const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Khăn lụa", description: XSS } } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.product.description).toBe(CLEAN);
    expect(await stored(owner, res.body.product._id)).toBe(CLEAN);
    const list = await h.call("GET", "/products", { headers: owner.headers });
    expect(unsafe(JSON.stringify(list.body))).toBe(false);
  });

  it("PUT /products/{id}: an update cannot bring the script back", async () => {
    const owner = await h.owner();
    const created = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Nón lá", description: "Đan tay ở Huế" } } });
    const id = created.body.product._id;
    const res = await h.call("PUT", `/products/${id}`, { headers: owner.headers, body: { product: { title: "Nón lá", description: XSS, version: 1 } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.product.description).toBe(CLEAN);
    expect(await stored(owner, id)).toBe(CLEAN);
  });

  it("a description without markup is kept exactly as typed (the editor's plain text)", async () => {
    const owner = await h.owner();
    const text = 'Tom & Jerry "quoted"\n\nDòng 2 — 100% cotton';
    const res = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Áo thun", description: text } } });
    expect(res.body.product.description).toBe(text);
  });

  it("the CSV import stores what the API stores for the same HTML", async () => {
    const owner = await h.owner();
    const csv = `Handle,Title,Body (HTML)\nkhan-lua,Khăn lụa,"${XSS.replace(/"/g, '""')}"\n`;
    const res = await fetch(`${h.url}/products/import/csv?mode=all-or-nothing&fileName=p.csv`, {
      method: "POST",
      headers: { ...owner.headers, "content-type": "text/csv" },
      body: csv,
    });
    expect(res.status).toBe(202);
    let task = ((await res.json()) as { task: ImportTaskDto }).task;
    while (task.status !== "done" && task.status !== "failed") {
      await new Promise((r) => setTimeout(r, 20));
      task = (await h.call("GET", `/products/import/csv/${task._id}`, { headers: owner.headers })).body.task;
    }
    expect(task.status, task.error ?? "").toBe("done");
    const byHandle = await h.call("GET", "/products/handle/khan-lua", { headers: owner.headers });
    expect(byHandle.body.product.description).toBe(CLEAN);
  });
});
