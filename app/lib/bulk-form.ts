// A list's bulk form as posted (app/components/list/BulkBar.tsx): which action, and the ticked rows.

/** The intent if it is one of `intents`, and the ticked ids (repeats and blanks dropped); null for another intent. */
export function readBulkForm<I extends string>(formData: FormData, intents: readonly I[]): { intent: I; ids: string[] } | null {
  const intent = intents.find((i) => i === formData.get("intent"));
  if (!intent) return null;
  const ids = [...new Set(formData.getAll("ids").filter((v): v is string => typeof v === "string" && v !== ""))];
  return { intent, ids };
}

export const selectFirstMessage = (noun: string) => `Select at least one ${noun} first.`;
