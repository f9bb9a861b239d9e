// The menus area's URLs (SPEC §2: menus, menus/create, menus/update/{id}).
import { areaUrls } from "../../lib/area-urls";

export const menuUrls = areaUrls("/admin/menus");
