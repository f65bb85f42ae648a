import sharp from 'sharp';
const [src, dst, h] = process.argv.slice(2);
let img = sharp(src!);
if (h) { const m = await img.metadata(); img = sharp(src!).extract({ left: 0, top: 0, width: m.width!, height: Math.min(Number(h), m.height!) }); }
await img.png({ palette: true, compressionLevel: 9 }).toFile(dst!);
