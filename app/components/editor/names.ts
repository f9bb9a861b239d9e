// Field names: the API and zod paths say `rows.0.1`, conform's forms say `rows[0][1]`.

/** An API error key (or a dotted path) as conform names the field. */
export function conformName(key: string): string {
  return key.split(".").reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), "");
}
