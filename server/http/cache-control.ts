// Cache-Control for public API reads: they change only when staff edit content, so browsers may keep them briefly.
import type { Response } from 'express';
import { PUBLIC_MAX_AGE_S } from '../config';

export const cachePublic = (res: Response) => res.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
