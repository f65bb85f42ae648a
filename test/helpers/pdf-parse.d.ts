// pdf-parse 1.x ships no typings; the tests import its library file (its index runs a debug read when imported as ESM).
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(data: Buffer): Promise<{ text: string; numpages: number; info: Record<string, unknown> }>;
}
