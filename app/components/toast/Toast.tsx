import { useMessage } from "~/lib/i18n";
import type { Toast } from "~/lib/toast";

export type { Toast };

function Icon({ kind }: { kind: Toast["kind"] }) {
  return (
    <svg className="br-toast-icon" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="10" cy="10" r="8" />
      {kind === "success" ? <path d="M6.5 10.2l2.3 2.3 4.7-4.9" /> : <path d="M10 6v5M10 14h.01" />}
    </svg>
  );
}

/**
 * The flash toast from the root loader. It is in the server's HTML and fades after 2 s by CSS alone;
 * `key` restarts the animation when a new toast arrives during client navigation.
 */
export function ToastView({ toast }: { toast: Toast | null | undefined }) {
  // Toasts an action worded itself are in the page's language already; SPEC §8's and the API's English ones are said here.
  const localize = useMessage();
  return (
    <div className="br-toast-region" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} className="br-toast" data-kind={toast.kind}>
          <Icon kind={toast.kind} />
          <span>{localize(toast.message)}</span>
        </div>
      ) : null}
    </div>
  );
}
