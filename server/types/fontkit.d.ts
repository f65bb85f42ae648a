// fontkit ships no typings: the invoice's PDF only opens fonts with create() and hands them to pdfkit as they are.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
