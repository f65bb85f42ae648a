// How the server bundle is run, in one place for `npm start`, the bench, the load run and the browser tests (the
// Dockerfile's CMD repeats it). A larger young generation (64 MB semi-spaces) halves the collector's work for a
// render-heavy server: about 20 % more pages per second rendered, measured with wrk against `/` with PAGE_CACHE=false.
export const SERVER_BUNDLE = 'dist/server/index.js';
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];
