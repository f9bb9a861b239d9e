// The URL shape every admin area shares (SPEC §2): a list, a create page, an update page per record.
// Each area's app/features/<area>/urls.ts starts from it and adds its own; nothing else in app/ builds an area's URL.

/** A path segment from a record's id (ids are opaque: they may hold characters a path must escape). */
export const segment = (id: string) => encodeURIComponent(id);

export function areaUrls(list: string, create = `${list}/create`) {
  return {
    list,
    create,
    update: (id: string) => `${list}/update/${segment(id)}`,
  } as const;
}
