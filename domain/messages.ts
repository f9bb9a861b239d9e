// SPEC §5 messages, word for word. No zod here: the browser's enhance script shows the same messages.
export const messages = {
  required: (field: string) => `${field} required`,
  domain: "Domain is url link",
  alpha: "Alpha is letter English",
  minLength: (n: number) => `Min length is ${n}`,
  maxLength: (n: number) => `Max length is ${n}`,
  email: "This is required email",
  phone: "Phone is not valid",
} as const;
