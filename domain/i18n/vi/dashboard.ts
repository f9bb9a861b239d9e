import type { dashboard as en } from "../en/dashboard";
import type { Translation } from "../translation";

export const dashboard = {
  title: "Trang chủ",
  welcome: "Xin chào, {{name}}",
  welcomeAnonymous: "Xin chào",
  intro: "Đây là những việc bạn có thể làm tại <strong>{{store}}</strong> hôm nay.",
  introNoStore: "Đây là những việc bạn có thể làm tại cửa hàng của mình hôm nay.",
  addProduct: {
    title: "Thêm sản phẩm",
    text: "Đặt tiêu đề, viết mô tả và gắn thẻ. Sản phẩm bán chạy tiếp theo của bạn bắt đầu từ đây.",
  },
  manageProducts: {
    title: "Quản lý sản phẩm",
    text: "Tìm kiếm, lọc và chỉnh sửa danh mục sản phẩm, dù đã đăng bán hay chưa.",
  },
  access: {
    title: "Quyền truy cập của bạn",
    text: "Tài khoản của bạn chỉ xem được một số phần của cửa hàng này. Hãy hỏi chủ cửa hàng nếu bạn cần thêm quyền.",
  },
  outbox: {
    title: "Hộp thư đi",
    text: "Mọi email mà nền tảng đã gửi, mới nhất ở trên cùng.",
  },
  online: "Cửa hàng của bạn đang hoạt động tại <link>{{domain}}</link>.",
} as const satisfies Translation<typeof en>;
