import type { mail as en } from "../en/mail";
import type { Translation } from "../translation";

export const mail = {
  verify: {
    subject: "Xác minh email của bạn cho Backroom",
    intro: "Chào mừng bạn đến với Backroom. Hãy mở đường dẫn này để xác minh địa chỉ email (có hiệu lực trong 48 giờ):",
    link: "Xác minh email của tôi",
    outro: "Nếu bạn không đăng ký, hãy bỏ qua thư này.",
  },
  signUpAttempt: {
    subject: "Có người đã thử đăng ký Backroom bằng email của bạn",
    intro: "Có người đã thử tạo tài khoản Backroom bằng địa chỉ này, trong khi địa chỉ này đã có tài khoản.",
    outro: "Nếu đó là bạn, hãy đăng nhập, hoặc dùng 'Quên mật khẩu' để chọn mật khẩu mới. Nếu không, bạn có thể bỏ qua thư này.",
  },
  reset: {
    subject: "Đặt lại mật khẩu Backroom của bạn",
    intro: "Hãy mở đường dẫn này để chọn mật khẩu mới (có hiệu lực trong 1 giờ):",
    link: "Chọn mật khẩu mới",
    outro: "Nếu bạn không yêu cầu việc này, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.",
  },
  invite: {
    subject: 'Bạn được mời tham gia cửa hàng "{{store}}" trên Backroom',
    intro: 'Bạn được mời cùng quản lý cửa hàng "{{store}}" trên Backroom. Hãy mở đường dẫn này để chấp nhận (có hiệu lực trong 7 ngày):',
    link: "Chấp nhận lời mời",
    outro: "Nếu bạn không mong đợi thư này, hãy bỏ qua nó.",
  },
  emailChange: {
    subject: "Xác nhận email mới cho Backroom",
    intro:
      "Có người đã yêu cầu dùng địa chỉ này cho một tài khoản Backroom. Hãy mở đường dẫn này để xác nhận (có hiệu lực trong 24 giờ); email của tài khoản chỉ thay đổi khi đó:",
    link: "Dùng email này",
    outro: "Nếu bạn không yêu cầu việc này, hãy bỏ qua thư này; không có gì thay đổi.",
  },
  emailChanged: {
    subject: "Email của tài khoản Backroom của bạn đã được đổi",
    intro: "Email của tài khoản Backroom của bạn đã được đổi thành {{email}}. Từ nay bạn đăng nhập bằng địa chỉ đó.",
    outro: "Nếu không phải bạn làm việc này, hãy trả lời thư này hoặc liên hệ ngay với bộ phận hỗ trợ của Backroom.",
  },
} as const satisfies Translation<typeof en>;
