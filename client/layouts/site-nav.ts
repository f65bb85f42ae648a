// The public site's menus: header dropdowns and footer columns read these lists.
import { paths } from '../../shared/paths';

export interface NavLinkItem {
  label: string;
  to: string;
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

export const userAccountMenu: NavLinkItem[] = [
  { label: 'Account', to: paths.account() },
  { label: 'Upload Documents', to: paths.accountDocuments() },
  { label: 'Update Profile', to: paths.accountProfile() },
  { label: 'Change Password', to: paths.accountPassword() },
];

export const footerPages: NavLinkItem[] = [
  { label: 'Home', to: paths.home() },
  { label: 'Our Story', to: paths.about() },
  { label: 'Study Abroad', to: paths.study() },
  { label: 'Services for Students', to: paths.servicesStudents() },
  { label: 'Services for Institutions', to: paths.servicesInstitutions() },
  { label: 'Galleries', to: paths.galleries() },
  { label: 'Contact', to: paths.contact() },
];

export const footerLegal: NavLinkItem[] = [
  { label: 'Terms', to: paths.terms() },
  { label: 'Privacy', to: paths.privacy() },
  { label: 'Cookies', to: paths.cookies() },
];
