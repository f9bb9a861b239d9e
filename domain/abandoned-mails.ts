// The recovery messages' default texts, vi and en, under SPEC §2's notification template names ("abandoned checkout
// email 1" … "abandoned checkout sms 3"). Issue 11 makes them editable: a store's own text replaces the default by name.
// Placeholders: {{shop}}, {{name}}, {{items}}, {{total}}, {{link}}.
import type { RecoveryChannel } from "./abandoned";

export type RecoveryTemplateName = `abandoned checkout ${RecoveryChannel} ${1 | 2 | 3}`;
export const recoveryTemplateName = (channel: RecoveryChannel, step: number) => `abandoned checkout ${channel} ${step}` as RecoveryTemplateName;

export interface RecoveryTemplate {
  /** E-mail only; an SMS has none. */
  subject: string;
  text: string;
}

type Templates = Record<"vi" | "en", Record<RecoveryTemplateName, RecoveryTemplate>>;

export const RECOVERY_TEMPLATES: Templates = {
  en: {
    "abandoned checkout email 1": {
      subject: "You left something in your cart at {{shop}}",
      text: "Hi {{name}},\n\nYou left these in your cart:\n{{items}}\n\nTotal: {{total}}\n\nYour cart is saved. Complete your order here:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout email 2": {
      subject: "Your cart at {{shop}} is still waiting",
      text: "Hi {{name}},\n\nWe kept your cart for you:\n{{items}}\n\nTotal: {{total}}\n\nPick up where you left off:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout email 3": {
      subject: "Last reminder: your cart at {{shop}}",
      text: "Hi {{name}},\n\nThis is our last reminder about your cart:\n{{items}}\n\nTotal: {{total}}\n\nComplete your order before the items sell out:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout sms 1": { subject: "", text: "{{shop}}: you left items in your cart ({{total}}). Complete your order: {{link}}" },
    "abandoned checkout sms 2": { subject: "", text: "{{shop}}: your cart ({{total}}) is still saved. Finish here: {{link}}" },
    "abandoned checkout sms 3": { subject: "", text: "{{shop}}: last reminder about your cart ({{total}}): {{link}}" },
  },
  vi: {
    "abandoned checkout email 1": {
      subject: "Bạn còn sản phẩm trong giỏ hàng tại {{shop}}",
      text: "Chào {{name}},\n\nBạn còn để lại trong giỏ hàng:\n{{items}}\n\nTổng cộng: {{total}}\n\nGiỏ hàng của bạn đã được lưu. Hoàn tất đơn hàng tại đây:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout email 2": {
      subject: "Giỏ hàng của bạn tại {{shop}} vẫn đang chờ",
      text: "Chào {{name}},\n\nChúng tôi vẫn giữ giỏ hàng cho bạn:\n{{items}}\n\nTổng cộng: {{total}}\n\nTiếp tục mua hàng:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout email 3": {
      subject: "Nhắc lần cuối: giỏ hàng của bạn tại {{shop}}",
      text: "Chào {{name}},\n\nĐây là lời nhắc cuối cùng về giỏ hàng của bạn:\n{{items}}\n\nTổng cộng: {{total}}\n\nHoàn tất đơn hàng trước khi hết hàng:\n{{link}}\n\n{{shop}}",
    },
    "abandoned checkout sms 1": { subject: "", text: "{{shop}}: bạn còn sản phẩm trong giỏ ({{total}}). Hoàn tất đơn hàng: {{link}}" },
    "abandoned checkout sms 2": { subject: "", text: "{{shop}}: giỏ hàng ({{total}}) của bạn vẫn được lưu. Tiếp tục tại: {{link}}" },
    "abandoned checkout sms 3": { subject: "", text: "{{shop}}: nhắc lần cuối về giỏ hàng ({{total}}) của bạn: {{link}}" },
  },
};

export interface RecoveryValues {
  shop: string;
  name: string;
  /** One line per cart line: "2 × Áo dài (S)". */
  items: string;
  total: string;
  link: string;
}

const fill = (template: string, values: RecoveryValues, escape: (s: string) => string) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? escape(values[key as keyof RecoveryValues]) : whole));
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The message in the store's language: subject, plain text and (e-mail) HTML with the link as a link. */
export function renderRecoveryMessage(language: string, channel: RecoveryChannel, step: number, values: RecoveryValues) {
  const template = RECOVERY_TEMPLATES[language === "en" ? "en" : "vi"][recoveryTemplateName(channel, step)];
  const text = fill(template.text, values, (s) => s);
  const html = fill(escapeHtml(template.text).replace("{{link}}", `<a href="{{link}}">{{link}}</a>`), values, escapeHtml).replace(/\n/g, "<br>");
  return { subject: fill(template.subject, values, (s) => s), text, html };
}
