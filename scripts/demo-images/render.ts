// Renders the demo store's product illustrations (art.ts) to the JPEG files in api/seed/demo-images/, which are
// committed: the demo seed uploads those, so a start needs no browser. Run again after changing the art:
//   node --import tsx scripts/demo-images/render.ts
// Chromium is Debian's (/usr/bin/chromium) when there is one, as in playwright.config.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { DEMO_PICTURES } from "../../api/seed/demo-images";
import * as art from "./art";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../api/seed/demo-images");

const AO_DAI = {
  red: ["#C0262D", "#E8C15A"],
  white: ["#F6F1E4", "#C8385A"],
  yellow: ["#E8B32A", "#C0262D"],
  jade: ["#1E9E8F", "#F2C94C"],
  pink: ["#F2A7B8", "#C8385A"],
  purple: ["#6B3F8C", "#E8C15A"],
} as const;
const SCARF = {
  green: ["#3F8F5A", "plain"],
  burgundy: ["#7E1F2B", "dots"],
  beige: ["#D9C3A0", "plain"],
  navy: ["#23375E", "dots"],
  blossom: ["#F2A7B8", "blossom"],
  ivory: ["#EFE3CF", "plain"],
} as const;
const TEE = { black: "#2A2A2D", white: "#F4F4F0", olive: "#6E7548", blue: "#4F7CAC" } as const;

/** File name (without .jpg) → its SVG. */
const ART: Record<string, () => string> = {
  ...Object.fromEntries(Object.entries(AO_DAI).map(([name, [colour, accent]]) => [`ao-dai-${name}`, () => art.aoDai(colour, accent)])),
  "ao-dai-gift-box": art.aoDaiGiftBox,
  "non-la": art.conicalHat,
  "non-la-painted": art.paintedHat,
  "non-la-poem": art.poemHat,
  "coffee-bag": art.coffeeBag,
  "coffee-phin": art.coffeePhin,
  "coffee-beans": art.coffeeBeans,
  "vase-blue": art.blueVase,
  "vase-flambe": art.flambeVase,
  "tea-set": art.teaSet,
  "mug-celadon": art.celadonMug,
  "plate-bowl": art.plateAndBowl,
  ...Object.fromEntries(Object.entries(SCARF).map(([name, [colour, pattern]]) => [`scarf-${name}`, () => art.silkScarf(colour, pattern)])),
  "silk-pillow": art.silkPillow,
  "silk-bolt": art.silkBolt,
  ...Object.fromEntries(Object.entries(TEE).map(([name, colour]) => [`tee-${name}`, () => art.tee(colour)])),
  "tee-old-town": () => art.tee("#F4F4F0", "oldTown"),
  polo: art.polo,
  "linen-shirt": art.linenShirt,
  "rattan-bag": art.rattanBag,
  "sedge-tote": art.sedgeTote,
  "brocade-pouch": art.brocadePouch,
  "tea-tin": art.teaTin,
  "tea-gift-box": art.teaGiftBox,
  "lotus-tea": art.lotusTea,
  "gift-card": art.giftCard,
  "tet-card": art.tetCard,
  "express-parcel": art.expressParcel,
  "sample-pack": art.samplePack,
};

async function main() {
  const wanted = Object.keys(DEMO_PICTURES);
  const missing = wanted.filter((name) => !ART[name]);
  const unused = Object.keys(ART).filter((name) => !DEMO_PICTURES[name]);
  if (missing.length > 0 || unused.length > 0) throw new Error(`art and DEMO_PICTURES disagree: missing ${missing.join(", ")}; unused ${unused.join(", ")}`);
  const browser = await chromium.launch({
    executablePath: fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 });
    let total = 0;
    for (const name of wanted) {
      await page.setContent(`<!doctype html><html><body style="margin:0">${ART[name]!()}</body></html>`);
      const bytes = await page.screenshot({ type: "jpeg", quality: 82, clip: { x: 0, y: 0, width: 800, height: 800 } });
      fs.writeFileSync(path.join(out, `${name}.jpg`), bytes);
      total += bytes.length;
      process.stdout.write(`${name}.jpg ${(bytes.length / 1024).toFixed(1)} KB\n`);
    }
    process.stdout.write(`${wanted.length} files, ${(total / 1024).toFixed(0)} KB\n`);
  } finally {
    await browser.close();
  }
}

await main();
