import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState } from "~/components/EmptyState";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The dialogs' "Recent imports" / "Recent exports" panel: refreshed from `liveSrc` when the dialog opens, and every
 * `pollMs` while a task runs (app/enhance/live-regions.ts); `null` tasks means not loaded yet.
 */
export function RecentTasks<T extends { _id: string }>(props: {
  id: string;
  title: string;
  /** What the panel says with no task yet ("No imports yet"). */
  empty: string;
  liveSrc: string;
  pollMs?: number;
  tasks: T[] | null;
  children: (task: T) => ReactNode;
}) {
  const { id, title, empty, liveSrc, pollMs, tasks, children } = props;
  const t = useT("csv");
  return (
    <div id={id} className="br-csv-tasks" {...enhance.live({ src: liveSrc, onOpen: true, pollMs: pollMs || undefined })} aria-live="polite">
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {tasks === null ? (
        <Text size="sm" c="dimmed">
          {t("loading")}
        </Text>
      ) : tasks.length === 0 ? (
        <EmptyState size="sm" title={empty} />
      ) : (
        <ul className="br-csv-task-list">{tasks.map(children)}</ul>
      )}
    </div>
  );
}
