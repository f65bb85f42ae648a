// The public site's menus in the header (the footer's columns are in SiteChrome.tsx).
import { paths } from '../../shared/paths';

export interface NavLinkItem {
  label: string;
  to: string;
  /** A student's own (applications and messages): not in staff's menu. */
  student?: true;
}

export const mainLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Our Story', to: paths.about() },
  { label: 'Study Abroad', to: paths.study() },
];

export const servicesMenu: NavLinkItem[] = [
  { label: 'Services for Students', to: paths.servicesStudents() },
  { label: 'Services for Institutions', to: paths.servicesInstitutions() },
];

export const studentsMenu: NavLinkItem[] = [
  { label: 'Personal Statements', to: paths.personalStatements() },
  { label: 'CV Templates', to: paths.cvTemplates() },
  { label: 'Upload Documents', to: paths.accountDocuments() },
];

export const guestAccountMenu: NavLinkItem[] = [
  { label: 'Sign-In', to: paths.login() },
  { label: 'Register', to: paths.register() },
];
