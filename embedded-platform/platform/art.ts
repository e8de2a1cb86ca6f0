/** Generated SVG art for icons, logos and banners: nothing is fetched from outside. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A stable hue per name, so each game keeps its colours between runs. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name.slice(0, 2)]).join('').toUpperCase();
}

function gradient(id: string, hue: number): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 30%)"/></linearGradient><radialGradient id="${id}-glow" cx="0.3" cy="0.25" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`;
}

/** Square game tile: gradient, soft glow, big initials, the name along the bottom. */
export function tileSvg(name: string, caption?: string): string {
  const hue = hueOf(name);
  const label = escapeXml(name.length > 22 ? `${name.slice(0, 21)}…` : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(name)}">${gradient('g', hue)}<rect width="240" height="240" rx="28" fill="url(#g)"/><rect width="240" height="240" rx="28" fill="url(#g-glow)"/><circle cx="190" cy="50" r="70" fill="#fff" opacity="0.08"/><text x="120" y="132" text-anchor="middle" font-family="Georgia, serif" font-size="84" font-weight="700" fill="#fff" opacity="0.95">${escapeXml(initialsOf(name))}</text><rect x="0" y="180" width="240" height="60" fill="#000" opacity="0.28"/><text x="120" y="${caption ? 207 : 217}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="600" fill="#fff">${label}</text>${caption ? `<text x="120" y="229" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#fff" opacity="0.8">${escapeXml(caption)}</text>` : ''}</svg>`;
}

/** Wide vendor logo: a coloured badge and the vendor name. */
export function logoSvg(name: string, color?: string): string {
  const fill = color ?? `hsl(${hueOf(name)} 65% 40%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" width="200" height="64" role="img" aria-label="${escapeXml(name)}"><rect width="200" height="64" rx="12" fill="${fill}"/><circle cx="32" cy="32" r="20" fill="#fff" opacity="0.2"/><text x="32" y="38" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text><text x="60" y="39" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#fff">${escapeXml(name.length > 14 ? `${name.slice(0, 13)}…` : name)}</text></svg>`;
}

/** Georgia bold runs about 0.56 em per character: the largest size (at most 64) that fits `width` px. */
function headlineSize(text: string, width: number): number {
  return Math.min(64, Math.floor(width / (0.56 * Math.max(1, text.length))));
}

/** Splits a headline at the space nearest its middle: two lines that fit side by side on a narrow picture. */
function twoLines(title: string): [string, string] | undefined {
  const spaces = [...title.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return undefined;
  const middle = spaces.reduce((best, index) => (Math.abs(index - title.length / 2) < Math.abs(best - title.length / 2) ? index : best));
  return [title.slice(0, middle), title.slice(middle + 1)];
}

/**
 * Banner (1200×400): diagonal bands over a gradient and the headline. A carousel shows the whole picture, so the
 * headline sits on the left. A promotion's picture is also a 16:9 card, which shows only the middle 700 or so pixels
 * of it (`object-fit: cover`): `centred` keeps the headline and tagline in the middle 640, on two lines when one
 * would be too small to read.
 */
export function bannerSvg(title: string, tagline = 'Play responsibly', options: { centred?: boolean } = {}): string {
  const hue = hueOf(title);
  const art = `${gradient('b', hue)}<rect width="1200" height="400" fill="url(#b)"/><rect width="1200" height="400" fill="url(#b-glow)"/><path d="M700 0h180L580 400H400z" fill="#fff" opacity="0.08"/><path d="M940 0h120L760 400H640z" fill="#fff" opacity="0.06"/><circle cx="1020" cy="200" r="130" fill="#fff" opacity="0.12"/>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(title)}">`;
  if (!options.centred) {
    // Long headlines (TY runs longer) shrink to stay inside the picture.
    const size = headlineSize(title, 1040);
    return `${open}${art}<text x="80" y="190" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="82" y="250" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#fff" opacity="0.85">${escapeXml(tagline)}</text></svg>`;
  }
  const SAFE = 640;
  const oneLine = headlineSize(title, SAFE);
  const lines = oneLine >= 44 ? undefined : twoLines(title);
  const size = lines ? Math.min(...lines.map((line) => headlineSize(line, SAFE))) : oneLine;
  const text = (line: string, y: number) => `<text x="600" y="${y}" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="700" fill="#fff" stroke="#000" stroke-opacity="0.18" stroke-width="4" paint-order="stroke">${escapeXml(line)}</text>`;
  const headline = lines ? text(lines[0], 200 - Math.round(size * 0.55)) + text(lines[1], 200 + Math.round(size * 0.55)) : text(title, 200);
  const taglineY = (lines ? 200 + Math.round(size * 0.55) : 200) + 56;
  return `${open}${art}${headline}<text x="600" y="${taglineY}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#fff" opacity="0.85">${escapeXml(tagline)}</text></svg>`;
}

/** What a point-mall reward's picture shows. */
export type GoodsPicture = { kind: 'voucher'; amount: string } | { kind: 'earbuds' } | { kind: 'watch' } | { kind: 'phone' };

/** The product itself, drawn on the reward's colour (320×180, the card's picture box): a bonus voucher or the gadget. */
export function goodsSvg(name: string, picture: GoodsPicture): string {
  const hue = hueOf(name);
  const ink = `hsl(${hue} 60% 22%)`;
  const products: Record<GoodsPicture['kind'], string> = {
    voucher: `<path d="M72 42h176a10 10 0 0 1 10 10v24a14 14 0 0 0 0 28v24a10 10 0 0 1-10 10H72a10 10 0 0 1-10-10v-24a14 14 0 0 0 0-28V52a10 10 0 0 1 10-10z" fill="#fff" opacity="0.95"/><path d="M200 48v84" stroke="${ink}" stroke-width="2" stroke-dasharray="6 6" opacity="0.5"/><text x="131" y="98" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="800" fill="${ink}">${escapeXml(picture.kind === 'voucher' ? picture.amount : '')}</text><text x="131" y="120" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" font-weight="700" letter-spacing="3" fill="${ink}" opacity="0.75">BONUS</text><path d="M229 74l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="${ink}" opacity="0.8"/>`,
    earbuds: `<rect x="112" y="104" width="96" height="58" rx="26" fill="#fff" opacity="0.95"/><path d="M112 126h96" stroke="${ink}" stroke-width="2" opacity="0.35"/><circle cx="160" cy="146" r="3" fill="${ink}" opacity="0.6"/><g fill="#fff"><circle cx="126" cy="56" r="20"/><rect x="122" y="62" width="12" height="40" rx="6"/><circle cx="194" cy="56" r="20"/><rect x="186" y="62" width="12" height="40" rx="6"/></g><circle cx="126" cy="56" r="9" fill="${ink}" opacity="0.55"/><circle cx="194" cy="56" r="9" fill="${ink}" opacity="0.55"/>`,
    watch: `<rect x="138" y="12" width="44" height="156" rx="10" fill="${ink}" opacity="0.85"/><rect x="116" y="44" width="88" height="92" rx="24" fill="#14161c" stroke="#fff" stroke-width="5"/><rect x="204" y="76" width="7" height="20" rx="3" fill="#fff"/><text x="160" y="96" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">10:09</text><path d="M136 112h48" stroke="hsl(${hue} 80% 60%)" stroke-width="5" stroke-linecap="round"/>`,
    phone: `<rect x="122" y="14" width="76" height="152" rx="14" fill="#14161c" stroke="#fff" stroke-width="4"/><rect x="130" y="30" width="60" height="118" rx="6" fill="url(#g)"/><rect x="130" y="30" width="60" height="118" rx="6" fill="url(#g-glow)"/><circle cx="160" cy="22" r="3" fill="#fff" opacity="0.7"/><g fill="#fff" opacity="0.92"><rect x="143" y="80" width="34" height="20" rx="10"/></g><g fill="${ink}"><rect x="149" y="88" width="10" height="4" rx="1"/><rect x="152" y="85" width="4" height="10" rx="1"/><circle cx="168" cy="87" r="2.2"/><circle cx="172" cy="92" r="2.2"/></g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${escapeXml(name)}">${gradient('g', hue)}<rect width="320" height="180" fill="url(#g)"/><rect width="320" height="180" fill="url(#g-glow)"/><circle cx="270" cy="30" r="80" fill="#fff" opacity="0.07"/>${products[picture.kind]}</svg>`;
}

/** A lottery's logo (250×100, the lobby card's 5:2 box): three numbered balls and the name on the lottery's colour. */
export function lotteryLogoSvg(name: string): string {
  const hue = hueOf(name);
  // Beside the balls is room for about 11 characters a line: a longer name takes two lines.
  const lines = name.length > 11 ? (twoLines(name) ?? [name]) : [name];
  const size = lines.length > 1 ? 15 : 17;
  const label = lines.map((line, index) => `<text x="128" y="${lines.length > 1 ? 46 + index * 19 : 57}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('');
  // The balls' numbers come from the name, so a lottery keeps its own.
  const numbers = [0, 1, 2].map((index) => String((hueOf(`${index * 7919}:${name}`) % 49) + 1).padStart(2, '0'));
  const ball = (cx: number, number: string, shade: number) =>
    `<circle cx="${cx}" cy="50" r="16" fill="hsl(${(hue + shade) % 360} 80% 55%)" stroke="#fff" stroke-width="2.5"/><circle cx="${cx}" cy="50" r="10" fill="#fff"/><text x="${cx}" y="55" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="11" font-weight="800" fill="#222">${number}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 100" width="250" height="100" role="img" aria-label="${escapeXml(name)}">${gradient('l', hue)}<rect width="250" height="100" rx="12" fill="url(#l)"/><rect width="250" height="100" rx="12" fill="url(#l-glow)"/>${ball(28, numbers[0] ?? '07', 120)}${ball(64, numbers[1] ?? '21', 200)}${ball(100, numbers[2] ?? '38', 280)}${label}</svg>`;
}
