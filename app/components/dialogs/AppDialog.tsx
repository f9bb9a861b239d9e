import { Button, type MantineTransition } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DIALOG_WIDTH, DialogFrame } from "./DialogFrame";

/** SPEC §4 / §9: the dialog's button stays disabled for a second after a click. */
export const DIALOG_BUTTON_LOCK_MS = 1000;

/** A button that disables itself for DIALOG_BUTTON_LOCK_MS after each click (no double submits). */
export function useClickLock(ms = DIALOG_BUTTON_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const lock = () => {
    setLocked(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), ms);
  };
  return { locked, lock };
}

/**
 * SPEC §2 reusable dialog: title, button label (default OK), width 500, transition and a footer flag.
 * Without JavaScript the button is a link to `closeHref`.
 */
export function AppDialog({
  opened,
  onClose,
  closeHref,
  title,
  buttonLabel = "OK",
  width = DIALOG_WIDTH,
  transition = "pop",
  footer = true,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  closeHref?: string;
  title: React.ReactNode;
  buttonLabel?: string;
  width?: number;
  transition?: MantineTransition;
  footer?: boolean;
  /** What the button does; closes the dialog when not given. */
  onConfirm?: () => void;
  children?: React.ReactNode;
}) {
  const { locked, lock } = useClickLock();
  const onClick = (e: React.MouseEvent) => {
    e.preventDefault();
    if (locked) return;
    lock();
    if (onConfirm) onConfirm();
    else onClose();
  };
  const button =
    closeHref && !onConfirm ? (
      <Button component={Link} to={closeHref} replace preventScrollReset onClick={onClick} data-disabled={locked || undefined} aria-disabled={locked}>
        {buttonLabel}
      </Button>
    ) : (
      <Button onClick={onClick} disabled={locked}>
        {buttonLabel}
      </Button>
    );
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      closeHref={closeHref}
      title={title}
      width={width}
      transition={transition}
      footer={footer ? button : undefined}
    >
      {children}
    </DialogFrame>
  );
}
