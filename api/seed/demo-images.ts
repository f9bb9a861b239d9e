// The demo catalog's pictures: the illustrations in demo-images/ (drawn and rendered by scripts/demo-images/, committed),
// attached through the API as a merchant would: each file uploaded once by the SPEC §7 presigned flow, then every
// product saved with `images` (ADR 009), which may name the same uploaded key on many products. Runs on the first
// demo start, before the history (demo-history.ts), so the orders' lines copy their product's picture.
import fs from "node:fs/promises";
import type { Db } from "../db/client";
import type { ProductDto } from "../../domain/product";
import type { MediaStorage } from "../storage";
import * as calls from "./demo-calls";
import { expectOk as expectOkOf, pool, startSeedingApi, type SeedAnswer, type SeedingApi } from "./seeding-api";

/** Every picture (demo-images/{name}.jpg) and what it shows, for alt texts in the store's language. */
export const DEMO_PICTURES: Record<string, { vi: string; en: string }> = {
  "ao-dai-red": { vi: "Áo dài đỏ thêu hoa sen", en: "Red ao dai with an embroidered lotus" },
  "ao-dai-white": { vi: "Áo dài trắng thêu hoa sen", en: "White ao dai with an embroidered lotus" },
  "ao-dai-yellow": { vi: "Áo dài vàng thêu hoa sen", en: "Yellow ao dai with an embroidered lotus" },
  "ao-dai-jade": { vi: "Áo dài xanh ngọc thêu hoa sen", en: "Jade ao dai with an embroidered lotus" },
  "ao-dai-pink": { vi: "Áo dài hồng phấn thêu hoa sen", en: "Pink ao dai with an embroidered lotus" },
  "ao-dai-purple": { vi: "Áo dài tím Huế thêu hoa sen", en: "Hue purple ao dai with an embroidered lotus" },
  "ao-dai-gift-box": { vi: "Áo dài gấp trong hộp quà", en: "An ao dai folded in its gift box" },
  "non-la": { vi: "Nón lá truyền thống", en: "A traditional conical hat" },
  "non-la-painted": { vi: "Nón lá vẽ hoa sen", en: "A conical hat painted with lotus flowers" },
  "non-la-poem": { vi: "Nón bài thơ soi dưới nắng", en: "A poem hat held against the sun" },
  "coffee-bag": { vi: "Túi cà phê rang xay", en: "A bag of roasted coffee" },
  "coffee-phin": { vi: "Cà phê phin với sữa đặc", en: "Phin-dripped coffee with condensed milk" },
  "coffee-beans": { vi: "Bao cà phê hạt và muỗng gỗ", en: "A sack of coffee beans and a wooden scoop" },
  "vase-blue": { vi: "Bình gốm men lam vẽ tay", en: "A hand-painted blue and white vase" },
  "vase-flambe": { vi: "Lọ hoa men hỏa biến", en: "A flambé-glazed vase" },
  "tea-set": { vi: "Bộ ấm chén men rạn", en: "A crackle-glazed teapot and cups" },
  "mug-celadon": { vi: "Cốc gốm men ngọc", en: "A celadon mug" },
  "plate-bowl": { vi: "Đĩa và bát gốm men lam", en: "A blue and white plate and bowl" },
  "scarf-green": { vi: "Khăn lụa xanh lá", en: "A green silk scarf" },
  "scarf-burgundy": { vi: "Khăn lụa đỏ đô", en: "A burgundy silk scarf" },
  "scarf-beige": { vi: "Khăn lụa màu be", en: "A beige silk scarf" },
  "scarf-navy": { vi: "Khăn lụa xanh navy", en: "A navy silk scarf" },
  "scarf-blossom": { vi: "Khăn lụa hoa đào", en: "A peach blossom silk scarf" },
  "scarf-ivory": { vi: "Khăn lụa trơn màu ngà", en: "A plain ivory silk scarf" },
  "silk-pillow": { vi: "Gối lụa thêu hoa sen", en: "A silk cushion embroidered with a lotus" },
  "silk-bolt": { vi: "Cây vải lụa", en: "A bolt of silk" },
  "tee-black": { vi: "Áo thun đen", en: "A black T-shirt" },
  "tee-white": { vi: "Áo thun trắng", en: "A white T-shirt" },
  "tee-olive": { vi: "Áo thun màu olive", en: "An olive T-shirt" },
  "tee-blue": { vi: "Áo thun xanh", en: "A blue T-shirt" },
  "tee-old-town": { vi: "Áo thun in hình phố cổ", en: "A T-shirt printed with the old quarter" },
  polo: { vi: "Áo polo xanh navy", en: "A navy polo shirt" },
  "linen-shirt": { vi: "Áo sơ mi linen", en: "A linen shirt" },
  "rattan-bag": { vi: "Túi mây đan tròn", en: "A round rattan bag" },
  "sedge-tote": { vi: "Túi cói kẻ sọc", en: "A striped sedge tote" },
  "brocade-pouch": { vi: "Ví thổ cẩm", en: "A brocade pouch" },
  "tea-tin": { vi: "Hộp thiếc đựng trà", en: "A tin of tea" },
  "tea-gift-box": { vi: "Hộp quà trà", en: "A tea gift box" },
  "lotus-tea": { vi: "Chén trà sen", en: "A cup of lotus tea" },
  "gift-card": { vi: "Thẻ quà tặng", en: "Gift cards" },
  "tet-card": { vi: "Thiệp chúc Tết hoa mai", en: "A Tet greeting card with apricot blossoms" },
  "express-parcel": { vi: "Gói hàng giao nhanh", en: "An express parcel" },
  "sample-pack": { vi: "Hộp quà mẫu thử", en: "A sample pack" },
};

/** The title's colour word (the seed catalog's variants, vi and en) → the tint of that picture. */
const AO_DAI_COLOURS: Record<string, string> = {
  Đỏ: "red",
  Red: "red",
  Trắng: "white",
  Ivory: "white",
  Vàng: "yellow",
  "Xanh ngọc": "jade",
  "Hồng phấn": "pink",
  "Tím Huế": "purple",
};
const SCARF_COLOURS: Record<string, string> = { "Xanh lá": "green", "Đỏ đô": "burgundy", Be: "beige", Navy: "navy", "Hoa đào": "blossom", Trơn: "ivory" };
const TEE_COLOURS: Record<string, string> = { Đen: "black", Trắng: "white", Olive: "olive" };

/**
 * A product's pictures, cover first: by its catalog line (product type) and the words of its title ("Base - Variant",
 * seed-catalog.ts). `gallery` adds up to two more of the same line, for the editor's media card.
 */
export function picturesFor(product: { title: string; productType: string }, gallery: boolean): string[] {
  const cut = product.title.lastIndexOf(" - ");
  const base = cut < 0 ? product.title : product.title.slice(0, cut);
  const variant = cut < 0 ? "" : product.title.slice(cut + 3);
  const has = (...words: string[]) => words.some((w) => base.includes(w));
  let cover: string;
  let more: string[];
  switch (product.productType) {
    case "Áo dài":
      cover = `ao-dai-${AO_DAI_COLOURS[variant] ?? "red"}`;
      more = ["ao-dai-gift-box"];
      break;
    case "Nón":
      cover = has("vẽ tay") || ["Hoa sen", "Phong cảnh"].includes(variant) ? "non-la-painted" : has("bài thơ") ? "non-la-poem" : "non-la";
      more = ["non-la-poem", "non-la"];
      break;
    case "Cà phê":
      cover = has("muối") ? "coffee-phin" : ["hạt nguyên", "Whole bean"].includes(variant) ? "coffee-beans" : "coffee-bag";
      more = ["coffee-phin", "coffee-beans", "coffee-bag"];
      break;
    case "Gốm sứ":
      cover = has("Bình gốm")
        ? "vase-blue"
        : has("hỏa biến")
          ? "vase-flambe"
          : has("ấm chén")
            ? "tea-set"
            : has("Mug")
              ? "mug-celadon"
              : has("Đĩa", "Bát")
                ? "plate-bowl"
                : "vase-blue";
      more = ["tea-set", "plate-bowl", "mug-celadon"];
      break;
    case "Lụa":
      cover = has("Gối", "Pillow") ? "silk-pillow" : has("Vải lụa") ? "silk-bolt" : `scarf-${SCARF_COLOURS[variant] ?? "ivory"}`;
      more = ["silk-bolt", "silk-pillow"];
      break;
    case "Áo thun":
      cover = has("phố cổ", "Graphic") ? "tee-old-town" : has("polo") ? "polo" : has("Linen") ? "linen-shirt" : `tee-${TEE_COLOURS[variant] ?? "blue"}`;
      more = ["tee-old-town", "tee-white", "tee-black"];
      break;
    case "Túi xách":
      cover = has("cói") || variant === "Sọc" ? "sedge-tote" : has("mây", "Rattan") ? "rattan-bag" : "brocade-pouch";
      more = ["rattan-bag", "sedge-tote", "brocade-pouch"];
      break;
    case "Trà":
      cover = has("sen") ? "lotus-tea" : variant === "hộp quà" ? "tea-gift-box" : "tea-tin";
      more = ["lotus-tea", "tea-gift-box", "tea-tin"];
      break;
    default:
      cover = has("Tết") ? "tet-card" : has("Gift") ? "gift-card" : has("vận chuyển") ? "express-parcel" : "sample-pack";
      more = [];
  }
  return gallery ? [cover, ...more.filter((m) => m !== cover).slice(0, 2)] : [cover];
}

/** About a third of the products get a gallery; which ones depends on the handle only, so every start picks the same. */
function hasGallery(handle: string): boolean {
  let h = 0;
  for (const ch of handle) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return h % 3 === 0;
}

export interface DemoImagesWho {
  storeId: string;
  language: "vi" | "en";
  owner: { email: string };
  password: string;
}

export interface DemoImagesReport {
  uploads: number;
  products: number;
  images: number;
  refused: number;
  ms: number;
}

/** What the seed reads of a listed product and sends back with its pictures. */
type ListedProduct = Pick<ProductDto, "_id" | "title" | "handle" | "description" | "published" | "tags" | "productType" | "vendor" | "version" | "createdAt">;

const MINUTE = 60_000;

/** The answer's body, or the pictures' step stops with what the API said (seeding-api.ts). */
const expectOk = <T>(answer: SeedAnswer, what: string): T => expectOkOf<T>(answer, "demo images", what);

/**
 * Uploads each picture the catalog needs once (now: an upload link expires 15 minutes after the API's clock) and saves
 * every product of the store with its pictures. `storage` must be the server's own: the files are served from it afterwards.
 */
export async function seedDemoImages(
  db: Db,
  storage: MediaStorage,
  who: DemoImagesWho,
  opts: { concurrency?: number; log?: (entry: Record<string, unknown>) => void } = {},
): Promise<DemoImagesReport> {
  const started = performance.now();
  const { concurrency = 6, log = () => {} } = opts;
  const api = await startSeedingApi(db, { storage });
  let token: string | null = null;
  try {
    token = expectOk<{ token: string }>(await calls.signIn(api, who.owner.email, who.password), "sign in").token;
    const owner = { token, storeId: who.storeId };
    const products: ListedProduct[] = [];
    for (let page = 1; ; page++) {
      const answer = expectOk<{ products: ListedProduct[]; total: number }>(await calls.listProducts(api, owner, page, { drafts: true }), "list products");
      products.push(...answer.products);
      if (page * 200 >= answer.total) break;
    }
    const plans = products.map((p) => ({ product: p, pictures: picturesFor(p, hasGallery(p.handle)) }));

    // Each picture once; its key then goes on every product that shows it.
    const needed = [...new Set(plans.flatMap((p) => p.pictures))];
    const keys = new Map<string, string>();
    await pool(needed, concurrency, async (name) => {
      keys.set(name, await upload(api, owner, `${name}.jpg`));
    });

    const report: DemoImagesReport = { uploads: keys.size, products: 0, images: 0, refused: 0, ms: 0 };
    const now = Date.now();
    await pool(plans, concurrency, async ({ product, pictures }) => {
      const { _id, title, handle, description, published, tags, productType, vendor, version } = product;
      // Saved with its pictures a few minutes after it was made (the seeding instance's clock, ADR 042), so the list's
      // "Updated" keeps the catalog's spread of dates rather than showing today on every product.
      const at = new Date(Math.min(now, new Date(product.createdAt).getTime() + 7 * MINUTE));
      const images = pictures.map((name, i) => {
        const alt = i === 0 ? title : DEMO_PICTURES[name]![who.language];
        return { src: keys.get(name)!, alt, alt_text: alt };
      });
      const answer = await calls.updateProduct(api, owner, _id, at, { title, handle, description, published, tags, productType, vendor, version, images });
      if (answer.status !== 200) {
        if (++report.refused <= 3)
          log({ level: "warn", msg: "demo images: a product was refused", status: answer.status, body: JSON.stringify(answer.body).slice(0, 300) });
        return;
      }
      report.products++;
      report.images += images.length;
    });
    report.ms = Math.round(performance.now() - started);
    return report;
  } finally {
    if (token) await calls.signOut(api, token).catch(() => {});
    await api.close();
  }
}

/** SPEC §7: a single-use link for the file name, then the bytes PUT to it; the stored key is what products name. */
async function upload(api: SeedingApi, owner: calls.Session, file: string): Promise<string> {
  const link = expectOk<{ presignedUrl: string; imagePath: string; contentType: string }>(await calls.presignUpload(api, owner, file), `presign ${file}`);
  const bytes = await fs.readFile(new URL(`./demo-images/${file}`, import.meta.url));
  // Local storage's link is root-relative (this seeding instance receives it); S3's is the bucket's, absolute.
  const res = await fetch(new URL(link.presignedUrl, api.origin), { method: "PUT", body: bytes, headers: { "content-type": link.contentType } });
  if (!res.ok) throw new Error(`demo images: uploading ${file} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return link.imagePath;
}
