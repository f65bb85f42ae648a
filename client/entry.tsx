// The browser entry: starts the app shell. The shell is a module of its own so that every lazily loaded module can
// import it too, which is what puts all of it into one chunk (scripts/build.ts, decision 0017).
import { start } from './shell';

void start();
