// The formatter of messages with values, as the browser fetches it (loadFormatter, client/lib/i18n.tsx): with the
// catalogue when the visitor first acts, and before hydrating a page whose messages need it (the server preloads it
// then: server/ssr/handler.tsx). The first load's messages are mostly plain text. A module of ours, so that the build
// treats it as one of the lazily loaded modules (scripts/build.ts); the server imports shared/i18n/format.ts itself.
export { formatMessage } from '../../shared/i18n/format';
