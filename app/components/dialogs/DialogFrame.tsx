import { Group, Paper, Title, Transition, type MantineTransition } from "@mantine/core";
import { useFocusReturn, useFocusTrap } from "@mantine/hooks";
import { Link } from "@remix-run/react";
import { useEffect, useId } from "react";

/** SPEC §9: dialog width 500. */
export const DIALOG_WIDTH = 500;

export interface DialogFrameProps {
  opened: boolean;
  title: React.ReactNode;
  /** Close with JavaScript (Escape, backdrop click). */
  onClose?: () => void;
  /** Where the backdrop leads without JavaScript (the URL without the dialog's parameter). */
  closeHref?: string;
  width?: number;
  transition?: MantineTransition;
  footer?: React.ReactNode;
  children?: React.ReactNode;
  role?: "dialog" | "alertdialog";
}

/**
 * A centred dialog without a portal: a fixed backdrop and panel in place, so the server can render it
 * (a URL like `?confirm=delete` opens it without JavaScript). With JavaScript it traps focus and closes on Escape.
 */
export function DialogFrame({
  opened,
  title,
  onClose,
  closeHref,
  width = DIALOG_WIDTH,
  transition = "pop",
  footer,
  children,
  role = "dialog",
}: DialogFrameProps) {
  const titleId = useId();
  const trapRef = useFocusTrap(opened);
  useFocusReturn({ opened });

  useEffect(() => {
    if (!opened || !onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [opened, onClose]);

  const onBackdrop = (e: React.MouseEvent) => {
    if (!onClose) return;
    e.preventDefault();
    onClose();
  };

  return (
    <Transition mounted={opened} transition={transition} duration={160}>
      {(styles) => (
        <div className="br-dialog-root">
          {closeHref ? (
            <Link to={closeHref} className="br-dialog-backdrop" aria-hidden="true" tabIndex={-1} onClick={onBackdrop} preventScrollReset replace />
          ) : (
            <div className="br-dialog-backdrop" aria-hidden="true" onClick={onBackdrop} />
          )}
          <div className="br-dialog-center">
            <Paper
              ref={trapRef}
              role={role}
              aria-modal="true"
              aria-labelledby={titleId}
              className="br-dialog"
              style={{ ...styles, width }}
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
      )}
    </Transition>
  );
}
