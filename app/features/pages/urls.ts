// The pages area's URLs (SPEC §2: pages, pages/create, pages/update/{id}).
import { areaUrls } from "../../lib/area-urls";

export const pageUrls = areaUrls("/admin/pages");
