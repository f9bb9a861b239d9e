import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { EXPORT_DIALOG_ID, IMPORT_DIALOG_ID, csvDialogHref } from "./urls";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** Import and Export on the products list: links to `?dialog=…` (no JS), opened in place by the enhance script. */
export function CsvButtons({ location }: { location: { pathname: string; search: string } }) {
  const t = useT("csv");
  return (
    <>
      <Button component={Link} to={csvDialogHref(location, "import")} variant="default" {...enhance.dialogOpen(IMPORT_DIALOG_ID)} aria-haspopup="dialog">
        {t("import")}
      </Button>
      <Button component={Link} to={csvDialogHref(location, "export")} variant="default" {...enhance.dialogOpen(EXPORT_DIALOG_ID)} aria-haspopup="dialog">
        {t("export")}
      </Button>
    </>
  );
}
