// Receiving one uploaded file: multer with explicit limits and a storage engine that writes to a temporary file
// while hashing it. It runs only after the guard and the XSRF check (never globally), and a rejected, failed or
// aborted upload leaves nothing behind.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { formatBytes } from '../../shared/format';
import type { FileStorage } from '../storage/storage';
import { AppError } from '../lib/errors';

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  originalname: string;
}

class HashingEngine implements multer.StorageEngine {
  constructor(private readonly storage: FileStorage) {}

  _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File> & { sha256?: string }) => void): void {
    const target = this.storage.tempPath();
    const hash = createHash('sha256');
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    pipeline(file.stream, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 })).then(
      () => callback(null, { path: target, size, sha256: hash.digest('hex') }),
      (error: unknown) => {
        void this.storage.removeTemp(target).finally(() => callback(error));
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    this.storage.removeTemp(file.path).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}

/** Multipart overhead allowed on top of the file itself before the size is refused unread. */
const ENVELOPE_BYTES = 64 * 1024;

export function tooLarge(maxBytes: number): AppError {
  return new AppError(413, `The file is larger than ${formatBytes(maxBytes)}.`, { errors: { file: [`Files can be at most ${formatBytes(maxBytes)}.`] } });
}

/**
 * The middleware for one file in the multipart field `file` (plus a few small text fields). A declared body
 * larger than the limit is refused before a byte is read.
 */
export function singleFileUpload(storage: FileStorage, maxBytes: number): RequestHandler[] {
  const multerSingle = multer({
    storage: new HashingEngine(storage),
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 2000, fieldNameSize: 100, headerPairs: 50 },
  }).single('file');
  const receive = (req: Request, res: Response, next: NextFunction) =>
    multerSingle(req, res, (error?: unknown) => next(error ? (fromUploadError(error, maxBytes) ?? error) : undefined));

  const refuseDeclaredOversize = (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes + ENVELOPE_BYTES) {
      res.setHeader('Connection', 'close');
      req.resume(); // discard the body rather than reset the connection under the client
      return next(tooLarge(maxBytes));
    }
    next();
  };

  const requireMultipart = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next(new AppError(415, 'Send the file as multipart/form-data in the field "file".'));
    next();
  };

  const toFile = (req: Request, res: Response, next: NextFunction) => {
    const file = req.file as (Express.Multer.File & { sha256?: string }) | undefined;
    if (!file) return next(noFile());
    res.locals.upload = { path: file.path, size: file.size, sha256: file.sha256!, originalname: file.originalname } satisfies ReceivedFile;
    next();
  };

  return [refuseDeclaredOversize, requireMultipart, receive, toFile];
}

const noFile = () => new AppError(422, 'Choose a file to upload.', { errors: { file: ['Choose a file to upload.'] } });

export function receivedFile(res: Response): ReceivedFile {
  const file = (res.locals as { upload?: ReceivedFile }).upload;
  if (!file) throw noFile();
  return file;
}

/** multer's and busboy's complaints as answers a client can act on. */
export function fromUploadError(error: unknown, maxBytes?: number): AppError | null {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return maxBytes ? tooLarge(maxBytes) : new AppError(413, 'The file is too large.');
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new AppError(422, 'Upload one file, in the field "file".', { errors: { file: ['Upload one file, in the field "file".'] } });
      default:
        return new AppError(413, 'The upload has too many or too large fields.');
    }
  }
  const message = (error as Error)?.message ?? '';
  if (/^(Request aborted|Request closed|Unexpected end of form|Malformed part header|Multipart: Boundary not found)/.test(message)) {
    return new AppError(400, 'The upload was incomplete. Please try again.');
  }
  return null;
}
