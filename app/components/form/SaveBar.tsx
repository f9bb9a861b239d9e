import { Button, Group, Text } from "@mantine/core";
import { useHydrated } from "./use-hydrated";

/**
 * SPEC §2 sticky 'Unsaved changes' bar with the Create or Save button. With JavaScript it slides in over the
 * top while the form is dirty and offers Discard; without JavaScript it is a plain bar that is always there.
 * The buttons sit outside the form and point at it with `form={formId}`.
 */
export function SaveBar({
  formId,
  dirty,
  submitLabel,
  onDiscard,
  submitting = false,
  intent,
}: {
  formId: string;
  dirty: boolean;
  submitLabel: "Create" | "Save";
  onDiscard: () => void;
  submitting?: boolean;
  /** Sent as `intent` with the submit (ARCHITECTURE rule 5). */
  intent?: string;
}) {
  const hydrated = useHydrated();
  const submit = (
    <Button type="submit" form={formId} name={intent ? "intent" : undefined} value={intent} loading={submitting}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {hydrated && dirty && (
        <div className="br-savebar" role="region" aria-label="Unsaved changes">
          <div className="br-savebar-inner">
            <Text fw={600} size="sm" className="br-savebar-title">
              Unsaved changes
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Button variant="default" onClick={onDiscard} disabled={submitting}>
                Discard
              </Button>
              {submit}
            </Group>
          </div>
        </div>
      )}
      <noscript>
        <div className="br-savebar-static">
          <Text size="sm" c="dimmed">
            Changes are kept only when you press {submitLabel}.
          </Text>
          {submit}
        </div>
      </noscript>
    </>
  );
}
