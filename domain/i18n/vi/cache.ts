import type { cache as en } from "../en/cache";
import type { Translation } from "../translation";

export const cache = {
  title: "Xoá bộ nhớ đệm",
  introCloudflare: "Trang và nguồn cấp được lưu đệm bởi ứng dụng và bởi Cloudflare. Hãy xoá bộ nhớ đệm sau một thay đổi cần hiển thị ngay.",
  introApp: "Nguồn cấp được ứng dụng lưu đệm trong vài phút. Hãy xoá bộ nhớ đệm sau một thay đổi cần hiển thị ngay.",
  urls: {
    title: "Xoá bộ nhớ đệm theo URL",
    label: "Danh sách URL",
    hint: "Mỗi dòng một URL, bắt đầu bằng http:// hoặc https://. Tối đa {{n}} URL mỗi lần.",
    submit: "Xoá bộ nhớ đệm",
  },
  all: {
    open: "Xoá toàn bộ bộ nhớ đệm",
    title: "Xoá toàn bộ bộ nhớ đệm",
    body: "Mọi dữ liệu lưu đệm của cửa hàng này sẽ bị xoá. Trang và nguồn cấp sẽ tải chậm hơn một chút cho đến khi bộ nhớ đệm đầy trở lại.",
    submit: "Xoá toàn bộ bộ nhớ đệm",
    failed: "Chưa xoá được bộ nhớ đệm",
  },
  cleared: "Đã xoá bộ nhớ đệm",
  clearedUrls_one: "Đã xoá bộ nhớ đệm của {{n}} URL",
  clearedUrls_other: "Đã xoá bộ nhớ đệm của {{n}} URL",
  history: {
    title: "Lần xoá gần đây",
    emptyTitle: "Chưa có lần xoá bộ nhớ đệm nào",
    emptyBody: "Mỗi lần xoá được liệt kê tại đây, kèm nội dung đã xoá và kết quả.",
    what: "Nội dung",
    result: "Kết quả",
    when: "Thời gian",
    allCache: "Toàn bộ bộ nhớ đệm",
    more: "và {{n}} URL khác",
    someone: "Ai đó",
    appCache: "Bộ nhớ đệm ứng dụng",
    cleared: "Đã xoá",
    failed: "Thất bại",
  },
} as const satisfies Translation<typeof en>;
