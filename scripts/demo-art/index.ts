// npm run demo:art: draws every picture the demo content may use into demo/art/<name>.svg (and removes any other
// SVG there). The files are committed; demo/*.json name them, and the seed (server/seed.ts) renders them.
// test/unit/demo-art.test.ts proves the committed files are what this draws.
import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_COUNT, avatarArtwork, BLOG_TOPICS, blogArtwork, GALLERIES, galleryArtwork } from './artwork';
import { COUNTRY_SLUGS, countryArtwork } from './country-artwork';

export const ART_DIR = path.resolve('demo', 'art');

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** File name → SVG text. */
export function drawDemoArt(): Map<string, string> {
  return new Map([
    ...GALLERIES.flatMap(({ name, size }) => range(size).map((i) => [`gallery-${name}-${i + 1}.svg`, galleryArtwork(name, i)] as const)),
    ...BLOG_TOPICS.map((topic, i) => [`post-${topic}.svg`, blogArtwork(topic, i)] as const),
    ...COUNTRY_SLUGS.map((slug) => [`country-${slug}.svg`, countryArtwork(slug)] as const),
    ...range(AVATAR_COUNT).map((i) => [`avatar-${i}.svg`, avatarArtwork(i)] as const),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const art = drawDemoArt();
  fs.mkdirSync(ART_DIR, { recursive: true });
  for (const file of fs.readdirSync(ART_DIR)) if (file.endsWith('.svg') && !art.has(file)) fs.rmSync(path.join(ART_DIR, file));
  for (const [file, svg] of art) fs.writeFileSync(path.join(ART_DIR, file), svg);
  console.log(`demo:art: wrote ${art.size} pictures to ${path.relative(process.cwd(), ART_DIR)}/`);
}
