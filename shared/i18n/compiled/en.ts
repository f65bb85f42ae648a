// Made by `npm run i18n:compile` from shared/i18n/messages/en/ (decision 0044): do not edit.
import type { Catalogue } from '../format';

const catalogue = {
  "nav.main": "Main",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.about": "Our Story",
  "nav.study": "Study Abroad",
  "nav.services": "Services",
  "nav.servicesStudents": "Services for Students",
  "nav.servicesInstitutions": "Services for Institutions",
  "nav.students": "Students",
  "nav.personalStatements": "Personal Statements",
  "nav.cvTemplates": "CV Templates",
  "nav.uploadDocuments": "Upload Documents",
  "nav.contact": "Contact",
  "nav.account": "Account",
  "nav.signIn": "Sign-In",
  "nav.register": "Register",
  "layout.skipToContent": "Skip to content",
  "language.label": "Language",
  "language.suggest": "This page is also in English.",
  "language.suggestLink": "Read it in English",
  "language.dismiss": "No, thanks",
  "nav.galleries": "Galleries",
  "nav.terms": "Terms",
  "nav.privacy": "Privacy",
  "nav.cookies": "Cookies",
  "nav.myAccount": "Account",
  "nav.applications": "Applications",
  "nav.messages": "Messages",
  "nav.updateProfile": "Update Profile",
  "nav.changePassword": "Change Password",
  "content.fallbackNotice": ["This page is not yet available in ",["language"],"; it is shown in English."],
} as const satisfies Catalogue;

/** The name of an interface string. */
export type MessageId = keyof typeof catalogue;

export default catalogue;
