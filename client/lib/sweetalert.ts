// sweetalert2 as a module of ours: every lazily loaded module must be one of ours, so that the app shell and
// esbuild's helpers stay one chunk (scripts/build.ts).
export { default } from 'sweetalert2/dist/sweetalert2.esm.js';
