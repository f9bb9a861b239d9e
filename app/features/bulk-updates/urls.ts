// The bulk updates area's URLs (SPEC §2: bulkupdates, bulkupdates/create).
import { areaUrls } from "../../lib/area-urls";

const { list, create } = areaUrls("/admin/bulkupdates");

export const bulkUpdateUrls = { list, create } as const;
