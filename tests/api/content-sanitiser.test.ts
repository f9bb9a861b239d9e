// OWASP's XSS filter evasion cheat sheet against what pages and menus store (ADR 065): page bodies through the pages
// API, menu labels through the menus API. Whatever goes in, nothing stored may run script.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../helpers/harness";

// From https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html (and its older list).
const VECTORS = [
  "<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>",
  "<script>alert('XSS')</script>",
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  "<a onmouseover=alert(document.cookie)>xxs link</a>",
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<a href="jav&#x09;ascript:alert(1)">tab</a>`,
  `<a href="jav\nascript:alert(1)">newline</a>`,
  `<a href=" javascript:alert(1)">space</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
  "<SCRIPT SRC=//xss.rocks/.j>",
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');" onerror=alert(1)//`,
  `<a href="&#x6A;avascript&#0000058&#0000097lert(1)">entity colon</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<p style="color:red" onclick="alert(1)">styled</p>`,
];

/** What may not survive anywhere in a stored value that is shown as HTML. */
function assertInert(stored: string, vector: string) {
  const lower = stored.toLowerCase();
  expect(lower, vector).not.toContain("<script");
  expect(lower, vector).not.toMatch(/<[^>]*\son[a-z]+\s*=/);
  expect(lower, vector).not.toMatch(/(href|src|action|background|dynsrc|lowsrc)\s*=\s*["']?\s*(javascript|data|vbscript):/);
  expect(lower, vector).not.toMatch(/<(iframe|object|embed|svg|math|style|link|meta|base|frame|frameset|form|input|body)\b/);
  expect(lower, vector).not.toContain("style=");
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("OWASP XSS filter evasion cases", () => {
  it(`holds at least 40 cases (${VECTORS.length})`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it("leave no runnable script in stored page bodies", async () => {
    const owner = await h.owner();
    for (const [i, vector] of VECTORS.entries()) {
      const res = await h.call("POST", "/pages", { headers: owner.headers, body: { page: { title: `XSS ${i}`, body: `<p>before</p>${vector}<p>after</p>` } } });
      expect(res.status, vector).toBe(201);
      const stored = (await h.call("GET", `/pages/${res.body.page._id}`, { headers: owner.headers })).body.page.body as string;
      assertInert(stored, vector);
      expect(stored, vector).toContain("<p>before</p>");
    }
  });

  it("leave no markup at all in stored menu labels", async () => {
    const owner = await h.owner();
    const items = VECTORS.map((vector) => ({ label: `Item ${vector}`.slice(0, 255), type: "url", url: "/", children: [] }));
    const res = await h.call("POST", "/menus", { headers: owner.headers, body: { menu: { title: "XSS", items } } });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201);
    const stored = (await h.call("GET", `/menus/${res.body.menu._id}`, { headers: owner.headers })).body.menu.items as { label: string }[];
    expect(stored).toHaveLength(VECTORS.length);
    for (const [i, item] of stored.entries()) {
      assertInert(item.label, VECTORS[i]);
      expect(item.label, VECTORS[i]).not.toMatch(/[<>]/);
      expect(item.label.startsWith("Item"), VECTORS[i]).toBe(true);
    }
  });

  it("keeps the formatting a page needs", async () => {
    const owner = await h.owner();
    const body =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="/pages/x">l</a></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
      "<blockquote>q</blockquote><pre><code>c</code></pre><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>" +
      '<img src="https://cdn.example.com/a.png" alt="a" />';
    const res = await h.call("POST", "/pages", { headers: owner.headers, body: { page: { title: "Rich", body } } });
    expect(res.body.page.body).toBe(body.replace('href="/pages/x"', 'href="/pages/x" rel="noopener noreferrer"'));
  });
});
