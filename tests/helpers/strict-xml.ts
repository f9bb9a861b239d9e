// A strict, dependency-free XML 1.0 reader for tests: it throws on anything a conforming parser
// would reject (bad nesting, a raw "<" or "&", unknown entities, illegal characters, text outside
// the root), and returns the element tree with text unescaped.
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const LEGAL = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescape(raw: string, where: number): string {
  if (raw.includes("<")) throw new Error(`raw "<" at ${where}`);
  return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare "&" at ${where}`);
    if (ref in ENTITIES) return ENTITIES[ref];
    const num = /^#x([0-9a-fA-F]+)$/.exec(ref) ?? /^#([0-9]+)$/.exec(ref);
    if (!num) throw new Error(`unknown entity &${ref}; at ${where}`);
    const ch = String.fromCodePoint(parseInt(num[1], ref.startsWith("#x") ? 16 : 10));
    if (!LEGAL.test(ch)) throw new Error(`reference to an illegal character at ${where}`);
    return ch;
  });
}

export function parseStrictXml(xml: string): XmlElement {
  if (!LEGAL.test(xml)) throw new Error("document holds characters XML 1.0 forbids");
  let i = 0;
  const decl = /^<\?xml[^?]*\?>/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (text.length > 0) {
      if (stack.length === 0) {
        if (text.trim() !== "") throw new Error(`text outside the root at ${i}`);
      } else stack[stack.length - 1].text += unescape(text, i);
    }
    if (lt === -1) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt);
      if (end === -1) throw new Error("unclosed comment");
      i = end + 3;
      continue;
    }
    const gt = xml.indexOf(">", lt);
    if (gt === -1) throw new Error(`unclosed tag at ${lt}`);
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith("/")) {
      const open = stack.pop();
      if (!open || open.name !== tag.slice(1).trim()) throw new Error(`mismatched </${tag.slice(1)}> at ${lt}`);
      if (stack.length === 0) root = open;
    } else {
      if (root || (stack.length === 0 && root)) throw new Error(`second root at ${lt}`);
      const selfClosing = tag.endsWith("/");
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = NAME.exec(body)?.[0];
      if (!name) throw new Error(`bad tag name at ${lt}`);
      const attributes: Record<string, string> = {};
      let rest = body.slice(name.length);
      for (;;) {
        rest = rest.replace(/^\s+/, "");
        if (rest === "") break;
        const m = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(rest);
        if (!m || m[1] in attributes) throw new Error(`bad attribute in <${name}> at ${lt}`);
        attributes[m[1]] = unescape(m[3] ?? m[4], lt);
        rest = rest.slice(m[0].length);
      }
      const el: XmlElement = { name, attributes, children: [], text: "" };
      if (stack.length > 0) stack[stack.length - 1].children.push(el);
      else if (root) throw new Error("second root");
      if (selfClosing) {
        if (stack.length === 0) root = el;
      } else stack.push(el);
    }
    i = gt + 1;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1].name}>`);
  if (!root) throw new Error("no root element");
  return root;
}

export function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name);
}
