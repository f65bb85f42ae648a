// The visitor's screens: one row each, under its name in shared/routes.ts (which has its path pattern), in the order
// of that table. These are in the browser's first load (client/routes-public.tsx makes their routes); a screen under
// PRIVATE_PREFIXES has its row in client/screens-private.ts instead (client/screens.ts, decisions 0017 and 0043).
import type { Screens } from './screens';

export const PUBLIC_SCREENS = {
  home: { id: 'home', title: 'title.home', load: () => import('./pages/public/Home') },
  about: { id: 'about', title: 'title.about', load: () => import('./pages/public/About') },
  terms: { id: 'terms', title: 'title.terms', load: () => import('./pages/public/Legal') },
  privacy: { id: 'privacy', title: 'title.privacy', load: () => import('./pages/public/Legal') },
  cookies: { id: 'cookies', title: 'title.cookies', load: () => import('./pages/public/Legal') },
  servicesStudents: { id: 'services.students', title: 'title.servicesStudents', load: () => import('./pages/public/Services') },
  servicesInstitutions: { id: 'services.institutions', title: 'title.servicesInstitutions', load: () => import('./pages/public/Services') },
  personalStatements: { id: 'students.personal-statements', title: 'title.personalStatements', load: () => import('./pages/public/PersonalStatements') },
  cvTemplates: { id: 'students.cvtemplates', title: 'title.cvTemplates', load: () => import('./pages/public/CvTemplates') },
  study: { id: 'study', title: 'title.study', load: () => import('./pages/public/Study') },
  studyFit: { id: 'study.fit', title: 'title.studyFit', load: () => import('./pages/public/StudyFit') },
  country: { id: 'country', title: 'title.country', load: () => import('./pages/public/Country') },
  blog: { id: 'blog', title: 'title.blog', load: () => import('./pages/public/Blog') },
  blogPost: { id: 'blog.post', title: 'title.blogPost', load: () => import('./pages/public/BlogPost') },
  galleries: { id: 'galleries', title: 'title.galleries', load: () => import('./pages/public/Galleries') },
  gallery: { id: 'gallery', title: 'title.gallery', load: () => import('./pages/public/Gallery') },
  contact: { id: 'contact', title: 'title.contact', load: () => import('./pages/public/Contact') },
  unauthorized: { id: 'unauthorized', title: 'title.unauthorized', status: 403, load: () => import('./pages/public/Unauthorized') },
} satisfies Screens;
