// The product feeds area's URLs (SPEC §2: product-feeds, create, update/{id}).
import { areaUrls } from "../../lib/area-urls";

export const feedUrls = areaUrls("/admin/product-feeds");
