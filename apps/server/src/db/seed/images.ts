import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PALETTES = [
  ['#0ea5e9', '#1e3a8a'],
  ['#22c55e', '#065f46'],
  ['#f97316', '#9a3412'],
  ['#e11d48', '#4c0519'],
  ['#a855f7', '#3b0764'],
  ['#14b8a6', '#134e4a'],
  ['#eab308', '#713f12'],
  ['#6366f1', '#1e1b4b'],
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * Demo pictures are drawn here as SVG (nothing is downloaded): a gradient, a pattern and a caption.
 * Files land in DATA_DIR/uploads/demo and are served like any upload.
 */
export function createDemoImages(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'demo');
  mkdirSync(dir, { recursive: true });

  function write(name: string, svg: string): string {
    writeFileSync(path.join(dir, name), svg);
    return `/uploads/demo/${name}`;
  }

  return {
    avatar(name: string): string {
      const h = hash(name);
      const [a, b] = PALETTES[h % PALETTES.length];
      const initials = name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((w) => w[0]?.toUpperCase())
        .join('');
      return write(
        `avatar-${h}.svg`,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><circle cx="160" cy="40" r="50" fill="#fff" opacity=".08"/><text x="100" y="122" font-family="Verdana,Arial,sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
      );
    },
    /** A captioned picture at the given aspect (width:height), e.g. event covers 4:3, schedules 5:11. */
    picture(title: string, width: number, height: number, subtitle = ''): string {
      const h = hash(`${title}|${width}x${height}|${subtitle}`);
      const [a, b] = PALETTES[h % PALETTES.length];
      const fs = Math.round(Math.min(width, height) / 9);
      const words = title.split(/\s+/);
      const lines: string[] = [];
      for (const w of words) {
        const last = lines[lines.length - 1];
        if (last && `${last} ${w}`.length <= Math.max(10, Math.floor(width / (fs * 0.62))))
          lines[lines.length - 1] = `${last} ${w}`;
        else lines.push(w);
      }
      const startY = height / 2 - ((lines.length - 1) * fs * 1.2) / 2;
      const text = lines
        .slice(0, 4)
        .map((l, i) => `<text x="${width / 2}" y="${startY + i * fs * 1.2}" font-size="${fs}">${escapeXml(l)}</text>`)
        .join('');
      const sub = subtitle
        ? `<text x="${width / 2}" y="${height - fs}" font-size="${Math.round(fs * 0.55)}" opacity=".85">${escapeXml(subtitle)}</text>`
        : '';
      return write(
        `pic-${h}.svg`,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.15}" r="${Math.min(width, height) * 0.35}" fill="#fff" opacity=".07"/><circle cx="${width * 0.1}" cy="${height * 0.9}" r="${Math.min(width, height) * 0.25}" fill="#000" opacity=".08"/><g font-family="Verdana,Arial,sans-serif" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${text}${sub}</g></svg>`,
      );
    },
  };
}
export type DemoImages = ReturnType<typeof createDemoImages>;
