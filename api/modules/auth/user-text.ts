// Text that users wrote (a store's name, a person's name) inside platform mail. Mail clients turn anything that looks
// like a link or a domain into a link, so that text could make the platform's own sender carry someone's phishing link.
// It is flattened to one line and defanged the way security teams share indicators (ADR 019); HTML escaping is the
// mail builder's job, after this.

const MAX = 120;

/** "Visit https://evil.test/login" → "Visit hxxps[:]//evil[.]test/login"; e-mail-, IP- and "www."-like parts lose their dots too. */
export function defang(input: string): string {
  return (
    input
      // Control characters and line breaks: one line, so a subject stays one header and no fake paragraph appears.
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
      .replace(/\bhttp(s?):/gi, (_m, s: string) => `hxxp${s}:`)
      .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, "$1[:]//")
      // A dot (or a look-alike full stop) between two letters or digits is what makes a domain: "evil.test", "1.2.3.4".
      .replace(/(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])/gu, "[.]")
      .trim()
      .slice(0, MAX)
  );
}
