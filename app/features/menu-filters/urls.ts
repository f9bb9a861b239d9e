// The menu filters area's URLs (SPEC §2: menufilter, menufilter/create, menufilter/update/{id}).
import { areaUrls } from "../../lib/area-urls";

export const menuFilterUrls = areaUrls("/admin/menufilter");
