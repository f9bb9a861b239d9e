// ADR 007's three-way merge of an edit conflict, for editors whose fields are flat strings: the version the page
// opened (by fingerprint), the user's submission, and the version saved now.
// Relative imports only: the unit tests import this file without the app's path aliases.

/**
 * A field's value as a form submits it: a string, or for a list of rows (a customer's addresses, `addresses[0].city`)
 * the nested values conform parses them into.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const isFormValue = (value: unknown): value is FormValue =>
  typeof value === "string" ||
  (Array.isArray(value) && value.every(isFormValue)) ||
  (!!value && typeof value === "object" && !Array.isArray(value) && Object.values(value).every(isFormValue));

/** How an editor's fields compare and show; `canonical` makes "silk,summer" and "silk, summer" equal. */
export interface MergeFields<Field extends string, Dto> {
  fields: readonly Field[];
  labels: Record<Field, string>;
  /** The record's fields as the editor's form submits them (a list of rows as nested values). */
  formValues(dto: Dto): Record<Field, FormValue>;
  canonical(field: Field, raw: unknown): string;
  /** A value as the conflict view prints it (defaults to the canonical value, shortened). */
  shown?(field: Field, canonical: string): string;
}

// FNV-1a: a short fingerprint, only to notice which fields the user changed (not a security measure).
function fingerprint(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The hidden `base` field: fingerprints of the fields as the editor opened them. */
export function baseFingerprints<F extends string, D>(m: MergeFields<F, D>, values: Record<string, unknown>): string {
  return m.fields.map((f) => fingerprint(m.canonical(f, values[f]))).join(".");
}

export type FormValues = Record<string, FormValue>;

export interface ConflictMerge<Field extends string> {
  /** The form's values: the user's edits on top of the version saved now. */
  values: FormValues;
  taken: Field[];
  clashes: Field[];
}

export function mergeConflict<F extends string, D>(m: MergeFields<F, D>, mine: Record<string, unknown>, saved: D, base: unknown): ConflictMerge<F> {
  const prints = typeof base === "string" ? base.split(".") : [];
  const theirs = m.formValues(saved);
  const values: FormValues = {};
  for (const [key, value] of Object.entries(mine)) if (isFormValue(value)) values[key] = value;
  const taken: F[] = [];
  const clashes: F[] = [];
  const known = prints.length === m.fields.length;
  m.fields.forEach((field, i) => {
    const mineValue = m.canonical(field, mine[field]);
    const theirValue = m.canonical(field, theirs[field]);
    if (mineValue === theirValue) return;
    const userChanged = !known || fingerprint(mineValue) !== prints[i];
    const theyChanged = !known || fingerprint(theirValue) !== prints[i];
    if (userChanged && theyChanged) clashes.push(field);
    else if (theyChanged) {
      taken.push(field);
      // An unticked checkbox is an absent field, not an empty one.
      if (theirs[field] === "") delete values[field];
      else values[field] = theirs[field];
    }
  });
  values.base = baseFingerprints(m, theirs);
  return { values, taken, clashes };
}

const shorten = (value: string) => (value.length > 140 ? `${value.slice(0, 140)}…` : value) || "—";

/** The merge as the conflict view lists it. */
export function describeMerge<F extends string, D>(m: MergeFields<F, D>, merge: ConflictMerge<F>, mine: Record<string, unknown>, saved: D) {
  const theirs = m.formValues(saved);
  const shown = (f: F, raw: unknown) => {
    const value = m.canonical(f, raw);
    return m.shown ? m.shown(f, value) : shorten(value);
  };
  return {
    taken: merge.taken.map((f) => m.labels[f]),
    clashes: merge.clashes.map((f) => ({ label: m.labels[f], saved: shown(f, theirs[f]), yours: shown(f, mine[f]) })),
  };
}
