// Characters XML 1.0 allows (§2.2 Char); anything else (control characters, lone surrogates,
// U+FFFE/FFFF) makes the whole document unreadable to a strict parser such as Google's.
const ILLEGAL_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Safe for both element text and attribute values. */
export function xmlText(value: string): string {
  return value.replace(ILLEGAL_XML_CHARS, "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** `<name>text</name>`, or nothing for an empty value (Google treats empty elements as errors). */
export function xmlElement(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}>${xmlText(String(value))}</${name}>`;
}
