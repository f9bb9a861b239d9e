import { Group, Paper, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { enhance } from "~/enhance/attributes";

/** SPEC §9: dialog width 500. */
export const DIALOG_WIDTH = 500;

export type DialogTransition = "pop" | "fade";

export interface DialogFrameProps {
  /** The element id the enhance script opens it by (`enhance.dialogOpen(id)` on the opener). */
  id: string;
  /** Rendered open by the server (its URL says so); otherwise it is in the page, hidden, for the enhance script to open. */
  opened: boolean;
  title: React.ReactNode;
  /** The same page without the dialog's URL parameter: where the backdrop leads without JavaScript. */
  closeHref?: string;
  width?: number;
  transition?: DialogTransition;
  footer?: React.ReactNode;
  children?: React.ReactNode;
  role?: "dialog" | "alertdialog";
}

/**
 * A centred dialog without a portal: a fixed backdrop and panel in place, so the server renders it (a URL like
 * `?confirm=delete` opens it without JavaScript). The enhance script (app/enhance/dialogs.ts) opens and closes it in
 * place, traps Tab, closes on Escape and on `[data-dialog-close]`, and focuses `[data-autofocus]`.
 */
export function DialogFrame({ id, opened, title, closeHref, width = DIALOG_WIDTH, transition = "pop", footer, children, role = "dialog" }: DialogFrameProps) {
  const titleId = useId();
  return (
    <div className="br-dialog-root" id={id} {...enhance.dialog(closeHref)} hidden={!opened}>
      {closeHref ? (
        <Link to={closeHref} className="br-dialog-backdrop" aria-hidden="true" tabIndex={-1} {...enhance.dialogClose()} />
      ) : (
        <div className="br-dialog-backdrop" aria-hidden="true" {...enhance.dialogClose()} />
      )}
      <div className="br-dialog-center">
        <Paper
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          className="br-dialog"
          data-transition={transition}
          style={{ width }}
          shadow="xl"
          radius="md"
        >
          <div className="br-dialog-header">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
          </div>
          {children && <div className="br-dialog-body">{children}</div>}
          {footer && (
            <Group className="br-dialog-footer" justify="flex-end" gap="sm">
              {footer}
            </Group>
          )}
        </Paper>
      </div>
    </div>
  );
}
