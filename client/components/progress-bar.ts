// The navigation progress bar's behaviour (./progress.ts), loaded when the first navigation starts: a page's first
// load shows no bar, so it does not carry that code.
import { preloadable } from '../lib/preload';

export const progressBar = preloadable(() => import('./progress'));
