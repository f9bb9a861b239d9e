import { Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { DIALOG_WIDTH, DialogFrame, type DialogTransition } from "./DialogFrame";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** SPEC §4 / §9: the dialog's button stays disabled for a second after a click (app/enhance/click-lock.ts). */
export const DIALOG_BUTTON_LOCK_MS = 1000;

/**
 * SPEC §2 reusable dialog: title, button label (default OK), width 500, transition and a footer flag.
 * The button submits the form `submitForm` (by id) when given, else it closes the dialog: in place with
 * JavaScript, as a link to `closeHref` without.
 */
export function AppDialog({
  id,
  opened,
  closeHref,
  title,
  buttonLabel,
  width = DIALOG_WIDTH,
  transition = "pop",
  footer = true,
  submitForm,
  children,
}: {
  id: string;
  opened: boolean;
  closeHref?: string;
  title: React.ReactNode;
  buttonLabel?: string;
  width?: number;
  transition?: DialogTransition;
  footer?: boolean;
  submitForm?: string;
  children?: React.ReactNode;
}) {
  const lock = enhance.lock(DIALOG_BUTTON_LOCK_MS);
  const t = useT();
  buttonLabel ??= t("dialog.ok");
  const button = submitForm ? (
    <Button type="submit" form={submitForm} {...lock}>
      {buttonLabel}
    </Button>
  ) : closeHref ? (
    <Button component={Link} to={closeHref} {...enhance.dialogClose()} {...enhance.autofocus()} {...lock}>
      {buttonLabel}
    </Button>
  ) : (
    <Button type="button" {...enhance.dialogClose()} {...enhance.autofocus()} {...lock}>
      {buttonLabel}
    </Button>
  );
  return (
    <DialogFrame id={id} opened={opened} closeHref={closeHref} title={title} width={width} transition={transition} footer={footer ? button : undefined}>
      {children}
    </DialogFrame>
  );
}
