import { redirect } from "@remix-run/node";
import { settingsUrls } from "~/features/settings/urls";

/** /admin/settings has no page of its own yet: the general settings are the area's first (and only built) page. */
export function loader() {
  return redirect(settingsUrls.general);
}
