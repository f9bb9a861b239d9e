// The demo catalog's raw material: a Vietnamese shop selling apparel, crafts and coffee,
// with titles in Vietnamese and English as real merchants mix them.

export interface CatalogLine {
  productType: string;
  vendors: string[];
  /** Base titles; the seed adds a variant (colour, size, weight…) from `variants`. */
  titles: string[];
  variants: string[];
  tags: string[];
  blurb: string[];
}

export const CATALOG: CatalogLine[] = [
  {
    productType: "Áo dài",
    vendors: ["Lụa Hà Đông", "Thanh Hương Couture", "Áo Dài Xưa"],
    titles: ["Áo dài lụa tơ tằm", "Áo dài cách tân", "Áo dài gấm Thượng Hải", "Áo dài cưới thêu hoa sen", "Silk Ao Dai", "Áo dài nhung"],
    variants: ["Đỏ", "Trắng", "Vàng", "Xanh ngọc", "Hồng phấn", "Tím Huế", "Red", "Ivory"],
    tags: ["áo dài", "lụa", "tết", "cưới", "handmade", "traditional"],
    blurb: [
      "May đo thủ công từ lụa tơ tằm, mềm mát và thoáng khí.",
      "Tailored from mulberry silk, cut close at the waist with a flowing panel.",
      "Phù hợp cho lễ Tết, đám cưới và chụp ảnh kỷ yếu.",
    ],
  },
  {
    productType: "Nón",
    vendors: ["Làng Nón Chuông", "Huế Craft"],
    titles: ["Nón lá bài thơ Huế", "Nón lá vẽ tay", "Conical Hat", "Nón lá trẻ em", "Nón quai thao"],
    variants: ["Tự nhiên", "Hoa sen", "Phong cảnh", "Natural", "Mini"],
    tags: ["nón lá", "handmade", "quà tặng", "souvenir", "huế"],
    blurb: [
      "Đan từ lá cọ phơi sương, vành chằm 16 lớp.",
      "Hand-stitched palm leaves over a bamboo frame; light, sturdy and shade-giving.",
      "Soi lên nắng để thấy hình và câu thơ ẩn trong lớp lá.",
    ],
  },
  {
    productType: "Cà phê",
    vendors: ["Buôn Ma Thuột Roasters", "Cà Phê Cầu Đất", "Saigon Bean Co."],
    titles: ["Cà phê Robusta rang xay", "Cà phê Arabica Cầu Đất", "Cà phê chồn", "Cold Brew Blend", "Cà phê phin giấy", "Cà phê muối"],
    variants: ["250g", "500g", "1kg", "hạt nguyên", "xay phin", "Whole bean"],
    tags: ["cà phê", "robusta", "arabica", "coffee", "đặc sản", "quà tặng"],
    blurb: [
      "Rang mộc, không tẩm, đậm vị và hậu ngọt.",
      "Single-origin beans from the Central Highlands, roasted weekly in small batches.",
      "Pha phin 25g với 100ml nước sôi, thêm sữa đặc tuỳ thích.",
    ],
  },
  {
    productType: "Gốm sứ",
    vendors: ["Gốm Bát Tràng", "Gốm Chu Đậu", "Minh Long Studio"],
    titles: ["Bình gốm Bát Tràng men lam", "Bộ ấm chén men rạn", "Đĩa gốm vẽ tay", "Ceramic Mug", "Lọ hoa men hỏa biến", "Bát ăn cơm men trắng"],
    variants: ["nhỏ", "vừa", "lớn", "Blue", "Celadon", "Set 6"],
    tags: ["gốm", "bát tràng", "ceramic", "decor", "quà tặng", "handmade"],
    blurb: [
      "Nung ở 1.250°C, men lam vẽ tay bởi nghệ nhân làng gốm.",
      "Glazed stoneware, dishwasher safe; every piece varies slightly.",
      "Đóng hộp xốp chống sốc, giao toàn quốc.",
    ],
  },
  {
    productType: "Lụa",
    vendors: ["Lụa Vạn Phúc", "Lụa Hà Đông", "Mekong Silk"],
    titles: ["Khăn lụa tơ tằm", "Khăn choàng lụa", "Silk Scarf", "Gối lụa thêu tay", "Vải lụa may áo (mét)", "Silk Pillowcase"],
    variants: ["Xanh lá", "Đỏ đô", "Be", "Navy", "Hoa đào", "Trơn"],
    tags: ["lụa", "tơ tằm", "silk", "quà tặng", "vạn phúc"],
    blurb: [
      "Dệt trên khung cửi làng Vạn Phúc, mặt lụa bóng tự nhiên.",
      "Pure mulberry silk, hand-rolled edges.",
      "Giặt tay với nước lạnh, phơi nơi thoáng mát.",
    ],
  },
  {
    productType: "Áo thun",
    vendors: ["Saigon Streetwear", "Local Brand VN", "Hanoi Basics"],
    titles: ["Áo thun cotton basic", "Áo thun in hình phố cổ", "Graphic Tee Saigon", "Áo thun oversize", "Áo polo nam", "Linen Shirt"],
    variants: ["S", "M", "L", "XL", "Đen", "Trắng", "Olive"],
    tags: ["áo thun", "cotton", "unisex", "streetwear", "mùa hè", "sale"],
    blurb: ["Cotton 100% định lượng 250gsm, không xù lông.", "Relaxed fit, pre-shrunk, printed with water-based inks.", "Form rộng, phù hợp cả nam và nữ."],
  },
  {
    productType: "Túi xách",
    vendors: ["Cói Nga Sơn", "Mây Tre Đan Phú Vinh"],
    titles: ["Túi cói đi biển", "Giỏ mây đan tay", "Rattan Bag", "Túi vải thổ cẩm", "Ví cầm tay thêu"],
    variants: ["Tự nhiên", "Nâu", "Mini", "Large", "Sọc"],
    tags: ["túi", "cói", "mây tre", "handmade", "du lịch", "eco"],
    blurb: ["Đan thủ công từ cói Nga Sơn, lót vải bên trong.", "Woven by hand from sea sedge; a summer classic."],
  },
  {
    productType: "Trà",
    vendors: ["Trà Thái Nguyên", "Shan Tuyết Hà Giang"],
    titles: ["Trà xanh Thái Nguyên", "Trà sen Tây Hồ", "Shan Tuyet Tea", "Trà ô long", "Trà atisô Đà Lạt"],
    variants: ["100g", "200g", "hộp quà", "Tin 50g"],
    tags: ["trà", "tea", "đặc sản", "quà tặng", "tết"],
    blurb: ["Búp non hái tay, sao chè bằng chảo gang.", "Ancient-tree leaves from the northern highlands, hand-rolled."],
  },
  {
    productType: "",
    vendors: ["", "Backroom Demo"],
    titles: ["Thiệp chúc Tết", "Gift Card", "Phí vận chuyển nhanh", "Sample Pack"],
    variants: ["100.000đ", "200.000đ", "500.000đ", "Standard"],
    tags: ["gift", "quà tặng"],
    blurb: ["Dùng cho mọi sản phẩm trong cửa hàng.", "Redeemable online, valid for 12 months."],
  },
];

export const EXTRA_TAGS = ["new", "bestseller", "sale", "limited", "eco", "made in vietnam", "hàng mới về", "freeship"];
