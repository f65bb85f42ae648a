// npm test [files…]: make sure the client build exists (the server-render tests preload its chunks), then mocha
// (every suite, or only the files named).
import { build, isBuildFresh } from './build';
import { runMocha } from './lib/mocha';

if (!isBuildFresh()) await build();
runMocha('.mocharc.json', process.argv.slice(2));
