// The visitor's screens: one row each, under its name in shared/routes.ts (which has its path pattern), in the order
// of that table. These are in the browser's first load (client/routes-public.tsx makes their routes); a screen under
// PRIVATE_PREFIXES has its row in client/screens-private.ts instead (client/screens.ts, decisions 0017 and 0043).
import type { Screens } from './screens';

export const PUBLIC_SCREENS = {
  home: { id: 'home', load: () => import('./pages/public/Home') },
  about: { id: 'about', load: () => import('./pages/public/About') },
  terms: { id: 'terms', load: () => import('./pages/public/Legal') },
  privacy: { id: 'privacy', load: () => import('./pages/public/Legal') },
  cookies: { id: 'cookies', load: () => import('./pages/public/Legal') },
  servicesStudents: { id: 'services.students', load: () => import('./pages/public/Services') },
  servicesInstitutions: { id: 'services.institutions', load: () => import('./pages/public/Services') },
  personalStatements: { id: 'students.personal-statements', load: () => import('./pages/public/PersonalStatements') },
  cvTemplates: { id: 'students.cvtemplates', load: () => import('./pages/public/CvTemplates') },
  study: { id: 'study', load: () => import('./pages/public/Study') },
  studyFit: { id: 'study.fit', load: () => import('./pages/public/StudyFit') },
  country: { id: 'country', load: () => import('./pages/public/Country') },
  blog: { id: 'blog', load: () => import('./pages/public/Blog') },
  blogPost: { id: 'blog.post', load: () => import('./pages/public/BlogPost') },
  galleries: { id: 'galleries', load: () => import('./pages/public/Galleries') },
  gallery: { id: 'gallery', load: () => import('./pages/public/Gallery') },
  contact: { id: 'contact', load: () => import('./pages/public/Contact') },
  consultation: { id: 'consultation', load: () => import('./pages/public/Consultation') },
  consultationManage: { id: 'consultation.manage', noindex: true, load: () => import('./pages/public/ConsultationManage') },
  unauthorized: { id: 'unauthorized', status: 403, load: () => import('./pages/public/Unauthorized') },
} satisfies Screens;
