/** A translation of an English namespace: the same keys, nested the same way, every leaf a string (no key missing, none extra). */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
