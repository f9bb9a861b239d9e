// SPEC §2's notification templates (settings/notifications; ADR 064): the 21 mails and messages a store sends, each
// under a stable key (the URL's and the API's {id}), with a default subject and body in vi and en written in Liquid.
// A store keeps a row only for a template it changed; everything else is the default in the store's language.
// No Liquid engine here (the admin imports this file): rendering is the API's (api/modules/notification-templates/render.ts).
import { z } from "zod/v4";
import type { Locale } from "./i18n/locales";
import { safeString } from "./validation";

export type TemplateChannel = "email" | "sms";
export type TemplateGroup = "orders" | "shipping" | "abandoned" | "customers" | "reviews" | "staff" | "aftersale";

export interface TemplateInfo {
  key: string;
  /** SPEC §2's name, which order events and recovery steps use. */
  name: string;
  channel: TemplateChannel;
  group: TemplateGroup;
}

const t = <K extends string, N extends string>(key: K, name: N, group: TemplateGroup, channel: TemplateChannel = "email") => ({ key, name, group, channel });

/** In SPEC §2's order. */
export const NOTIFICATION_TEMPLATES = [
  t("order-confirmation", "order confirmation", "orders"),
  t("order-canceled", "order canceled", "orders"),
  t("order-refund", "order refund", "orders"),
  t("abandoned-checkout-email-1", "abandoned checkout email 1", "abandoned"),
  t("abandoned-checkout-email-2", "abandoned checkout email 2", "abandoned"),
  t("abandoned-checkout-email-3", "abandoned checkout email 3", "abandoned"),
  t("abandoned-checkout-sms-1", "abandoned checkout sms 1", "abandoned", "sms"),
  t("abandoned-checkout-sms-2", "abandoned checkout sms 2", "abandoned", "sms"),
  t("abandoned-checkout-sms-3", "abandoned checkout sms 3", "abandoned", "sms"),
  t("fulfillment-request", "fulfillment request", "shipping"),
  t("shipping-confirmation", "shipping confirmation", "shipping"),
  t("shipping-update", "shipping update", "shipping"),
  t("out-for-delivery", "out for delivery", "shipping"),
  t("delivered", "delivered", "shipping"),
  t("customer-account-activation", "customer account activation", "customers"),
  t("welcome", "welcome", "customers"),
  t("password-reset", "password reset", "customers"),
  t("review-request", "review request", "reviews"),
  t("review-remind", "review remind", "reviews"),
  t("staff-new-order", "staff new order", "staff"),
  t("aftersale-email1", "aftersale email1", "aftersale"),
  t("aftersale-email2", "aftersale email2", "aftersale"),
] as const satisfies readonly TemplateInfo[];

export type TemplateKey = (typeof NOTIFICATION_TEMPLATES)[number]["key"];
export type TemplateName = (typeof NOTIFICATION_TEMPLATES)[number]["name"];
export const TEMPLATE_KEYS = NOTIFICATION_TEMPLATES.map((x) => x.key) as [TemplateKey, ...TemplateKey[]];

export const findTemplate = (key: string): TemplateInfo | undefined => NOTIFICATION_TEMPLATES.find((x) => x.key === key);
export const templateByName = (name: string): TemplateInfo | undefined => NOTIFICATION_TEMPLATES.find((x) => x.name === name);
export const templateKeyOf = (name: TemplateName): TemplateKey => templateByName(name)!.key as TemplateKey;

/** What the Liquid engine may read: a template bigger than this is refused before it is parsed (parseLimit too). */
export const TEMPLATE_BODY_MAX = 20_000;
export const TEMPLATE_SUBJECT_MAX = 255;
/** Staff recipients of "staff new order". */
export const STAFF_RECIPIENTS_MAX = 20;

export const NOTIFICATION_MESSAGES = {
  templateConflict: "This template was changed by someone else since you opened it. Review it, then save again.",
  settingsConflict: "The notification settings were changed by someone else since you opened them. Review them, then save again.",
  subjectRequired: "Subject required",
  bodyRequired: "Body required",
  accentColor: "Colour must be #rrggbb",
  logoUrl: "Logo must be an http(s) URL or an uploaded image path",
  email: "This is required email",
  recipientsMax: `Max length is ${STAFF_RECIPIENTS_MAX}`,
  duplicateRecipient: "This e-mail is already listed",
} as const;

// ---- The defaults --------------------------------------------------------------------------------------------------

interface DefaultText {
  subject: string;
  body: string;
}

const L = {
  en: {
    hello: "{% if customer.name != blank %}Hello {{ customer.name }},{% else %}Hello,{% endif %}",
    thanks: "Thank you,\n{{ shop.name }}",
    item: "{{ item.quantity }} × {{ item.title }}",
    reason: "{% if order.cancel_reason != blank %} Reason: {{ order.cancel_reason }}{% endif %}",
    tracking:
      '{% if tracking.company != blank or tracking.number != blank %}\n\nCarrier: {{ tracking.company | default: "-" }}, tracking number: {{ tracking.number | default: "-" }}{% endif %}' +
      "{% if tracking.url != blank %}\n\nTrack your package: {{ tracking.url }}{% endif %}",
  },
  vi: {
    hello: "{% if customer.name != blank %}Xin chào {{ customer.name }},{% else %}Xin chào,{% endif %}",
    thanks: "Trân trọng,\n{{ shop.name }}",
    item: "{{ item.title }} (số lượng: {{ item.quantity }})",
    reason: "{% if order.cancel_reason != blank %} Lý do: {{ order.cancel_reason }}{% endif %}",
    tracking:
      '{% if tracking.company != blank or tracking.number != blank %}\n\nĐơn vị vận chuyển: {{ tracking.company | default: "-" }}, mã vận đơn: {{ tracking.number | default: "-" }}{% endif %}' +
      "{% if tracking.url != blank %}\n\nTheo dõi kiện hàng: {{ tracking.url }}{% endif %}",
  },
};

const items = (lang: Locale) => `{% for item in order.items %}${L[lang].item}{% unless forloop.last %}\n{% endunless %}{% endfor %}`;
const cartItems = "{% for item in checkout.items %}{{ item.quantity }} × {{ item.title }}{% unless forloop.last %}\n{% endunless %}{% endfor %}";
/** An order mail: greeting, the body, the signature, as the order mails were before they were editable. */
const mail = (lang: Locale, subject: string, body: string): DefaultText => ({
  subject: `${subject} · {{ shop.name }}`,
  body: [L[lang].hello, body, L[lang].thanks].join("\n\n"),
});

const EN: Record<TemplateKey, DefaultText> = {
  "order-confirmation": mail(
    "en",
    "Order {{ order.name }} confirmed",
    `Thank you for your order. We have received order {{ order.name }} and will let you know when it ships.\n\n${items("en")}\n\nTotal: {{ order.total }}`,
  ),
  "order-canceled": mail(
    "en",
    "Order {{ order.name }} has been canceled",
    `Your order {{ order.name }} has been canceled.${L.en.reason}\n\n${items("en")}\n\nRefunded: {{ order.refund_amount }}`,
  ),
  "order-refund": mail(
    "en",
    "Refund for order {{ order.name }}",
    `We have refunded {{ order.refund_amount }} for your order {{ order.name }}.${L.en.reason}\n\n${items("en")}`,
  ),
  "abandoned-checkout-email-1": {
    subject: "You left something in your cart at {{ shop.name }}",
    body: `Hi {{ customer.name }},\n\nYou left these in your cart:\n${cartItems}\n\nTotal: {{ checkout.total }}\n\nYour cart is saved. Complete your order here:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-email-2": {
    subject: "Your cart at {{ shop.name }} is still waiting",
    body: `Hi {{ customer.name }},\n\nWe kept your cart for you:\n${cartItems}\n\nTotal: {{ checkout.total }}\n\nPick up where you left off:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-email-3": {
    subject: "Last reminder: your cart at {{ shop.name }}",
    body: `Hi {{ customer.name }},\n\nThis is our last reminder about your cart:\n${cartItems}\n\nTotal: {{ checkout.total }}\n\nComplete your order before the items sell out:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-sms-1": {
    subject: "",
    body: "{{ shop.name }}: you left items in your cart ({{ checkout.total }}). Complete your order: {{ checkout.url }}",
  },
  "abandoned-checkout-sms-2": { subject: "", body: "{{ shop.name }}: your cart ({{ checkout.total }}) is still saved. Finish here: {{ checkout.url }}" },
  "abandoned-checkout-sms-3": { subject: "", body: "{{ shop.name }}: last reminder about your cart ({{ checkout.total }}): {{ checkout.url }}" },
  "fulfillment-request": {
    subject: "Fulfillment request for order {{ order.name }} · {{ shop.name }}",
    body: `Hello,\n\n{{ shop.name }} asks you to fulfil order {{ order.name }}:\n\n${items("en")}\n\nShip to: {{ order.shipping_address }}\n\n${L.en.thanks}`,
  },
  "shipping-confirmation": mail(
    "en",
    "Order {{ order.name }} is on the way",
    `Good news: items of your order {{ order.name }} have shipped.\n\n${items("en")}${L.en.tracking}`,
  ),
  "shipping-update": mail(
    "en",
    "Shipping update for order {{ order.name }}",
    `The tracking details of your order {{ order.name }} have changed.\n\n${items("en")}${L.en.tracking}`,
  ),
  "out-for-delivery": mail(
    "en",
    "Order {{ order.name }} is out for delivery",
    `Your order {{ order.name }} is out for delivery and should arrive today.${L.en.tracking}`,
  ),
  delivered: mail("en", "Order {{ order.name }} has been delivered", `Your order {{ order.name }} has been delivered. We hope you enjoy it.\n\n${items("en")}`),
  "customer-account-activation": mail(
    "en",
    "Activate your account",
    "An account was created for you at {{ shop.name }}. Activate it and choose a password here:\n{{ account.url }}",
  ),
  welcome: mail("en", "Welcome to {{ shop.name }}", "Your account is active. Sign in any time to see your orders:\n{{ account.url }}"),
  "password-reset": mail(
    "en",
    "Reset your password",
    "Someone asked to reset the password of your account. Choose a new one here:\n{{ account.url }}\n\nIf it was not you, ignore this e-mail.",
  ),
  "review-request": mail(
    "en",
    "How was your order {{ order.name }}?",
    `Tell us what you think of your order:\n\n${items("en")}\n\nWrite a review: {{ review.url }}`,
  ),
  "review-remind": mail("en", "A reminder: review your order {{ order.name }}", "You have not reviewed your order yet. It takes a minute:\n{{ review.url }}"),
  "staff-new-order": {
    subject: "[{{ shop.name }}] New order {{ order.name }} ({{ order.total }})",
    body: `New order {{ order.name }} from {% if customer.name != blank %}{{ customer.name }}{% else %}{{ customer.email }}{% endif %}.\n\n${items("en")}\n\nTotal: {{ order.total }}\n\nOpen it: {{ order.admin_url }}`,
  },
  "aftersale-email1": mail(
    "en",
    "Thank you for shopping at {{ shop.name }}",
    "Thank you again for your order {{ order.name }}. Reply to this e-mail if anything is not right.",
  ),
  "aftersale-email2": mail(
    "en",
    "Something new at {{ shop.name }}",
    "It has been a while since your order {{ order.name }}. Come and see what is new:\n{{ shop.url }}",
  ),
};

const VI: Record<TemplateKey, DefaultText> = {
  "order-confirmation": mail(
    "vi",
    "Đơn hàng {{ order.name }} đã được xác nhận",
    `Cảm ơn bạn đã đặt hàng. Chúng tôi đã nhận đơn hàng {{ order.name }} và sẽ báo cho bạn khi hàng được gửi đi.\n\n${items("vi")}\n\nTổng cộng: {{ order.total }}`,
  ),
  "order-canceled": mail(
    "vi",
    "Đơn hàng {{ order.name }} đã bị hủy",
    `Đơn hàng {{ order.name }} của bạn đã bị hủy.${L.vi.reason}\n\n${items("vi")}\n\nĐã hoàn tiền: {{ order.refund_amount }}`,
  ),
  "order-refund": mail(
    "vi",
    "Hoàn tiền cho đơn hàng {{ order.name }}",
    `Chúng tôi đã hoàn {{ order.refund_amount }} cho đơn hàng {{ order.name }} của bạn.${L.vi.reason}\n\n${items("vi")}`,
  ),
  "abandoned-checkout-email-1": {
    subject: "Bạn còn sản phẩm trong giỏ hàng tại {{ shop.name }}",
    body: `Chào {{ customer.name }},\n\nBạn còn để lại trong giỏ hàng:\n${cartItems}\n\nTổng cộng: {{ checkout.total }}\n\nGiỏ hàng của bạn đã được lưu. Hoàn tất đơn hàng tại đây:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-email-2": {
    subject: "Giỏ hàng của bạn tại {{ shop.name }} vẫn đang chờ",
    body: `Chào {{ customer.name }},\n\nChúng tôi vẫn giữ giỏ hàng cho bạn:\n${cartItems}\n\nTổng cộng: {{ checkout.total }}\n\nTiếp tục mua hàng:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-email-3": {
    subject: "Nhắc lần cuối: giỏ hàng của bạn tại {{ shop.name }}",
    body: `Chào {{ customer.name }},\n\nĐây là lời nhắc cuối cùng về giỏ hàng của bạn:\n${cartItems}\n\nTổng cộng: {{ checkout.total }}\n\nHoàn tất đơn hàng trước khi hết hàng:\n{{ checkout.url }}\n\n{{ shop.name }}`,
  },
  "abandoned-checkout-sms-1": {
    subject: "",
    body: "{{ shop.name }}: bạn còn sản phẩm trong giỏ ({{ checkout.total }}). Hoàn tất đơn hàng: {{ checkout.url }}",
  },
  "abandoned-checkout-sms-2": { subject: "", body: "{{ shop.name }}: giỏ hàng ({{ checkout.total }}) của bạn vẫn được lưu. Tiếp tục tại: {{ checkout.url }}" },
  "abandoned-checkout-sms-3": { subject: "", body: "{{ shop.name }}: nhắc lần cuối về giỏ hàng ({{ checkout.total }}) của bạn: {{ checkout.url }}" },
  "fulfillment-request": {
    subject: "Yêu cầu xử lý đơn hàng {{ order.name }} · {{ shop.name }}",
    body: `Xin chào,\n\n{{ shop.name }} nhờ bạn xử lý đơn hàng {{ order.name }}:\n\n${items("vi")}\n\nGiao đến: {{ order.shipping_address }}\n\n${L.vi.thanks}`,
  },
  "shipping-confirmation": mail(
    "vi",
    "Đơn hàng {{ order.name }} đang trên đường giao",
    `Tin vui: các sản phẩm trong đơn hàng {{ order.name }} của bạn đã được gửi đi.\n\n${items("vi")}${L.vi.tracking}`,
  ),
  "shipping-update": mail(
    "vi",
    "Cập nhật vận chuyển cho đơn hàng {{ order.name }}",
    `Thông tin theo dõi của đơn hàng {{ order.name }} đã thay đổi.\n\n${items("vi")}${L.vi.tracking}`,
  ),
  "out-for-delivery": mail(
    "vi",
    "Đơn hàng {{ order.name }} đang được giao",
    `Đơn hàng {{ order.name }} của bạn đang được giao và sẽ đến trong hôm nay.${L.vi.tracking}`,
  ),
  delivered: mail("vi", "Đơn hàng {{ order.name }} đã được giao", `Đơn hàng {{ order.name }} của bạn đã được giao. Chúc bạn hài lòng.\n\n${items("vi")}`),
  "customer-account-activation": mail(
    "vi",
    "Kích hoạt tài khoản của bạn",
    "Một tài khoản đã được tạo cho bạn tại {{ shop.name }}. Kích hoạt và chọn mật khẩu tại đây:\n{{ account.url }}",
  ),
  welcome: mail(
    "vi",
    "Chào mừng bạn đến với {{ shop.name }}",
    "Tài khoản của bạn đã được kích hoạt. Đăng nhập bất cứ lúc nào để xem đơn hàng:\n{{ account.url }}",
  ),
  "password-reset": mail(
    "vi",
    "Đặt lại mật khẩu",
    "Có người yêu cầu đặt lại mật khẩu tài khoản của bạn. Chọn mật khẩu mới tại đây:\n{{ account.url }}\n\nNếu không phải bạn, hãy bỏ qua thư này.",
  ),
  "review-request": mail(
    "vi",
    "Bạn thấy đơn hàng {{ order.name }} thế nào?",
    `Hãy cho chúng tôi biết cảm nhận của bạn:\n\n${items("vi")}\n\nViết đánh giá: {{ review.url }}`,
  ),
  "review-remind": mail("vi", "Nhắc nhở: đánh giá đơn hàng {{ order.name }}", "Bạn chưa đánh giá đơn hàng. Chỉ mất một phút:\n{{ review.url }}"),
  "staff-new-order": {
    subject: "[{{ shop.name }}] Đơn hàng mới {{ order.name }} ({{ order.total }})",
    body: `Đơn hàng mới {{ order.name }} từ {% if customer.name != blank %}{{ customer.name }}{% else %}{{ customer.email }}{% endif %}.\n\n${items("vi")}\n\nTổng cộng: {{ order.total }}\n\nXem đơn hàng: {{ order.admin_url }}`,
  },
  "aftersale-email1": mail(
    "vi",
    "Cảm ơn bạn đã mua sắm tại {{ shop.name }}",
    "Cảm ơn bạn một lần nữa vì đơn hàng {{ order.name }}. Hãy trả lời thư này nếu có điều gì chưa ổn.",
  ),
  "aftersale-email2": mail(
    "vi",
    "Có gì mới tại {{ shop.name }}",
    "Đã một thời gian kể từ đơn hàng {{ order.name }}. Hãy ghé xem những sản phẩm mới:\n{{ shop.url }}",
  ),
};

const DEFAULTS: Record<Locale, Record<TemplateKey, DefaultText>> = { en: EN, vi: VI };

/** The template's default subject and body (Liquid) in the store's language; an SMS has no subject (""). */
export const defaultTemplate = (key: TemplateKey, locale: Locale): DefaultText => DEFAULTS[locale][key];

// ---- Wire shapes ---------------------------------------------------------------------------------------------------

const ISO = safeString();
export const TemplateSummarySchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  name: safeString(),
  channel: z.enum(["email", "sms"]),
  group: safeString(),
  customized: z.boolean(),
  version: z.number().int(),
  updatedAt: ISO.nullable(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

export const TemplateDtoSchema = TemplateSummarySchema.extend({
  language: z.enum(["vi", "en"]),
  subject: safeString(),
  body: safeString(),
  defaultSubject: safeString(),
  defaultBody: safeString(),
});
export type TemplateDto = z.infer<typeof TemplateDtoSchema>;

const version = z.coerce.number({ error: "Version required" }).int().min(1, "Version required");

/** PUT …/store-templates/{id}: the subject is ignored for an SMS (none is kept). Liquid errors are the API's (400 by field). */
export const TemplateFormSchema = z.object({
  subject: safeString().trim().max(TEMPLATE_SUBJECT_MAX, `Max length is ${TEMPLATE_SUBJECT_MAX}`).optional().default(""),
  body: safeString({ error: NOTIFICATION_MESSAGES.bodyRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.bodyRequired)
    .max(TEMPLATE_BODY_MAX, `Max length is ${TEMPLATE_BODY_MAX}`),
  version,
});
export type TemplateForm = z.infer<typeof TemplateFormSchema>;
export const TEMPLATE_FIELDS = ["subject", "body"] as const;

export const TemplatePreviewSchema = TemplateFormSchema.omit({ version: true });
export const RenderedMailSchema = z.object({ subject: safeString(), text: safeString(), html: safeString() });
export type RenderedMail = z.infer<typeof RenderedMailSchema>;

/** #rrggbb; the mail layout's accent (buttons, the header's rule). */
export const ACCENT_RE = /^#[0-9a-f]{6}$/i;
export const DEFAULT_ACCENT = "#1c7ed6";
const LOGO_RE = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i;

export const BrandingFormSchema = z.object({
  logoUrl: safeString()
    .trim()
    .max(2000, "Max length is 2000")
    .refine((v) => v === "" || LOGO_RE.test(v), NOTIFICATION_MESSAGES.logoUrl)
    .optional()
    .default(""),
  accentColor: safeString({ error: NOTIFICATION_MESSAGES.accentColor }).trim().regex(ACCENT_RE, NOTIFICATION_MESSAGES.accentColor),
  version,
});
export type BrandingForm = z.infer<typeof BrandingFormSchema>;

const email = safeString().trim().toLowerCase().pipe(z.email(NOTIFICATION_MESSAGES.email).max(255, "Max length is 255"));

/** The staff recipients: a list (the form posts one a line in `recipients`, or an array). */
export const RecipientsFormSchema = z.object({
  recipients: z
    .preprocess(
      (v) =>
        typeof v === "string"
          ? v
              .split(/[\n,;]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v === undefined
            ? []
            : v,
      z.array(email).max(STAFF_RECIPIENTS_MAX, NOTIFICATION_MESSAGES.recipientsMax),
    )
    .refine((list) => new Set(list).size === list.length, NOTIFICATION_MESSAGES.duplicateRecipient),
  version,
});
export type RecipientsForm = z.infer<typeof RecipientsFormSchema>;

export const NotificationSettingsDtoSchema = z.object({
  logoUrl: safeString(),
  accentColor: safeString(),
  recipients: z.array(safeString()),
  version: z.number().int(),
  updatedAt: ISO.nullable(),
});
export type NotificationSettingsDto = z.infer<typeof NotificationSettingsDtoSchema>;

/** The add-recipient page's form: one e-mail a line in a text area (the API takes the same text, or a list). */
export const RecipientsTextFormSchema = z.object({
  recipients: z
    .preprocess((v) => (v === undefined ? "" : v), safeString())
    .superRefine((text, ctx) => {
      const list = text
        .split(/[\n,;]/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      if (list.length > STAFF_RECIPIENTS_MAX) ctx.addIssue({ code: "custom", message: NOTIFICATION_MESSAGES.recipientsMax });
      else if (list.some((e) => !z.email().safeParse(e).success || e.length > 255)) ctx.addIssue({ code: "custom", message: NOTIFICATION_MESSAGES.email });
      else if (new Set(list).size !== list.length) ctx.addIssue({ code: "custom", message: NOTIFICATION_MESSAGES.duplicateRecipient });
    }),
  version,
});
