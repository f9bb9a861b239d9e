// The demo store's product illustrations (api/seed/demo-images.ts attaches them): flat SVG art, 800×800, drawn here
// and rendered once by render.ts to the JPEGs in api/seed/demo-images/. One function per picture; a garment's colour
// is a parameter, so a product titled "… - Đỏ" can show a red one.
import { seededRandom as seeded } from "../../domain/seeded-random";

const SIZE = 800;

/** `hex` mixed towards white (amount > 0) or black (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** The frame every picture shares: a tinted ground, a soft disc behind the product and its shadow on the floor. */
function frame(bg: string, body: string, opts: { shadow?: [number, number, number] | null; disc?: boolean } = {}): string {
  const { shadow = [400, 715, 230], disc = true } = opts;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${bg}"/>`,
    disc ? `<circle cx="400" cy="410" r="318" fill="${shade(bg, 0.45)}"/>` : "",
    shadow ? `<ellipse cx="${shadow[0]}" cy="${shadow[1]}" rx="${shadow[2]}" ry="${Math.round(shadow[2] / 7)}" fill="#000" opacity="0.09"/>` : "",
    body,
    `</svg>`,
  ].join("");
}

const lotus = (cx: number, cy: number, scale: number, petal: string, centre: string) => {
  const p = (angle: number, rx: number, ry: number, fill: string) =>
    `<ellipse cx="0" cy="${-ry}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${angle})"/>`;
  return `<g transform="translate(${cx} ${cy}) scale(${scale})">
    ${p(-70, 11, 26, shade(petal, -0.12))}${p(70, 11, 26, shade(petal, -0.12))}
    ${p(-38, 13, 34, petal)}${p(38, 13, 34, petal)}${p(0, 15, 40, shade(petal, 0.15))}
    <ellipse cx="0" cy="2" rx="20" ry="7" fill="${centre}"/></g>`;
};

const blossom = (cx: number, cy: number, r: number, petal: string, centre: string) =>
  `<g transform="translate(${cx} ${cy})">${[0, 72, 144, 216, 288]
    .map((a) => `<circle cx="0" cy="${-r}" r="${r * 0.75}" fill="${petal}" transform="rotate(${a})"/>`)
    .join("")}<circle r="${r * 0.45}" fill="${centre}"/></g>`;

// ————— Áo dài —————

export function aoDai(colour: string, accent: string): string {
  const line = shade(colour, -0.35);
  const buttons = [
    [441, 187],
    [457, 212],
    [469, 244],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5.5" fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="1.5"/>`)
    .join("");
  return frame(
    "#F1E6D8",
    `<path d="M318 168 Q400 118 482 168" stroke="#8B6A48" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M400 128 L400 104 Q400 78 422 78 Q444 78 444 98 Q444 112 430 118" stroke="#6E6E73" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M342 382 L458 382 L508 736 Q400 750 292 736 Z" fill="${shade(colour, -0.22)}" stroke="${line}" stroke-width="3"/>
    <path d="M372 170 C345 174 318 180 298 192 L210 470 L252 484 L322 292 C330 330 342 360 346 386 L318 738 Q400 752 482 738 L454 386
      C458 360 470 330 478 292 L548 484 L590 470 L502 192 C482 180 455 174 428 170 Z" fill="${colour}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M346 386 L318 738 L345 742 L366 392 Z" fill="${shade(colour, -0.12)}"/>
    <path d="M454 386 L482 738 L462 741 L440 392 Z" fill="${shade(colour, 0.12)}"/>
    <path d="M322 292 L298 192 M478 292 L502 192" stroke="${line}" stroke-width="2" opacity="0.5"/>
    <path d="M346 386 Q400 398 454 386" stroke="${line}" stroke-width="2" fill="none" opacity="0.6"/>
    <rect x="374" y="140" width="52" height="36" rx="9" fill="${colour}" stroke="${line}" stroke-width="3"/>
    <path d="M428 172 Q468 200 478 292" stroke="${line}" stroke-width="3" fill="none"/>
    ${buttons}
    <path d="M400 704 L400 626" stroke="${accent}" stroke-width="4"/>
    <ellipse cx="428" cy="684" rx="24" ry="10" fill="${accent}" opacity="0.85" transform="rotate(-25 428 684)"/>
    ${lotus(400, 620, 1.25, accent, shade(accent, -0.25))}
    ${blossom(230, 440, 7, accent, shade(accent, -0.3))}${blossom(570, 440, 7, accent, shade(accent, -0.3))}`,
    { shadow: null },
  );
}

export function aoDaiGiftBox(): string {
  const red = "#B8232F";
  const gold = "#E2B659";
  const dots = Array.from({ length: 5 }, (_, i) => blossom(262 + i * 70, 440, 7, gold, shade(gold, -0.3))).join("");
  return frame(
    "#EFE3D3",
    `<g transform="rotate(-9 400 300)"><rect x="196" y="160" width="420" height="120" rx="10" fill="#F7F1E6" stroke="#D8C7AE" stroke-width="4"/>
      <rect x="386" y="160" width="40" height="120" fill="${red}"/></g>
    <rect x="190" y="380" width="420" height="300" rx="12" fill="#F7F1E6" stroke="#D8C7AE" stroke-width="4"/>
    <path d="M208 392 L592 392 L592 520 Q400 560 208 520 Z" fill="${red}" stroke="${shade(red, -0.3)}" stroke-width="3"/>
    <path d="M208 470 Q400 505 592 470" stroke="${shade(red, -0.25)}" stroke-width="3" fill="none"/>
    ${dots}
    <rect x="370" y="372" width="60" height="34" rx="8" fill="${red}" stroke="${shade(red, -0.3)}" stroke-width="3"/>
    <path d="M430 396 Q470 410 485 450" stroke="${shade(red, -0.3)}" stroke-width="3" fill="none"/>
    <circle cx="446" cy="405" r="5" fill="${gold}"/><circle cx="466" cy="421" r="5" fill="${gold}"/>
    <rect x="190" y="560" width="420" height="46" fill="${red}"/>
    <path d="M400 583 C360 545 330 560 350 583 C330 606 360 621 400 583 C440 545 470 560 450 583 C470 606 440 621 400 583 Z" fill="${gold}"/>
    <circle cx="400" cy="583" r="10" fill="${shade(gold, -0.2)}"/>
    ${lotus(640, 600, 1.3, "#F2A7B8", "#E6C25A")}
    <path d="M640 612 Q650 660 628 700" stroke="#5E8C4A" stroke-width="5" fill="none"/>`,
    { shadow: [400, 690, 250] },
  );
}

// ————— Nón lá —————

function coneHat(opts: { painted?: boolean; poem?: boolean; ribbon: string }): string {
  const apex: [number, number] = [400, 180];
  const [cx, cy, rx, ry] = [400, 555, 292, 72];
  const ribs = Array.from({ length: 15 }, (_, i) => {
    const t = Math.PI * (i / 14);
    return `M${apex[0]} ${apex[1]} L${(cx - rx * Math.cos(t)).toFixed(1)} ${(cy + ry * Math.sin(t)).toFixed(1)}`;
  }).join(" ");
  const rings = [0.25, 0.42, 0.58, 0.72, 0.85, 0.95]
    .map((f) => {
      const y = apex[1] + (cy - apex[1]) * f;
      return `M${cx - rx * f} ${y} A${rx * f} ${ry * f} 0 0 0 ${cx + rx * f} ${y}`;
    })
    .join(" ");
  const painted = opts.painted
    ? `${lotus(420, 430, 1.35, "#EE8FA6", "#F2C94C")}${lotus(340, 470, 0.8, "#F3A9BA", "#F2C94C")}
       <ellipse cx="470" cy="488" rx="46" ry="16" fill="#4F8A54" transform="rotate(-18 470 488)"/>
       <ellipse cx="300" cy="500" rx="34" ry="12" fill="#5E9A5F" transform="rotate(20 300 500)"/>
       <path d="M420 440 Q430 490 470 488" stroke="#3F6E42" stroke-width="3" fill="none"/>`
    : "";
  const poem = opts.poem
    ? `<g opacity="0.28" fill="#6B4A22"><path d="M370 330 L430 330 L420 345 L380 345 Z M378 345 L422 345 L422 380 L378 380 Z M362 380 L438 380 L426 396 L374 396 Z M385 396 L415 396 L415 440 L385 440 Z"/>
       ${[470, 492, 514].map((y, i) => `<rect x="${330 + i * 12}" y="${y}" width="${140 - i * 24}" height="5" rx="2"/>`).join("")}</g>`
    : "";
  return frame(
    opts.poem ? "#F6E7C9" : "#E4EEE3",
    `${opts.poem ? `<circle cx="400" cy="360" r="250" fill="#FFF3CF"/><circle cx="400" cy="360" r="190" fill="#FFF8E4"/>` : ""}
    <defs><linearGradient id="straw" x1="0" x2="1"><stop offset="0" stop-color="#F3DDA8"/><stop offset="0.55" stop-color="#E6C684"/><stop offset="1" stop-color="#C9A460"/></linearGradient></defs>
    <path d="M250 590 Q400 770 550 590" stroke="${opts.ribbon}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M${apex[0]} ${apex[1]} L${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy} Z" fill="url(#straw)" stroke="#A9844A" stroke-width="3" stroke-linejoin="round"/>
    <path d="${ribs}" stroke="#B08C50" stroke-width="1.6" opacity="0.45" fill="none"/>
    <path d="${rings}" stroke="#A57F42" stroke-width="2.4" opacity="0.55" fill="none"/>
    ${poem}${painted}
    <path d="M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" stroke="#9A7640" stroke-width="7" fill="none"/>
    <circle cx="${apex[0]}" cy="${apex[1]}" r="5" fill="#9A7640"/>`,
    { shadow: [400, 700, 250] },
  );
}

export const conicalHat = () => coneHat({ ribbon: "#C8385A" });
export const paintedHat = () => coneHat({ painted: true, ribbon: "#2E7D7A" });
export const poemHat = () => coneHat({ poem: true, ribbon: "#7C4BA0" });

// ————— Cà phê —————

function beans(rnd: () => number, count: number, area: { x: number; y: number; w: number; h: number }, colour = "#5A3620"): string {
  return Array.from({ length: count }, () => {
    const x = area.x + rnd() * area.w;
    const y = area.y + rnd() * area.h;
    const a = Math.round(rnd() * 180);
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${a})"><ellipse rx="17" ry="12" fill="${shade(colour, (rnd() - 0.5) * 0.3)}" stroke="${shade(colour, -0.35)}" stroke-width="1.5"/>
      <path d="M-13 0 Q0 -5 13 0" stroke="${shade(colour, -0.5)}" stroke-width="2.2" fill="none"/></g>`;
  }).join("");
}

export function coffeeBag(): string {
  const rnd = seeded(7);
  const zig = Array.from({ length: 15 }, (_, i) => `L${262 + i * 20} ${i % 2 ? 196 : 206}`).join(" ");
  return frame(
    "#EFE2D0",
    `<defs><linearGradient id="kraft" x1="0" x2="1"><stop offset="0" stop-color="#D2A673"/><stop offset="0.6" stop-color="#C4935C"/><stop offset="1" stop-color="#A9784A"/></linearGradient></defs>
    <path d="M262 206 ${zig} L542 206 L546 250 L256 250 Z" fill="#B88752" stroke="#8E6236" stroke-width="3"/>
    <path d="M256 248 L546 248 C560 400 575 560 566 686 Q400 706 236 686 C227 560 240 400 256 248 Z" fill="url(#kraft)" stroke="#8E6236" stroke-width="3"/>
    <path d="M256 262 L546 262" stroke="#8E6236" stroke-width="2" opacity="0.6"/>
    <circle cx="400" cy="310" r="17" fill="#8E6236"/><circle cx="400" cy="310" r="8" fill="#5E3F22"/>
    <rect x="290" y="370" width="220" height="230" rx="18" fill="#3A2417"/>
    <rect x="302" y="382" width="196" height="206" rx="12" fill="none" stroke="#D9A441" stroke-width="2"/>
    <g transform="translate(400 455) rotate(-30)"><ellipse rx="44" ry="31" fill="#D9A441"/><path d="M-34 0 Q0 -14 34 0" stroke="#3A2417" stroke-width="6" fill="none"/></g>
    <rect x="335" y="520" width="130" height="12" rx="6" fill="#EADBC2"/><rect x="355" y="546" width="90" height="8" rx="4" fill="#D9A441"/>
    ${beans(rnd, 9, { x: 170, y: 670, w: 460, h: 50 })}`,
    { shadow: [400, 700, 260] },
  );
}

export function coffeePhin(): string {
  const rnd = seeded(11);
  return frame(
    "#EADFD2",
    `<path d="M296 420 L504 420 L488 690 Q400 706 312 690 Z" fill="#F4F8F9" opacity="0.55" stroke="#B9C6CC" stroke-width="4"/>
    <path d="M302 520 L498 520 L488 690 Q400 706 312 690 Z" fill="#3E2416"/>
    <path d="M306 610 L494 610 L488 690 Q400 706 312 690 Z" fill="#EBD9B4"/>
    <path d="M304 560 Q400 580 496 560 L494 610 Q400 626 306 610 Z" fill="#7A4A2A" opacity="0.8"/>
    <path d="M318 430 L330 680" stroke="#FFFFFF" stroke-width="8" opacity="0.5" stroke-linecap="round"/>
    <rect x="296" y="400" width="208" height="22" rx="10" fill="#AEB4BA" stroke="#7F868D" stroke-width="3"/>
    <path d="M334 300 L466 300 L458 404 L342 404 Z" fill="#C7CCD1" stroke="#7F868D" stroke-width="3"/>
    <path d="M350 310 L356 396" stroke="#FFFFFF" stroke-width="7" opacity="0.6" stroke-linecap="round"/>
    <rect x="326" y="268" width="148" height="30" rx="12" fill="#B5BBC1" stroke="#7F868D" stroke-width="3"/>
    <rect x="384" y="240" width="32" height="30" rx="8" fill="#9CA3AA" stroke="#7F868D" stroke-width="3"/>
    <path d="M400 426 Q396 450 400 470 Q404 450 400 426 Z" fill="#3E2416"/><ellipse cx="400" cy="494" rx="6" ry="9" fill="#3E2416"/>
    <path d="M340 230 Q325 200 345 175 Q365 150 350 120 M455 225 Q470 195 452 170 Q435 145 455 118" stroke="#FFFFFF" stroke-width="7" fill="none" opacity="0.7" stroke-linecap="round"/>
    ${beans(rnd, 6, { x: 560, y: 660, w: 110, h: 50 })}${beans(rnd, 4, { x: 140, y: 670, w: 90, h: 40 })}`,
    { shadow: [400, 700, 230] },
  );
}

export function coffeeBeans(): string {
  const rnd = seeded(23);
  return frame(
    "#F0E4D4",
    `<path d="M170 690 C150 560 175 420 230 340 Q260 300 250 270 Q300 250 400 262 Q500 250 550 270 Q540 300 570 340 C625 420 650 560 630 690 Q400 716 170 690 Z" fill="#CDB68B" stroke="#9C8456" stroke-width="3"/>
    <path d="M250 270 Q400 320 550 270" stroke="#9C8456" stroke-width="4" fill="none"/>
    ${Array.from({ length: 7 }, (_, i) => `<path d="M${205 + i * 65} 360 L${195 + i * 65} 680" stroke="#B39C6F" stroke-width="2" opacity="0.6"/>`).join("")}
    <ellipse cx="400" cy="292" rx="150" ry="34" fill="#4A2C19"/>
    ${beans(rnd, 34, { x: 268, y: 262, w: 264, h: 42 })}
    <path d="M420 560 L640 470" stroke="#8A5A34" stroke-width="30" stroke-linecap="round"/>
    <path d="M230 560 Q230 660 360 668 Q470 672 480 560 Z" fill="#A8713F" stroke="#7A4E2A" stroke-width="3"/>
    <ellipse cx="355" cy="560" rx="125" ry="30" fill="#4A2C19"/>
    ${beans(rnd, 22, { x: 245, y: 530, w: 220, h: 40 })}
    ${beans(rnd, 12, { x: 180, y: 680, w: 440, h: 40 })}`,
    { shadow: [400, 705, 260] },
  );
}

// ————— Gốm sứ —————

const VASE = `M352 150 L448 150 L434 178 C430 232 456 262 510 300 C562 338 564 520 522 600 C500 646 470 668 470 690 L330 690
  C330 668 300 646 278 600 C236 520 238 338 290 300 C344 262 370 232 366 178 Z`;

export function blueVase(): string {
  const blue = "#1F4E9C";
  return frame(
    "#E4EAF2",
    `<defs><linearGradient id="porcelain" x1="0" x2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#F1F2EE"/><stop offset="1" stop-color="#D8DCD8"/></linearGradient>
      <clipPath id="vase"><path d="${VASE}"/></clipPath></defs>
    <path d="${VASE}" fill="url(#porcelain)" stroke="#9AA6B4" stroke-width="3"/>
    <g clip-path="url(#vase)" fill="${blue}" stroke="${blue}">
      <rect x="300" y="196" width="200" height="12" stroke="none"/><rect x="200" y="296" width="400" height="10" stroke="none"/>
      <path d="M250 320 ${Array.from({ length: 10 }, (_, i) => `Q${270 + i * 30} ${i % 2 ? 350 : 318} ${285 + i * 30} 334`).join(" ")}" fill="none" stroke-width="5"/>
      <rect x="200" y="628" width="400" height="12" stroke="none"/><rect x="200" y="650" width="400" height="6" stroke="none"/>
      <circle cx="400" cy="470" r="62" opacity="0.9" stroke="none"/><circle cx="400" cy="470" r="40" fill="#FFFFFF" stroke="none"/><circle cx="400" cy="470" r="22" stroke="none"/>
      ${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="400" cy="398" rx="18" ry="26" stroke="none" transform="rotate(${a} 400 470)"/>`).join("")}
      <path d="M330 520 Q280 560 300 600 M470 520 Q520 560 500 600 M340 420 Q300 400 290 360 M460 420 Q500 400 510 360" fill="none" stroke-width="6" stroke-linecap="round"/>
      <ellipse cx="290" cy="580" rx="22" ry="10" stroke="none" transform="rotate(-50 290 580)"/><ellipse cx="510" cy="580" rx="22" ry="10" stroke="none" transform="rotate(50 510 580)"/>
    </g>
    <path d="M300 330 C280 420 285 520 310 590" stroke="#FFFFFF" stroke-width="12" fill="none" opacity="0.7" stroke-linecap="round"/>`,
    { shadow: [400, 690, 170] },
  );
}

export function flambeVase(): string {
  return frame(
    "#EDE4EE",
    `<defs><linearGradient id="flambe" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3D5A9E"/><stop offset="0.35" stop-color="#7B3F86"/>
      <stop offset="0.7" stop-color="#B2323C"/><stop offset="1" stop-color="#6E2A2A"/></linearGradient></defs>
    <path d="${VASE}" fill="url(#flambe)" stroke="#4A2A3A" stroke-width="3"/>
    <path d="M300 330 C280 420 285 520 310 590" stroke="#FFFFFF" stroke-width="12" fill="none" opacity="0.35" stroke-linecap="round"/>
    <path d="M340 300 Q360 380 350 460 Q345 520 372 560 M440 320 Q470 400 455 480" stroke="#C9A6E0" stroke-width="5" fill="none" opacity="0.45"/>
    <path d="M330 690 L470 690 L472 676 L328 676 Z" fill="#C9A27E"/>
    <path d="M400 150 L400 60" stroke="#5E8C4A" stroke-width="5"/><path d="M400 120 Q360 100 350 70 M402 96 Q440 80 446 50" stroke="#5E8C4A" stroke-width="4" fill="none"/>
    ${blossom(400, 60, 14, "#F5D06B", "#C9862A")}${blossom(350, 70, 10, "#F5D06B", "#C9862A")}${blossom(446, 50, 11, "#F5D06B", "#C9862A")}`,
    { shadow: [400, 690, 170] },
  );
}

function crackles(rnd: () => number, area: { x: number; y: number; w: number; h: number }, n: number): string {
  return Array.from({ length: n }, () => {
    let x = area.x + rnd() * area.w;
    let y = area.y + rnd() * area.h;
    let d = `M${x.toFixed(1)} ${y.toFixed(1)}`;
    for (let i = 0; i < 4; i++) {
      x += (rnd() - 0.5) * 60;
      y += (rnd() - 0.5) * 40;
      d += ` L${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    return d;
  }).join(" ");
}

export function teaSet(): string {
  const rnd = seeded(5);
  const glaze = "#E8DCC2";
  const line = "#A8906A";
  const cup = (x: number) =>
    `<path d="M${x - 62} 560 L${x + 62} 560 Q${x + 58} 640 ${x} 646 Q${x - 58} 640 ${x - 62} 560 Z" fill="${glaze}" stroke="${line}" stroke-width="3"/>
     <ellipse cx="${x}" cy="560" rx="62" ry="14" fill="#C9A257" stroke="${line}" stroke-width="3"/>`;
  return frame(
    "#E6ECE4",
    `<defs><clipPath id="pot"><ellipse cx="400" cy="450" rx="150" ry="118"/></clipPath></defs>
    <ellipse cx="400" cy="650" rx="330" ry="62" fill="#8B5A3C"/><ellipse cx="400" cy="640" rx="310" ry="52" fill="#A46C47"/>
    <path d="M262 420 C190 400 190 520 268 500" stroke="${glaze}" stroke-width="22" fill="none"/>
    <path d="M262 420 C190 400 190 520 268 500" stroke="${line}" stroke-width="3" fill="none"/>
    <path d="M535 460 C580 440 590 380 640 350 L652 364 C610 400 600 470 548 505 Z" fill="${glaze}" stroke="${line}" stroke-width="3"/>
    <ellipse cx="400" cy="450" rx="150" ry="118" fill="${glaze}" stroke="${line}" stroke-width="3"/>
    <path d="${crackles(rnd, { x: 250, y: 335, w: 300, h: 230 }, 26)}" clip-path="url(#pot)" stroke="#8E7A58" stroke-width="1.4" fill="none" opacity="0.6"/>
    <path d="M300 400 Q290 450 310 500" stroke="#FFFFFF" stroke-width="10" fill="none" opacity="0.6" stroke-linecap="round"/>
    <ellipse cx="400" cy="345" rx="70" ry="18" fill="${shade(glaze, -0.08)}" stroke="${line}" stroke-width="3"/>
    <ellipse cx="400" cy="322" rx="18" ry="16" fill="${shade(glaze, -0.08)}" stroke="${line}" stroke-width="3"/>
    ${cup(190)}${cup(610)}`,
    { shadow: null },
  );
}

export function celadonMug(): string {
  const glaze = "#9CC8AE";
  return frame(
    "#E3EEEA",
    `<path d="M505 400 C600 390 610 560 505 560" stroke="${glaze}" stroke-width="34" fill="none"/>
    <path d="M505 400 C600 390 610 560 505 560" stroke="${shade(glaze, -0.3)}" stroke-width="3" fill="none" opacity="0.6"/>
    <path d="M290 330 L510 330 L510 610 Q510 650 470 650 L330 650 Q290 650 290 610 Z" fill="${glaze}" stroke="${shade(glaze, -0.35)}" stroke-width="3"/>
    <path d="M290 600 Q330 585 360 602 Q400 620 440 598 Q480 582 510 600 L510 610 Q510 650 470 650 L330 650 Q290 650 290 610 Z" fill="#C9A27E" stroke="${shade(glaze, -0.35)}" stroke-width="3"/>
    <ellipse cx="400" cy="330" rx="110" ry="24" fill="${shade(glaze, -0.15)}" stroke="${shade(glaze, -0.35)}" stroke-width="3"/>
    <ellipse cx="400" cy="334" rx="96" ry="16" fill="#5B3A24"/>
    <path d="M318 360 L318 580" stroke="#FFFFFF" stroke-width="14" opacity="0.45" stroke-linecap="round"/>
    <path d="M360 290 Q340 250 365 215 Q390 180 370 140 M430 290 Q450 250 425 215 Q400 180 425 140" stroke="#FFFFFF" stroke-width="9" fill="none" opacity="0.8" stroke-linecap="round"/>`,
    { shadow: [400, 660, 190] },
  );
}

export function plateAndBowl(): string {
  const blue = "#23508F";
  return frame(
    "#E5EBF1",
    `<circle cx="360" cy="380" r="250" fill="#F8F8F4" stroke="#B7C2CE" stroke-width="4"/>
    <circle cx="360" cy="380" r="236" fill="none" stroke="${blue}" stroke-width="10"/>
    <circle cx="360" cy="380" r="175" fill="none" stroke="${blue}" stroke-width="3"/>
    <g fill="${blue}">${Array.from({ length: 24 }, (_, i) => `<circle cx="360" cy="162" r="6" transform="rotate(${i * 15} 360 380)"/>`).join("")}</g>
    <path d="M290 420 Q330 330 420 350 Q460 360 470 330 Q478 380 430 392 Q400 400 380 430 Q360 455 300 440 Z" fill="${blue}" opacity="0.9"/>
    <circle cx="420" cy="362" r="6" fill="#FFFFFF"/>
    <path d="M260 470 Q320 500 380 470 Q440 440 470 470" stroke="${blue}" stroke-width="5" fill="none"/>
    <path d="M280 300 Q300 270 330 280 M250 340 Q262 315 285 318" stroke="${blue}" stroke-width="4" fill="none"/>
    <path d="M430 560 L690 560 Q680 690 560 700 Q440 690 430 560 Z" fill="#FBFBF8" stroke="#AEB9C4" stroke-width="3"/>
    <ellipse cx="560" cy="560" rx="130" ry="26" fill="#EDEFEA" stroke="#AEB9C4" stroke-width="3"/>
    <path d="M445 580 Q560 612 676 580" stroke="${blue}" stroke-width="6" fill="none"/>
    <path d="M520 696 L600 696 L596 714 L524 714 Z" fill="#E1E4DF" stroke="#AEB9C4" stroke-width="2"/>`,
    { shadow: [560, 718, 120] },
  );
}

// ————— Lụa —————

export function silkScarf(colour: string, pattern: "plain" | "blossom" | "dots"): string {
  const edge = shade(colour, -0.4);
  const light = colour === "#EFE3CF" || colour === "#D9C3A0";
  const border = shade(colour, light ? -0.3 : 0.35);
  const marks =
    pattern === "blossom"
      ? [
          [290, 290],
          [350, 370],
          [285, 450],
          [350, 530],
          [470, 300],
          [530, 380],
          [480, 460],
        ]
          .map(([x, y]) => blossom(x!, y!, 11, "#FFFFFF", "#D9687F"))
          .join("")
      : pattern === "dots"
        ? Array.from(
            { length: 60 },
            (_, i) => `<circle cx="${262 + (i % 6) * 58}" cy="${250 + Math.floor(i / 6) * 44}" r="5.5" fill="${shade(colour, 0.35)}"/>`,
          ).join("")
        : "";
  const fringe = (x0: number, x1: number, y0: number, y1: number) =>
    Array.from({ length: 12 }, (_, i) => {
      const x = x0 + ((x1 - x0) * (i + 0.5)) / 12;
      const y = y0 + ((y1 - y0) * (i + 0.5)) / 12;
      return `M${x.toFixed(1)} ${y.toFixed(1)} l${(i % 2 ? 2 : -2).toString()} 26`;
    }).join(" ");
  const front = "M244 212 L398 212 C394 360 402 520 398 660 L240 652 C248 520 238 360 244 212 Z";
  const back = "M410 212 L560 212 C566 330 572 450 580 584 L432 596 C426 460 418 330 410 212 Z";
  return frame(
    "#F1E7E4",
    `<defs><linearGradient id="silk" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="${shade(colour, 0.22)}"/><stop offset="0.5" stop-color="${colour}"/>
      <stop offset="0.7" stop-color="${shade(colour, 0.14)}"/><stop offset="1" stop-color="${shade(colour, -0.12)}"/></linearGradient>
      <clipPath id="strips"><path d="${front} ${back}"/></clipPath></defs>
    <path d="${fringe(432, 580, 596, 584)}" stroke="${shade(colour, -0.25)}" stroke-width="3" stroke-linecap="round"/>
    <path d="${back}" fill="${shade(colour, -0.18)}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
    <path d="${fringe(240, 398, 652, 660)}" stroke="${shade(colour, -0.1)}" stroke-width="3" stroke-linecap="round"/>
    <path d="${front}" fill="url(#silk)" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
    <g clip-path="url(#strips)">${marks}
      ${pattern === "plain" ? `${lotus(320, 430, 1.2, border, shade(colour, -0.2))}` : ""}
      <path d="M230 606 L410 616 M230 626 L410 636 M420 548 L590 538 M420 566 L590 556" stroke="${border}" stroke-width="8"/></g>
    <path d="M290 222 C296 330 288 460 300 600 M360 222 C366 360 360 500 366 640 M470 222 C476 330 474 440 484 570" stroke="#FFFFFF" stroke-width="10" opacity="0.2" fill="none" stroke-linecap="round"/>
    <rect x="190" y="188" width="420" height="22" rx="11" fill="#8B5E3C"/><circle cx="190" cy="199" r="17" fill="#6F4A2E"/><circle cx="610" cy="199" r="17" fill="#6F4A2E"/>
    <path d="M242 214 Q320 176 400 214 M408 214 Q486 180 562 214" stroke="${edge}" stroke-width="3" fill="${colour}"/>`,
    { shadow: [410, 705, 200] },
  );
}

export function silkPillow(): string {
  const gold = "#D6AF67";
  return frame(
    "#EFE6E0",
    `<defs><linearGradient id="satin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(gold, 0.3)}"/><stop offset="0.5" stop-color="${gold}"/><stop offset="1" stop-color="${shade(gold, -0.2)}"/></linearGradient></defs>
    <path d="M190 250 Q400 215 610 250 Q645 420 610 610 Q400 645 190 610 Q155 420 190 250 Z" fill="url(#satin)" stroke="${shade(gold, -0.4)}" stroke-width="5"/>
    <path d="M190 250 Q260 300 300 290 M610 250 Q540 300 500 290 M190 610 Q260 560 300 572 M610 610 Q540 560 500 572" stroke="${shade(gold, -0.3)}" stroke-width="3" fill="none" opacity="0.6"/>
    <circle cx="400" cy="430" r="120" fill="none" stroke="#B8232F" stroke-width="4" stroke-dasharray="2 8"/>
    ${lotus(400, 450, 2.2, "#C8385A", "#F2C94C")}
    <ellipse cx="320" cy="500" rx="50" ry="18" fill="#4F7F4A" transform="rotate(-20 320 500)"/><ellipse cx="480" cy="500" rx="50" ry="18" fill="#4F7F4A" transform="rotate(20 480 500)"/>`,
    { shadow: [400, 650, 240] },
  );
}

export function silkBolt(): string {
  const teal = "#2E7D7A";
  return frame(
    "#EAF0EE",
    `<defs><linearGradient id="roll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(teal, 0.3)}"/><stop offset="0.5" stop-color="${teal}"/><stop offset="1" stop-color="${shade(teal, -0.3)}"/></linearGradient></defs>
    <path d="M230 420 Q400 430 560 420 C600 520 640 620 660 690 L190 690 C200 620 220 520 230 420 Z" fill="${shade(teal, -0.1)}" stroke="${shade(teal, -0.4)}" stroke-width="3"/>
    <path d="M300 440 C310 540 290 620 300 690 M430 440 C450 540 430 620 450 690" stroke="#FFFFFF" stroke-width="12" opacity="0.15" fill="none"/>
    <rect x="200" y="290" width="400" height="140" fill="url(#roll)"/>
    <ellipse cx="200" cy="360" rx="30" ry="70" fill="${shade(teal, -0.15)}" stroke="${shade(teal, -0.4)}" stroke-width="3"/>
    <ellipse cx="600" cy="360" rx="30" ry="70" fill="${shade(teal, 0.1)}" stroke="${shade(teal, -0.4)}" stroke-width="3"/>
    <path d="M600 300 A22 58 0 0 1 600 416 M600 318 A16 42 0 0 1 600 402 M600 336 A10 24 0 0 1 600 384" stroke="${shade(teal, -0.35)}" stroke-width="2" fill="none"/>
    <ellipse cx="600" cy="360" rx="8" ry="18" fill="#8B5E3C"/>
    <path d="M200 290 L600 290 M200 430 L600 430" stroke="${shade(teal, -0.4)}" stroke-width="3"/>
    <path d="M230 330 L570 330" stroke="#FFFFFF" stroke-width="10" opacity="0.3" stroke-linecap="round"/>`,
    { shadow: [420, 700, 250] },
  );
}

// ————— Áo thun —————

const TEE = `M330 168 L240 196 L136 318 L206 386 L264 338 L264 682 Q400 694 536 682 L536 338 L594 386 L664 318 L560 196 L470 168 Q400 232 330 168 Z`;

export function tee(colour: string, print?: "oldTown"): string {
  const line = shade(colour, colour === "#F4F4F0" ? -0.35 : -0.4);
  const art =
    print === "oldTown"
      ? `<circle cx="400" cy="390" r="70" fill="#F08A3C"/><g fill="#2B2B2E"><rect x="300" y="410" width="44" height="80"/><rect x="344" y="380" width="36" height="110"/>
         <path d="M380 420 L410 395 L440 420 L440 490 L380 490 Z"/><rect x="440" y="400" width="34" height="90"/><rect x="474" y="430" width="28" height="60"/></g>
         <rect x="296" y="490" width="210" height="10" fill="#2B2B2E"/>
         <g fill="#D7263D">${[320, 400, 480].map((x) => `<ellipse cx="${x}" cy="335" rx="12" ry="15"/><rect x="${x - 1}" y="315" width="2" height="6"/>`).join("")}</g>
         <path d="M300 320 Q400 345 500 320" stroke="#2B2B2E" stroke-width="2" fill="none"/>`
      : "";
  return frame(
    colour === "#F4F4F0" ? "#DCE5EE" : "#E8EDF2",
    `<path d="${TEE}" fill="${colour}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M330 168 Q400 232 470 168" stroke="${shade(colour, -0.12)}" stroke-width="16" fill="none"/>
    <path d="M330 168 Q400 232 470 168" stroke="${line}" stroke-width="3" fill="none"/>
    <path d="M178 362 L230 312 M622 362 L570 312 M268 660 Q400 672 532 660" stroke="${line}" stroke-width="2" fill="none" opacity="0.5"/>
    <path d="M264 330 L264 682 L290 684 L290 340 Z" fill="#000" opacity="0.06"/>
    <path d="M330 420 Q360 520 340 620 M470 430 Q450 520 462 630" stroke="#000" stroke-width="3" opacity="0.05" fill="none"/>
    ${art}`,
    { shadow: null },
  );
}

export function polo(): string {
  const navy = "#27406B";
  const line = shade(navy, -0.4);
  return frame(
    "#E6ECF2",
    `<path d="${TEE}" fill="${navy}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M178 362 L230 312 M622 362 L570 312" stroke="#FFFFFF" stroke-width="6" opacity="0.8"/>
    <rect x="382" y="200" width="36" height="120" fill="${shade(navy, 0.08)}" stroke="${line}" stroke-width="3"/>
    <circle cx="400" cy="236" r="5" fill="#F4F4F0"/><circle cx="400" cy="272" r="5" fill="#F4F4F0"/><circle cx="400" cy="306" r="5" fill="#F4F4F0"/>
    <path d="M330 168 L300 150 L396 236 L400 190 Z M470 168 L500 150 L404 236 L400 190 Z" fill="${shade(navy, 0.12)}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M300 150 Q400 120 500 150" stroke="${line}" stroke-width="3" fill="none"/>
    <path d="M268 660 Q400 672 532 660" stroke="#FFFFFF" stroke-width="2" opacity="0.4" fill="none"/>
    <path d="M470 330 L500 320 L502 348 L472 356 Z" fill="#C8385A"/>`,
    { shadow: null },
  );
}

export function linenShirt(): string {
  const linen = "#DDD0B6";
  const line = shade(linen, -0.45);
  return frame(
    "#E9EDE6",
    `<path d="M330 160 L250 190 L176 420 L150 612 L210 620 L240 460 L266 350 L264 690 Q400 702 536 690 L534 350 L560 460 L590 620 L650 612 L624 420 L550 190 L470 160 L400 230 Z"
      fill="${linen}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M150 612 L210 620 L214 590 L156 582 Z M650 612 L590 620 L586 590 L644 582 Z" fill="${shade(linen, -0.1)}" stroke="${line}" stroke-width="3"/>
    <path d="M400 230 L400 692" stroke="${line}" stroke-width="3"/>
    ${[280, 350, 420, 490, 560, 630].map((y) => `<circle cx="412" cy="${y}" r="5" fill="#F6F1E6" stroke="${line}" stroke-width="1.5"/>`).join("")}
    <path d="M330 160 L312 142 L392 226 L400 230 Z M470 160 L488 142 L408 226 L400 230 Z" fill="${shade(linen, 0.2)}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M300 300 L360 300 L360 360 Q330 370 300 360 Z" fill="none" stroke="${line}" stroke-width="2.5"/>
    ${Array.from({ length: 14 }, (_, i) => `<path d="M${280 + i * 18} 380 L${276 + i * 18} 670" stroke="${line}" stroke-width="1" opacity="0.18"/>`).join("")}`,
    { shadow: null },
  );
}

// ————— Túi xách —————

export function rattanBag(): string {
  const cane = "#C98E4F";
  const rings = [180, 150, 120, 90, 60, 32]
    .map((r) => `<circle cx="400" cy="470" r="${r}" fill="none" stroke="${shade(cane, -0.3)}" stroke-width="4"/>`)
    .join("");
  const spokes = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    return `M${(400 + 32 * Math.cos(a)).toFixed(1)} ${(470 + 32 * Math.sin(a)).toFixed(1)} L${(400 + 196 * Math.cos(a)).toFixed(1)} ${(470 + 196 * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return frame(
    "#EEF0E4",
    `<path d="M292 330 Q400 110 508 330" stroke="#6B3E22" stroke-width="20" fill="none" stroke-linecap="round"/>
    <rect x="276" y="318" width="32" height="30" rx="6" fill="#C9A24C" stroke="#8E6B25" stroke-width="3"/><rect x="492" y="318" width="32" height="30" rx="6" fill="#C9A24C" stroke="#8E6B25" stroke-width="3"/>
    <circle cx="400" cy="470" r="202" fill="${cane}" stroke="${shade(cane, -0.4)}" stroke-width="5"/>
    <path d="${spokes}" stroke="${shade(cane, 0.25)}" stroke-width="3"/>
    ${rings}
    <circle cx="400" cy="470" r="28" fill="${shade(cane, -0.15)}"/>
    <path d="M470 330 Q560 380 580 460" stroke="#FFFFFF" stroke-width="14" opacity="0.25" fill="none" stroke-linecap="round"/>`,
    { shadow: [400, 690, 190] },
  );
}

export function sedgeTote(): string {
  const sedge = "#D9BE8A";
  const rows = Array.from({ length: 12 }, (_, i) => {
    const y = 350 + i * 28;
    const fill = i === 4 || i === 5 ? "#2E7D7A" : i === 8 ? "#C8385A" : i % 2 ? sedge : shade(sedge, -0.08);
    return `<rect x="180" y="${y}" width="440" height="28" fill="${fill}"/>`;
  }).join("");
  return frame(
    "#EAF1EC",
    `<defs><clipPath id="tote"><path d="M232 340 L568 340 L602 690 L198 690 Z"/></clipPath></defs>
    <path d="M280 345 Q290 190 360 345 M440 345 Q510 190 520 345" stroke="#A3844E" stroke-width="14" fill="none" stroke-linecap="round"/>
    <g clip-path="url(#tote)">${rows}${Array.from({ length: 22 }, (_, i) => `<path d="M${200 + i * 20} 340 L${190 + i * 20.5} 690" stroke="${shade(sedge, -0.25)}" stroke-width="1.2" opacity="0.5"/>`).join("")}</g>
    <path d="M232 340 L568 340 L602 690 L198 690 Z" fill="none" stroke="${shade(sedge, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="226" y="326" width="348" height="26" rx="6" fill="${shade(sedge, -0.18)}" stroke="${shade(sedge, -0.45)}" stroke-width="3"/>`,
    { shadow: [400, 700, 220] },
  );
}

export function brocadePouch(): string {
  const colours = ["#C8263A", "#1F1F24", "#E8B32A", "#2E7D7A", "#F4F1E8"];
  const rows = Array.from({ length: 6 }, (_, r) => {
    const y = 380 + r * 38;
    const c = colours[r % colours.length]!;
    const diamonds = Array.from(
      { length: 10 },
      (_, i) => `<path d="M${236 + i * 36} ${y + 19} L${254 + i * 36} ${y + 4} L${272 + i * 36} ${y + 19} L${254 + i * 36} ${y + 34} Z" fill="${c}"/>`,
    );
    return `<rect x="220" y="${y}" width="360" height="38" fill="${colours[(r + 2) % colours.length]}"/>${diamonds.join("")}`;
  }).join("");
  return frame(
    "#F2ECE6",
    `<defs><clipPath id="pouch"><rect x="220" y="340" width="360" height="300" rx="26"/></clipPath></defs>
    <g clip-path="url(#pouch)"><rect x="220" y="340" width="360" height="300" fill="#1F1F24"/>${rows}</g>
    <rect x="220" y="340" width="360" height="300" rx="26" fill="none" stroke="#111" stroke-width="4"/>
    <path d="M220 366 Q220 340 246 340 L554 340 Q580 340 580 366 L580 420 L400 520 L220 420 Z" fill="#A51F30" stroke="#111" stroke-width="4" stroke-linejoin="round"/>
    <path d="M240 410 L400 498 L560 410" stroke="#E8B32A" stroke-width="4" fill="none" stroke-dasharray="10 6"/>
    <circle cx="400" cy="505" r="14" fill="#E8B32A" stroke="#8E6B25" stroke-width="3"/>
    <path d="M400 519 L400 580" stroke="#E8B32A" stroke-width="4"/><path d="M388 580 L412 580 L418 640 L382 640 Z" fill="#C8263A"/>`,
    { shadow: [400, 655, 220] },
  );
}

// ————— Trà —————

function teaLeaves(rnd: () => number, n: number, area: { x: number; y: number; w: number; h: number }): string {
  return Array.from({ length: n }, () => {
    const x = area.x + rnd() * area.w;
    const y = area.y + rnd() * area.h;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(10 + rnd() * 8).toFixed(1)}" ry="${(4 + rnd() * 3).toFixed(1)}" fill="${shade("#3F5E2E", (rnd() - 0.5) * 0.4)}" transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join("");
}

export function teaTin(): string {
  const rnd = seeded(3);
  const green = "#2F6B4F";
  return frame(
    "#ECF1E2",
    `<defs><linearGradient id="tin" x1="0" x2="1"><stop offset="0" stop-color="${shade(green, 0.15)}"/><stop offset="0.35" stop-color="${shade(green, 0.3)}"/><stop offset="1" stop-color="${shade(green, -0.3)}"/></linearGradient></defs>
    <path d="M290 290 L490 290 L490 650 A100 26 0 0 1 290 650 Z" fill="url(#tin)" stroke="${shade(green, -0.5)}" stroke-width="3"/>
    <rect x="290" y="410" width="200" height="150" fill="#E2C074"/>
    <path d="M290 410 L490 410 M290 560 L490 560" stroke="#9C7A2E" stroke-width="3"/>
    <path d="M390 520 C350 500 350 450 390 430 C430 450 430 500 390 520 Z" fill="${green}"/><path d="M390 520 L390 436" stroke="#E2C074" stroke-width="3"/>
    <path d="M290 290 L490 290 L490 262 L290 262 Z" fill="${shade(green, -0.1)}" stroke="${shade(green, -0.5)}" stroke-width="3"/>
    <ellipse cx="390" cy="262" rx="100" ry="26" fill="${shade(green, 0.2)}" stroke="${shade(green, -0.5)}" stroke-width="3"/>
    <path d="M310 320 L310 630" stroke="#FFFFFF" stroke-width="12" opacity="0.25" stroke-linecap="round"/>
    <ellipse cx="590" cy="668" rx="80" ry="22" fill="#2E4A22" opacity="0.9"/>
    ${teaLeaves(rnd, 26, { x: 520, y: 630, w: 140, h: 40 })}
    <path d="M560 560 C600 520 660 540 650 600 C610 620 570 600 560 560 Z" fill="#6E9A48"/><path d="M560 560 Q610 575 650 600" stroke="#4A7030" stroke-width="3" fill="none"/>`,
    { shadow: [420, 690, 220] },
  );
}

export function teaGiftBox(): string {
  const red = "#B3202A";
  const gold = "#E0B45A";
  return frame(
    "#F0EADF",
    `<rect x="190" y="360" width="420" height="310" rx="8" fill="${red}" stroke="${shade(red, -0.4)}" stroke-width="4"/>
    <g transform="rotate(-7 400 300)"><rect x="180" y="260" width="440" height="90" rx="8" fill="${shade(red, 0.08)}" stroke="${shade(red, -0.4)}" stroke-width="4"/>
      <rect x="378" y="260" width="44" height="90" fill="${gold}"/></g>
    <rect x="378" y="360" width="44" height="310" fill="${gold}"/>
    <circle cx="400" cy="500" r="82" fill="${shade(red, -0.15)}" stroke="${gold}" stroke-width="6"/>
    <path d="M400 452 C360 470 360 530 400 548 C440 530 440 470 400 452 Z" fill="${gold}"/><path d="M400 548 L400 458" stroke="${shade(red, -0.15)}" stroke-width="4"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${210 + i * 14} 640 L${230 + i * 14} 620 M${570 - i * 14} 640 L${590 - i * 14} 620" stroke="${gold}" stroke-width="4"/>`).join("")}
    <path d="M400 250 C340 190 300 230 360 262 M400 250 C460 190 500 230 440 262" stroke="${gold}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <circle cx="400" cy="252" r="16" fill="${shade(gold, -0.15)}"/>`,
    { shadow: [400, 680, 240] },
  );
}

export function lotusTea(): string {
  const rnd = seeded(17);
  return frame(
    "#E9F0E6",
    `<ellipse cx="360" cy="560" rx="210" ry="56" fill="#F6F3EA" stroke="#B9B09C" stroke-width="3"/>
    <path d="M230 470 Q240 600 360 608 Q480 600 490 470 Z" fill="#FAF8F2" stroke="#B9B09C" stroke-width="3"/>
    <ellipse cx="360" cy="470" rx="130" ry="34" fill="#FAF8F2" stroke="#B9B09C" stroke-width="3"/>
    <ellipse cx="360" cy="474" rx="114" ry="26" fill="#C9B656"/><ellipse cx="340" cy="470" rx="40" ry="8" fill="#E2D37A"/>
    <path d="M330 420 Q315 385 335 355 Q355 325 340 290 M390 420 Q405 385 385 355" stroke="#FFFFFF" stroke-width="8" fill="none" opacity="0.8" stroke-linecap="round"/>
    <circle cx="590" cy="430" r="110" fill="#5E9A5F"/><path d="M590 430 L590 320 M590 430 L690 410 M590 430 L530 520 M590 430 L670 500" stroke="#4A7A4A" stroke-width="3"/>
    ${lotus(585, 590, 2.1, "#F0A3B5", "#E8C24A")}
    ${teaLeaves(rnd, 14, { x: 170, y: 640, w: 160, h: 40 })}`,
    { shadow: [420, 690, 260] },
  );
}

// ————— Thiệp, gift card, shipping, sample —————

export function giftCard(): string {
  const card = (x: number, y: number, a: number, from: string, to: string, id: string) =>
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
     <g transform="rotate(${a} ${x + 210} ${y + 130})"><rect x="${x}" y="${y}" width="420" height="260" rx="24" fill="url(#${id})"/>
     <rect x="${x + 30}" y="${y + 36}" width="62" height="46" rx="8" fill="#F2D27A"/>
     <rect x="${x + 30}" y="${y + 190}" width="160" height="14" rx="7" fill="#FFFFFF" opacity="0.7"/><rect x="${x + 30}" y="${y + 214}" width="100" height="10" rx="5" fill="#FFFFFF" opacity="0.5"/>
     <circle cx="${x + 340}" cy="${y + 190}" r="42" fill="#FFFFFF" opacity="0.25"/><circle cx="${x + 340}" cy="${y + 190}" r="22" fill="none" stroke="#FFFFFF" stroke-width="6"/>
     <path d="M${x + 318} ${y + 190} L${x + 362} ${y + 190}" stroke="#FFFFFF" stroke-width="4"/></g>`;
  return frame(
    "#EEE8F4",
    `${card(170, 220, -10, "#2E7D7A", "#1F4E79", "g1")}${card(210, 330, 6, "#C8385A", "#7B3F86", "g2")}
    <g transform="rotate(6 420 460)"><path d="M560 330 L560 590" stroke="#F2D27A" stroke-width="18"/>
    <path d="M560 360 C500 300 470 350 540 372 M560 360 C620 300 650 350 580 372" stroke="#F2D27A" stroke-width="14" fill="none" stroke-linecap="round"/>
    <circle cx="560" cy="364" r="14" fill="#D9B24C"/></g>`,
    { shadow: [400, 680, 240] },
  );
}

export function tetCard(): string {
  const red = "#C0262D";
  const gold = "#E8B84A";
  const flowers = [
    [330, 300, 16],
    [420, 260, 13],
    [480, 330, 15],
    [380, 380, 11],
    [540, 280, 12],
    [300, 420, 12],
    [460, 430, 14],
  ]
    .map(([x, y, r]) => blossom(x!, y!, r!, "#F6C94A", "#C9762A"))
    .join("");
  return frame(
    "#F3E8DC",
    `<path d="M160 230 L400 200 L400 650 L160 680 Z" fill="${shade(red, -0.15)}" stroke="${shade(red, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M400 200 L640 230 L640 680 L400 650 Z" fill="${red}" stroke="${shade(red, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M418 228 L622 252 L622 660 L418 636 Z" fill="none" stroke="${gold}" stroke-width="4"/>
    <path d="M180 248 L382 224 L382 632 L180 658 Z" fill="none" stroke="${gold}" stroke-width="3" opacity="0.7"/>
    <path d="M250 520 C300 440 360 400 420 330 M360 400 C420 420 460 430 520 400 M420 330 C460 300 500 290 560 270 M300 470 C300 440 290 420 280 410" stroke="#6B4226" stroke-width="7" fill="none" stroke-linecap="round"/>
    ${flowers}
    <rect x="470" y="520" width="110" height="12" rx="6" fill="${gold}"/><rect x="490" y="546" width="70" height="10" rx="5" fill="${gold}" opacity="0.8"/>
    <circle cx="280" cy="560" r="40" fill="none" stroke="${gold}" stroke-width="4"/><circle cx="280" cy="560" r="26" fill="${gold}" opacity="0.8"/>`,
    { shadow: [400, 690, 250] },
  );
}

export function expressParcel(): string {
  const kraft = "#C79A63";
  return frame(
    "#E8EEF3",
    `<path d="M290 330 L500 250 L640 320 L430 400 Z" fill="${shade(kraft, 0.2)}" stroke="${shade(kraft, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M290 330 L430 400 L430 650 L290 580 Z" fill="${shade(kraft, -0.08)}" stroke="${shade(kraft, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M430 400 L640 320 L640 570 L430 650 Z" fill="${kraft}" stroke="${shade(kraft, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M395 290 L535 360 L535 608" stroke="#E2C58E" stroke-width="26" fill="none" stroke-linejoin="bevel"/>
    <path d="M562 470 L622 447 L622 500 L562 523 Z" fill="#FFFFFF" opacity="0.9"/><path d="M572 482 L610 468 M572 498 L600 488" stroke="#8E6236" stroke-width="4"/>
    <path d="M120 400 L250 400 M150 460 L260 460 M100 520 L255 520 M170 580 L260 580" stroke="#2E7D7A" stroke-width="12" stroke-linecap="round"/>
    <path d="M520 150 L480 230 L520 230 L490 300 L580 200 L535 200 L565 150 Z" fill="#F2B233" stroke="#B8821C" stroke-width="3" stroke-linejoin="round"/>`,
    { shadow: [460, 680, 220] },
  );
}

export function samplePack(): string {
  const pouch = (x: number, y: number, c: string, a: number) =>
    `<g transform="rotate(${a} ${x} ${y + 100})"><path d="M${x - 52} ${y} L${x + 52} ${y} L${x + 58} ${y + 200} L${x - 58} ${y + 200} Z" fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="3"/>
     <rect x="${x - 52}" y="${y}" width="104" height="20" fill="${shade(c, -0.15)}"/><rect x="${x - 34}" y="${y + 60}" width="68" height="60" rx="8" fill="#FFFFFF" opacity="0.85"/>
     <circle cx="${x}" cy="${y + 90}" r="14" fill="${shade(c, -0.2)}"/></g>`;
  const kraft = "#C79A63";
  return frame(
    "#EFEAE2",
    `${pouch(300, 260, "#6B4226", -10)}${pouch(400, 230, "#3F7A52", 0)}${pouch(500, 260, "#E59AAE", 10)}
    <path d="M200 420 L600 420 L580 680 L220 680 Z" fill="${kraft}" stroke="${shade(kraft, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M200 420 L150 360 L230 350 L262 420 Z M600 420 L650 360 L570 350 L538 420 Z" fill="${shade(kraft, 0.15)}" stroke="${shade(kraft, -0.45)}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="330" y="500" width="140" height="90" rx="10" fill="#F6F1E8"/><path d="M360 530 L440 530 M360 556 L420 556" stroke="${kraft}" stroke-width="8" stroke-linecap="round"/>`,
    { shadow: [400, 690, 230] },
  );
}
