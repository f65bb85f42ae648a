// Writes the two CV templates offered on /students/cvtemplates (run once; the files are committed).
import fs from 'node:fs';
import { type Block, docx } from './lib/zip';

const undergraduate: Block[] = [
  { style: 'Title', text: 'Your Full Name' },
  { style: 'Subtle', text: 'City, Country · +00 000 000 0000 · you@example.com · linkedin.com/in/yourname' },
  { style: 'Heading1', text: 'Profile' },
  { text: 'Two or three sentences: the subject you want to study, why it interests you, and one thing you have done that shows it.' },
  { style: 'Heading1', text: 'Education' },
  { text: 'School name, City — Sept 2022 to June 2026' },
  { bullet: 'Qualification (e.g. A levels, IB Diploma, WAEC, CBSE): subjects and grades, predicted or achieved' },
  { bullet: 'Awards, prizes or a final-year project worth mentioning' },
  { style: 'Heading1', text: 'Activities and responsibilities' },
  { bullet: 'Role, organisation, dates — one line on what you did and what changed because of it' },
  { bullet: 'Volunteering, clubs, sport, part-time work' },
  { style: 'Heading1', text: 'Languages and skills' },
  { bullet: 'English: IELTS 7.0 (or your test and score) · Other languages with a level' },
  { bullet: 'Software, coding, music, anything relevant to your course' },
  { style: 'Heading1', text: 'References' },
  { text: 'Available on request.' },
];

const postgraduate: Block[] = [
  { style: 'Title', text: 'Your Full Name' },
  { style: 'Subtle', text: 'City, Country · +00 000 000 0000 · you@example.com · orcid.org/0000-0000-0000-0000' },
  { style: 'Heading1', text: 'Research interests' },
  { text: 'Two or three lines that match the programme or the supervisor you are applying to.' },
  { style: 'Heading1', text: 'Education' },
  { text: 'BSc/BA Subject, University, City — 2021 to 2025' },
  { bullet: 'Final grade or GPA (with the scale), ranking if it helps' },
  { bullet: 'Dissertation: title, supervisor, one line on the method and the result' },
  { style: 'Heading1', text: 'Research and work experience' },
  { text: 'Job title, Organisation, City — dates' },
  { bullet: 'What you were responsible for, with numbers where you can' },
  { bullet: 'Tools and methods you used' },
  { style: 'Heading1', text: 'Publications and presentations' },
  { bullet: 'Authors (year). Title. Journal or conference.' },
  { style: 'Heading1', text: 'Scholarships and awards' },
  { bullet: 'Name of award, awarding body, year' },
  { style: 'Heading1', text: 'Languages and skills' },
  { bullet: 'English: IELTS 7.5 / TOEFL iBT 105 (or your test and score)' },
  { bullet: 'Statistics, programming, laboratory techniques' },
  { style: 'Heading1', text: 'Referees' },
  { text: 'Name, title, institution, e-mail — two academic referees where possible.' },
];

fs.mkdirSync('client/public/downloads', { recursive: true });
fs.writeFileSync('client/public/downloads/meridian-cv-template-undergraduate.docx', docx(undergraduate));
fs.writeFileSync('client/public/downloads/meridian-cv-template-postgraduate.docx', docx(postgraduate));
console.log('CV templates written to client/public/downloads/');
