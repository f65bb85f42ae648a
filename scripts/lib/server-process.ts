// How the server bundle is run, in one place for `npm start`, the bench, the load run and the browser tests (the
// Dockerfile's CMD repeats it). A larger young generation (64 MB semi-spaces) halves the collector's work for a
// render-heavy server: about 20 % more pages per second rendered, measured with wrk against `/` with PAGE_CACHE=false.
//
// Without V8's memory reducer: after a burst, once allocation slows, it compacts the heap and gives the memory back
// (179 MB committed down to 48 MB in one trace), and the young generation starts again from its smallest size, so the
// next second of steady traffic runs into back-to-back collections. At half U's rate right after the bench's
// throughput rounds that was one 100–200 ms hiccup four runs out of four with the reducer, none in two without
// (docs/performance.md). A server in its own container keeps the memory it needed at its busiest instead.
export const SERVER_BUNDLE = 'dist/server/index.js';
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64', '--no-memory-reducer'];
