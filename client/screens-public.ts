// The visitor's screens: one row each, under its name in shared/routes.ts (which has its path pattern), in the order
// of that table. These are in the browser's first load (client/routes-public.tsx makes their routes); a screen under
// PRIVATE_PREFIXES has its row in client/screens-private.ts instead (client/screens.ts, decisions 0017 and 0043).
import type { Screens } from './screens';

export const PUBLIC_SCREENS = {
  home: { id: 'home', title: 'Study abroad with confidence', load: () => import('./pages/public/Home') },
  about: { id: 'about', title: 'Our Story', load: () => import('./pages/public/About') },
  terms: { id: 'terms', title: 'Terms of Use', load: () => import('./pages/public/Legal') },
  privacy: { id: 'privacy', title: 'Privacy Policy', load: () => import('./pages/public/Legal') },
  cookies: { id: 'cookies', title: 'Cookie Policy', load: () => import('./pages/public/Legal') },
  servicesStudents: { id: 'services.students', title: 'Services for Students', load: () => import('./pages/public/Services') },
  servicesInstitutions: { id: 'services.institutions', title: 'Services for Institutions', load: () => import('./pages/public/Services') },
  personalStatements: { id: 'students.personal-statements', title: 'Personal Statements', load: () => import('./pages/public/PersonalStatements') },
  cvTemplates: { id: 'students.cvtemplates', title: 'CV Templates', load: () => import('./pages/public/CvTemplates') },
  study: { id: 'study', title: 'Study Abroad', load: () => import('./pages/public/Study') },
  studyFit: { id: 'study.fit', title: 'Find your study destination', load: () => import('./pages/public/StudyFit') },
  country: { id: 'country', title: 'Study destination', load: () => import('./pages/public/Country') },
  blog: { id: 'blog', title: 'Blog', load: () => import('./pages/public/Blog') },
  blogPost: { id: 'blog.post', title: 'Blog', load: () => import('./pages/public/BlogPost') },
  galleries: { id: 'galleries', title: 'Galleries', load: () => import('./pages/public/Galleries') },
  gallery: { id: 'gallery', title: 'Gallery', load: () => import('./pages/public/Gallery') },
  contact: { id: 'contact', title: 'Contact Us', load: () => import('./pages/public/Contact') },
  unauthorized: { id: 'unauthorized', title: 'Not allowed', status: 403, load: () => import('./pages/public/Unauthorized') },
} satisfies Screens;
