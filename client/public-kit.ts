// The small modules the public pages share, as one chunk: the build (scripts/build.ts) makes every lazily loaded
// module that reaches one of them import this module, so esbuild puts them all in one chunk instead of one each
// (a country page's module came with eleven files of 0.3–2.7 KB, each a request and a task of its own: decision
// 0039). Nothing imports it by hand. A module added here must stay out of the shell (the first load): the locales'
// table is here, the shell has shared/i18n/locale-codes.ts.
import './components/ui';
import './components/Picture';
import './components/Flag';
import './components/study/FitCallout';
import './components/content/cards';
import './components/content/ContentLanguage';
import './components/service-icons';
import './components/contact-icons';
import './lib/preview';
import '../shared/images';
import '../shared/format';
import '../shared/i18n/locales';
import '../shared/study';
import '../shared/documents';
import '../shared/fit';
