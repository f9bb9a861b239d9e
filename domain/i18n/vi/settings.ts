import type { settings as en } from "../en/settings";
import type { Translation } from "../translation";

export const settings = {
  general: {
    title: "Cài đặt chung",
    home: "Trang chủ",
    description: "Tên cửa hàng, cách liên hệ với bạn, ngôn ngữ và tiền tệ, và múi giờ của cửa hàng.",
    details: "Thông tin cửa hàng",
    name: "Tên cửa hàng",
    nameHelp: "Hiển thị trong trang quản trị, trong email gửi khách hàng và trong nguồn cấp dữ liệu sản phẩm.",
    contactEmail: "Email liên hệ",
    contactEmailHelp: "Nơi khách hàng và Backroom có thể liên hệ với bạn.",
    contactPhone: "Số điện thoại liên hệ",
    contactPhoneHelp: "Không bắt buộc.",
    standards: "Ngôn ngữ, tiền tệ và múi giờ",
    language: "Ngôn ngữ cửa hàng",
    languageHelp:
      "Ngôn ngữ mặc định của trang quản trị và tiền tệ của cửa hàng: tiếng Việt dùng đ (VND), tiếng Anh dùng $ (USD). Số tiền không được quy đổi khi thay đổi.",
    currency: "Tiền tệ hiện tại: {{sign}} ({{code}})",
    timezone: "Múi giờ",
    timezoneHelp: "Ngày giờ, báo cáo và lịch giảm giá theo múi giờ này.",
    saved: "Đã lưu cài đặt chung",
    notSaved: "Chưa lưu được cài đặt chung",
    conflictTitle: "Người khác đã lưu cài đặt chung",
  },
} as const satisfies Translation<typeof en>;
