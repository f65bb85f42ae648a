// Stands in for `brotli/decompress.js` in the server's bundle: fontkit needs it only to open WOFF2 fonts, and Node's
// zlib has Brotli, so the 480 KB decoder written in JavaScript is never bundled (scripts/build.ts aliases it).
import { brotliDecompressSync } from 'node:zlib';

export default function decompress(buffer) {
  return new Uint8Array(brotliDecompressSync(buffer));
}
