import { Button, Text } from "@mantine/core";
import { useBlocker } from "@remix-run/react";
import { useEffect } from "react";
import { DialogFrame } from "./DialogFrame";

export const UNSAVED_CHANGES_TEXT = "If you leave this page, any unsaved changes will be lost.";

/**
 * SPEC §2 unsaved-changes warning (JavaScript only). While `when` is true, leaving for another page in the app
 * asks first (Cancel / I accept), and closing or reloading the tab gets the browser's own prompt.
 * Changes of the query string (a dialog opening) and submissions to this page are not "leaving".
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  // A blocked navigation whose reason went away (the form was saved or reset) goes ahead.
  useEffect(() => {
    if (blocker.state === "blocked" && !when) blocker.proceed();
  }, [blocker, when]);

  const blocked = blocker.state === "blocked";
  return (
    <DialogFrame
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave page with unsaved changes?"
      footer={
        <>
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            I accept
          </Button>
        </>
      }
    >
      <Text>{UNSAVED_CHANGES_TEXT}</Text>
    </DialogFrame>
  );
}
