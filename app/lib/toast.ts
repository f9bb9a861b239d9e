// The toast's shape, shared by the server (toast.server.ts) and the page that shows it.
export type ToastKind = "success" | "error";
export interface ToastInput {
  kind: ToastKind;
  message: string;
}
export interface Toast extends ToastInput {
  /** Distinguishes two equal messages, so the second one shows again. */
  id: string;
}
