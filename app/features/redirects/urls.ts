// The redirects area's URLs (SPEC §2: redirects, redirects/create, redirects/{id}).
import { segment } from "../../lib/area-urls";

const list = "/admin/redirects";

export const redirectUrls = {
  list,
  create: `${list}/create`,
  update: (id: string) => `${list}/${segment(id)}`,
  import: `${list}/import`,
  export: `${list}/export.csv`,
} as const;
