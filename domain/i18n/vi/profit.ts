import type { profit as en } from "../en/profit";
import type { Translation } from "../translation";

export const profit = {
  settings: {
    title: "Cài đặt lợi nhuận",
    description: "Chi phí của mỗi đơn hàng ngoài giá vốn hàng hóa. Lợi nhuận ước tính trừ các khoản này, cùng giá vốn của từng sản phẩm.",
    paymentFeePercent: "Phí thanh toán (%)",
    paymentFeePercentHint: "Phần trăm cổng thanh toán thu trên số tiền khách trả, ví dụ 2,9",
    paymentFeeFixed: "Phí thanh toán mỗi đơn",
    paymentFeeFixedHint: "Khoản cố định cổng thanh toán thu trên mỗi đơn",
    shippingCostPerOrder: "Chi phí giao hàng mỗi đơn",
    shippingCostPerOrderHint: "Số tiền bạn trả đơn vị vận chuyển cho một đơn hàng trung bình",
    save: "Lưu cài đặt lợi nhuận",
    saved: "Đã lưu cài đặt lợi nhuận",
  },
} as const satisfies Translation<typeof en>;
