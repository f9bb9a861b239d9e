import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "~/components/EmptyState";
import { enhance } from "~/enhance/attributes";

/**
 * The dialogs' "Recent imports" / "Recent exports" panel: refreshed from `liveSrc` when the dialog opens, and every
 * `pollMs` while a task runs (app/enhance/live-regions.ts); `null` tasks means not loaded yet.
 */
export function RecentTasks<T extends { _id: string }>(props: {
  id: string;
  title: string;
  noun: string;
  liveSrc: string;
  pollMs?: number;
  tasks: T[] | null;
  children: (task: T) => ReactNode;
}) {
  const { id, title, noun, liveSrc, pollMs, tasks, children } = props;
  return (
    <div id={id} className="br-csv-tasks" {...enhance.live({ src: liveSrc, onOpen: true, pollMs: pollMs || undefined })} aria-live="polite">
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {tasks === null ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : tasks.length === 0 ? (
        <EmptyState size="sm" title={`No ${noun} yet`} />
      ) : (
        <ul className="br-csv-task-list">{tasks.map(children)}</ul>
      )}
    </div>
  );
}
