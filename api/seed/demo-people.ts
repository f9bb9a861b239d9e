// The demo history's buyers and where they come from: mostly buyers of the store's language (Vietnamese names, phones
// and addresses for a vi store, English ones for an en store) and about 15% of the other one (issue 9's "vi/en": in a
// vi store, foreigners living in Vietnam or ordering from abroad); referrers, UTM parameters and countries in the mix a
// small Vietnamese shop sees.
import type { Address } from "../db/schema/customers";
import type { Attribution } from "./demo-calls";

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** One of `items` by weight. */
export function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1]![0];
}

const VI_FAMILY: [string, number][] = [
  ["Nguyễn", 38],
  ["Trần", 11],
  ["Lê", 9],
  ["Phạm", 7],
  ["Hoàng", 5],
  ["Huỳnh", 4],
  ["Phan", 4],
  ["Vũ", 4],
  ["Võ", 3],
  ["Đặng", 2],
  ["Bùi", 2],
  ["Đỗ", 2],
  ["Hồ", 2],
  ["Ngô", 2],
  ["Dương", 1],
  ["Lý", 1],
];
const VI_MIDDLE = ["Thị", "Văn", "Minh", "Ngọc", "Thanh", "Hoàng", "Đức", "Thu", "Bảo", "Gia", "Quốc", "Hữu", "Kim", "Phương"];
const VI_GIVEN = [
  "Anh",
  "Linh",
  "Hương",
  "Trang",
  "Tuấn",
  "Hùng",
  "Nam",
  "Hà",
  "Mai",
  "Lan",
  "Phương",
  "Dũng",
  "Khoa",
  "Vy",
  "Thảo",
  "Quân",
  "Huy",
  "Ngân",
  "Tâm",
  "Long",
  "Hạnh",
  "Yến",
  "Nhung",
  "Sơn",
  "Châu",
  "Trâm",
  "Duy",
  "Hiếu",
];
const VI_STREETS = [
  "Lê Lợi",
  "Nguyễn Huệ",
  "Trần Hưng Đạo",
  "Hai Bà Trưng",
  "Lý Thường Kiệt",
  "Điện Biên Phủ",
  "Cách Mạng Tháng Tám",
  "Võ Văn Tần",
  "Pasteur",
  "Nguyễn Trãi",
  "Lê Duẩn",
  "Phan Đình Phùng",
  "Nguyễn Văn Cừ",
  "Bạch Đằng",
  "Hùng Vương",
  "Quang Trung",
];
/** City, province, weight: where a small fashion shop's parcels go. */
const VI_CITIES: [[string, string, string], number][] = [
  [["Hồ Chí Minh", "Hồ Chí Minh", "700000"], 40],
  [["Hà Nội", "Hà Nội", "100000"], 28],
  [["Đà Nẵng", "Đà Nẵng", "550000"], 8],
  [["Hải Phòng", "Hải Phòng", "180000"], 4],
  [["Cần Thơ", "Cần Thơ", "900000"], 4],
  [["Biên Hòa", "Đồng Nai", "810000"], 3],
  [["Nha Trang", "Khánh Hòa", "650000"], 3],
  [["Huế", "Thừa Thiên Huế", "530000"], 3],
  [["Vũng Tàu", "Bà Rịa - Vũng Tàu", "790000"], 2],
  [["Đà Lạt", "Lâm Đồng", "670000"], 2],
  [["Thủ Dầu Một", "Bình Dương", "820000"], 3],
];
const VI_PHONE_PREFIXES = ["090", "091", "093", "094", "096", "097", "098", "086", "032", "035", "038", "070", "077", "079", "081", "083", "088"];

const EN_FIRST = ["Emma", "Olivia", "Ava", "Sophia", "Mia", "Liam", "Noah", "James", "Lucas", "Ethan", "Grace", "Chloe", "Daniel", "Henry", "Zoe", "Jack"];
const EN_LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Garcia", "Wilson", "Taylor", "Clark", "Lewis", "Walker", "Young"];
const EN_STREETS = ["Main St", "Oak Ave", "Maple Dr", "Pine St", "Cedar Ln", "Elm St", "Market St", "Park Ave", "Lake Rd", "Hill St"];
type City = [city: string, province: string, zip: string, countryCode: string];
const EN_CITIES: [City, number][] = [
  [["San Francisco", "CA", "94103", "US"], 12],
  [["Los Angeles", "CA", "90012", "US"], 12],
  [["Seattle", "WA", "98101", "US"], 8],
  [["New York", "NY", "10001", "US"], 14],
  [["Austin", "TX", "73301", "US"], 7],
  [["Chicago", "IL", "60601", "US"], 8],
  [["Toronto", "ON", "M5H 2N2", "CA"], 5],
  [["London", "", "EC1A 1BB", "GB"], 5],
  [["Sydney", "NSW", "2000", "AU"], 3],
];
/** Where a vi store's English-speaking buyers abroad order from: the Vietnamese diaspora's and the tourists' countries. */
const ABROAD_CITIES: [City, number][] = [
  [["San Jose", "CA", "95112", "US"], 10],
  [["Houston", "TX", "77036", "US"], 7],
  [["Westminster", "CA", "92683", "US"], 6],
  [["Seattle", "WA", "98101", "US"], 4],
  [["Sydney", "NSW", "2000", "AU"], 7],
  [["Melbourne", "VIC", "3000", "AU"], 6],
  [["Toronto", "ON", "M5H 2N2", "CA"], 5],
  [["London", "", "EC1A 1BB", "GB"], 5],
  [["Singapore", "", "018989", "SG"], 5],
  [["Auckland", "", "1010", "NZ"], 2],
];
/** Where foreigners who live in Vietnam have parcels sent. */
const EXPAT_CITIES: [[string, string, string], number][] = [
  [["Hồ Chí Minh", "Hồ Chí Minh", "700000"], 50],
  [["Hà Nội", "Hà Nội", "100000"], 30],
  [["Đà Nẵng", "Đà Nẵng", "550000"], 12],
  [["Hội An", "Quảng Nam", "560000"], 5],
  [["Nha Trang", "Khánh Hòa", "650000"], 3],
];
/** A mobile number as its country writes it, with the dial code (SPEC §3's countries). */
const MOBILE: Record<string, (random: Random) => string> = {
  US: (r) => `+1 ${200 + Math.floor(r() * 700)} 555 ${digits(r, 4)}`,
  CA: (r) => `+1 ${200 + Math.floor(r() * 700)} 555 ${digits(r, 4)}`,
  GB: (r) => `+44 7${digits(r, 3)} ${digits(r, 6)}`,
  AU: (r) => `+61 4${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
  NZ: (r) => `+64 21 ${digits(r, 3)} ${digits(r, 4)}`,
  SG: (r) => `+65 ${8 + Math.floor(r() * 2)}${digits(r, 3)} ${digits(r, 4)}`,
  VN: (r) => `+84 ${pick(r, ["90", "91", "93", "96", "97", "98", "86", "70", "77"])} ${digits(r, 3)} ${digits(r, 4)}`,
};
const digits = (random: Random, n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, "0");
/** The share of a store's buyers who speak the other language. */
export const OTHER_LANGUAGE_SHARE = 0.15;
/** Of those, the share who order from abroad (a vi store's foreigners; an en store's Vietnamese order from Vietnam). */
const ABROAD_SHARE = 0.45;
const MAIL_HOSTS: [string, number][] = [
  ["gmail.com", 70],
  ["yahoo.com", 10],
  ["outlook.com", 8],
  ["icloud.com", 6],
  ["hotmail.com", 6],
];

/** "Nguyễn Thị Lan" → "nguyen.thi.lan": for e-mail addresses. */
export const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");

export interface Buyer {
  /** The language the buyer speaks (their name and address are of it). */
  language: "vi" | "en";
  /** Lives outside the store's country (Vietnam for a vi store; the US, Canada, the UK, Australia for an en one). */
  abroad: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: Address;
  /** Whether they leave an e-mail at checkout (many Vietnamese COD buyers give a phone only). */
  givesEmail: boolean;
}

/**
 * A buyer of a `storeLanguage` store; `n` keeps e-mail addresses apart. About 15% speak the other language, and of
 * those about 45% live abroad; `forced` fixes both (the history makes sure even a small demo has a foreign buyer).
 */
export function makeBuyer(random: Random, storeLanguage: "vi" | "en", n: number, forced?: { language: "vi" | "en"; abroad: boolean }): Buyer {
  const other = storeLanguage === "vi" ? "en" : "vi";
  const language = forced?.language ?? (random() < OTHER_LANGUAGE_SHARE ? other : storeLanguage);
  const abroad = forced?.abroad ?? (language !== storeLanguage && random() < ABROAD_SHARE);
  if (language === "en") {
    const firstName = pick(random, EN_FIRST);
    const lastName = pick(random, EN_LAST);
    const email = `${ascii(`${firstName} ${lastName}`)}${n}@${weighted(random, MAIL_HOSTS)}`;
    const givesEmail = random() < 0.97;
    const street = `${1 + Math.floor(random() * 2400)} ${pick(random, EN_STREETS)}`;
    // An English speaker in a vi store lives in Vietnam unless abroad; in an en store, at home unless abroad (Vietnam).
    const inVietnam = storeLanguage === "vi" ? !abroad : abroad;
    if (inVietnam) {
      const [city, province, zip] = weighted(random, EXPAT_CITIES);
      const phone = MOBILE.VN!(random);
      const address1 = `${1 + Math.floor(random() * 300)} ${pick(random, VI_STREETS)}`;
      return {
        language,
        abroad,
        firstName,
        lastName,
        email,
        phone,
        givesEmail,
        address: { firstName, lastName, address1, address2: "", city, province, zip, countryCode: "VN", phone },
      };
    }
    const [city, province, zip, countryCode] = weighted(random, storeLanguage === "vi" ? ABROAD_CITIES : EN_CITIES);
    const phone = MOBILE[countryCode]!(random);
    return {
      language,
      abroad,
      firstName,
      lastName,
      email,
      phone,
      givesEmail,
      address: { firstName, lastName, address1: street, city, province, zip, countryCode, phone },
    };
  }
  // Họ (family) is the last name, tên đệm + tên the first: how Vietnamese checkout forms split a name.
  const lastName = weighted(random, VI_FAMILY);
  const firstName = `${pick(random, VI_MIDDLE)} ${pick(random, VI_GIVEN)}`;
  const email = `${ascii(`${lastName} ${firstName}`)}${n}@${weighted(random, MAIL_HOSTS)}`;
  // A Vietnamese buyer of an en store lives in the US, Canada, the UK or Australia unless abroad (in Vietnam).
  if (storeLanguage === "en" && !abroad) {
    const [city, province, zip, countryCode] = weighted(random, EN_CITIES);
    const phone = MOBILE[countryCode]!(random);
    const address1 = `${1 + Math.floor(random() * 2400)} ${pick(random, EN_STREETS)}`;
    return {
      language,
      abroad,
      firstName,
      lastName,
      email,
      phone,
      givesEmail: random() < 0.9,
      address: { firstName, lastName, address1, city, province, zip, countryCode, phone },
    };
  }
  const [city, province, zip] = weighted(random, VI_CITIES);
  const phone = `${pick(random, VI_PHONE_PREFIXES)}${digits(random, 7)}`;
  const street = `${1 + Math.floor(random() * 300)}${random() < 0.2 ? `/${1 + Math.floor(random() * 40)}` : ""} ${pick(random, VI_STREETS)}`;
  return {
    language,
    abroad,
    firstName,
    lastName,
    email,
    phone,
    givesEmail: random() < 0.8,
    address: {
      firstName,
      lastName,
      address1: street,
      address2: random() < 0.5 ? `Phường ${1 + Math.floor(random() * 15)}` : "",
      city,
      province,
      zip,
      countryCode: "VN",
      phone,
    },
  };
}

type Source = Omit<Attribution, "sessionId" | "country">;
const SOURCES: [Source, number][] = [
  [{}, 32], // direct
  [{ referrer: "https://www.google.com/" }, 24],
  [{ referrer: "https://m.facebook.com/", utmSource: "facebook", utmMedium: "cpc", utmCampaign: "ao-dai-moi" }, 12],
  [{ referrer: "https://l.facebook.com/", utmSource: "facebook", utmMedium: "social" }, 8],
  [{ referrer: "https://www.tiktok.com/", utmSource: "tiktok", utmMedium: "social", utmCampaign: "xu-huong" }, 8],
  [{ referrer: "https://zalo.me/", utmSource: "zalo", utmMedium: "social" }, 6],
  [{ referrer: "https://www.instagram.com/", utmSource: "instagram", utmMedium: "social" }, 5],
  [{ utmSource: "newsletter", utmMedium: "email", utmCampaign: "khuyen-mai-thang" }, 4],
  [{ referrer: "https://shopee.vn/" }, 1],
];
const VI_COUNTRIES: [string, number][] = [
  ["VN", 92],
  ["US", 2],
  ["AU", 1],
  ["JP", 1],
  ["KR", 1],
  ["SG", 1],
  ["DE", 1],
  ["FR", 1],
];
const EN_COUNTRIES: [string, number][] = [
  ["US", 72],
  ["CA", 8],
  ["GB", 8],
  ["AU", 5],
  ["DE", 3],
  ["VN", 2],
  ["NZ", 2],
];

/** Where a visit came from: a referrer and UTM parameters, and the visitor's country (a buyer abroad visits from home). */
export function makeAttribution(random: Random, language: "vi" | "en", sessionId: string, buyer?: Buyer): Attribution {
  const source = weighted(random, SOURCES);
  const country = weighted(random, language === "en" ? EN_COUNTRIES : VI_COUNTRIES);
  return { sessionId, ...source, country: buyer?.abroad ? buyer.address.countryCode : country };
}

export const TRACKING: { company: string; url: (n: string) => string; prefix: string }[] = [
  { company: "GHN", prefix: "GHN", url: (n) => `https://donhang.ghn.vn/?order_code=${n}` },
  { company: "GHTK", prefix: "S1", url: (n) => `https://i.ghtk.vn/${n}` },
  { company: "Viettel Post", prefix: "VTP", url: (n) => `https://viettelpost.com.vn/tra-cuu-hanh-trinh-don/?code=${n}` },
  { company: "J&T Express", prefix: "JT", url: (n) => `https://jtexpress.vn/vi/tracking?billcodes=${n}` },
];
export const EN_TRACKING: typeof TRACKING = [
  { company: "USPS", prefix: "9400", url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { company: "UPS", prefix: "1Z", url: (n) => `https://www.ups.com/track?tracknum=${n}` },
];
