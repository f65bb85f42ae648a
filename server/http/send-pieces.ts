// A page body sent as it was made: UTF-8 Buffers kept across requests (the kept parts of a visitor's page) and the
// text rendered for this request, written together in one writev. Joining them into one Buffer first cost more than
// the copy: a fresh 48 KB Buffer per page (allocated, filled, written, swept) took about a quarter of a millisecond's
// worth of throughput from every render (docs/performance.md). Node encodes the strings straight into the write.
import type { Request, Response } from 'express';

export type BodyPieces = ReadonlyArray<Buffer | string>;

export const piecesLength = (pieces: BodyPieces): number =>
  pieces.reduce<number>((length, piece) => length + (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length), 0);

/** The body as one Buffer, for what needs it whole (the page cache's compressed forms). */
export const piecesBuffer = (pieces: BodyPieces): Buffer =>
  pieces.length === 1 && typeof pieces[0] !== 'string' ? pieces[0]! : Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));

/** Ends `res` with `pieces` as its body (none for HEAD), with its Content-Length. Status and headers are set already. */
export function sendPieces(req: Request, res: Response, pieces: BodyPieces): void {
  res.setHeader('Content-Length', piecesLength(pieces));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  res.cork();
  for (const piece of pieces) if (piece.length) res.write(piece);
  res.end();
  res.uncork();
}
