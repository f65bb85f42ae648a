// The es interface catalogue as a lazily loaded module of the client (client/lib/i18n.tsx), so that the build joins
// it to the app shell's chunk plan like every other (scripts/build.ts). The mails' messages are not in it.
export { default } from '../../shared/i18n/compiled/es';
