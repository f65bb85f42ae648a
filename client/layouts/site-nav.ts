// The public site's menus in the header (the footer's columns are in SiteChrome.tsx). Labels are message ids
// (shared/i18n/messages/).
import { paths } from '../../shared/paths';
import type { MessageId } from '../lib/i18n';

export interface NavLinkItem {
  label: MessageId;
  to: string;
  /** A student's own (applications and messages): not in staff's menu. */
  student?: true;
}

export const mainLinks: NavLinkItem[] = [
  { label: 'nav.home', to: paths.home() },
  { label: 'nav.about', to: paths.about() },
  { label: 'nav.study', to: paths.study() },
];

export const servicesMenu: NavLinkItem[] = [
  { label: 'nav.servicesStudents', to: paths.servicesStudents() },
  { label: 'nav.servicesInstitutions', to: paths.servicesInstitutions() },
];

export const studentsMenu: NavLinkItem[] = [
  { label: 'nav.personalStatements', to: paths.personalStatements() },
  { label: 'nav.cvTemplates', to: paths.cvTemplates() },
  { label: 'nav.uploadDocuments', to: paths.accountDocuments() },
];

export const guestAccountMenu: NavLinkItem[] = [
  { label: 'nav.signIn', to: paths.login() },
  { label: 'nav.register', to: paths.register() },
];
