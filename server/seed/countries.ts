// Demo study-destination content for the seeder: countries, their document checklists and
// institutions. Institutions are fictional; the cities are real. Figures are realistic for 2026
// but are demo content – check official sources before relying on them.
//
// HTML in `body` is limited to: p, h2, h3, ul, ol, li, strong, em, a (href to site paths only) and br.

export type SeedDocumentKind =
  | 'passport'
  | 'transcript'
  | 'degree'
  | 'english-test'
  | 'cv'
  | 'personal-statement'
  | 'reference'
  | 'financial'
  | 'other';

export interface SeedInstitution {
  name: string;
  slug: string;
  city: string;
  type: 'university' | 'college' | 'language-school';
  website: string | null;
  description: string;
}

export interface SeedCountry {
  name: string;
  slug: string;
  /** ISO 3166-1 alpha-2, lower case. */
  flag: string;
  summary: string;
  body: string;
  tuition: string;
  living_costs: string;
  work_rights: string;
  intakes: string;
  visa_notes: string;
  /** YYYY-MM-DD */
  facts_checked_on: string;
  required_documents: Array<{ kind: SeedDocumentKind; note: string }>;
  institutions: SeedInstitution[];
}

export const countries: SeedCountry[] = [
  // -------------------------------------------------------------------------
  {
    name: 'United Kingdom',
    slug: 'united-kingdom',
    flag: 'gb',
    summary: 'Three-year bachelor’s degrees, one-year master’s, and a two-year Graduate Route visa after you finish.',
    body: `<p>The UK has some of the world’s oldest universities and some of its newest. Courses are shorter than in most countries: three years for a bachelor’s degree in England, Wales and Northern Ireland (four in Scotland) and usually one year for a taught master’s. Fewer years of study means fewer years of fees and rent.</p>
<h2>How applications work</h2>
<p>Undergraduates apply through UCAS, choosing up to five courses and writing one personal statement, now answered as three short questions. The main deadline for most courses is in January for a September start; medicine, dentistry, veterinary science, Oxford and Cambridge close in October. Postgraduates apply directly to each university, and many courses accept applications until the summer.</p>
<h2>Studying and living in the UK</h2>
<p>Teaching mixes large lectures with small seminars, and you are expected to read and prepare on your own between classes. Most universities guarantee first-year international students a room in halls if they apply by the deadline, and cities are well connected by train and coach.</p>
<h2>After you graduate</h2>
<p>The Graduate Route lets you stay and work, or look for work, at any skill level: two years after a bachelor’s or master’s degree and three after a PhD. The government has announced that it will shorten to 18 months for applications made from January 2027, so check which rules will apply to you.</p>
<p>Not sure which course fits you? Our <a href="/services/students">student services</a> are free, or <a href="/contact">talk to an adviser</a>.</p>`,
    tuition: '£11,000–£38,000 a year for undergraduates; medicine and MBAs cost more. Taught master’s courses usually cost £13,000–£35,000 for the whole one-year course.',
    living_costs: 'For the visa you must show £1,529 a month in London or £1,171 a month elsewhere, for up to nine months. Rent in halls or a shared flat is the biggest cost, and London rents are much higher than in the north of England or Scotland.',
    work_rights: 'On a Student visa at degree level you can work up to 20 hours a week during term and full-time in official vacations. Self-employment and freelance work are not allowed.',
    intakes: 'Most courses start in September or early October. Some master’s and foundation courses also start in January, and a few in May.',
    visa_notes: 'You apply for a Student visa with a Confirmation of Acceptance for Studies (CAS) from your university, up to six months before your course starts. You pay the visa fee and the Immigration Health Surcharge (£776 for each year) when you apply, and decisions usually take about three weeks.',
    facts_checked_on: '2026-10-14',
    required_documents: [
      { kind: 'passport', note: 'Valid for your whole stay, with at least one blank page. Your name and date of birth must match your CAS exactly.' },
      { kind: 'transcript', note: 'Official transcripts and certificates from secondary school or your degree, with certified English translations if they are in another language.' },
      { kind: 'english-test', note: 'IELTS for UKVI (Academic) 6.0–7.0 overall, depending on course. Some universities accept their own test or a previous degree taught in English instead.' },
      { kind: 'financial', note: '28 consecutive days of bank statements showing tuition plus £1,529 a month (London) or £1,171 a month (elsewhere) for up to nine months. The last statement must be no more than 31 days old when you apply.' },
      { kind: 'personal-statement', note: 'For UCAS, answers to three questions about why you chose the course and how you have prepared for it, up to 4,000 characters in total. Postgraduate courses ask for their own statement.' },
      { kind: 'reference', note: 'One academic reference from a teacher or lecturer who knows your work. For UCAS applications, your school or adviser adds it to your application.' },
      { kind: 'other', note: 'A tuberculosis (TB) test certificate from an approved clinic if you live in a listed country, such as India, Pakistan, Nigeria, Ghana or Kenya.' },
    ],
    institutions: [
      {
        name: 'University of Northgate',
        slug: 'university-of-northgate',
        city: 'Manchester',
        type: 'university',
        website: 'https://www.northgate-university.example',
        description: 'A large city-centre university with about 32,000 students, known for engineering, computer science and business. Most teaching happens on one campus, a ten-minute walk from Manchester Piccadilly station.',
      },
      {
        name: 'University of the Midlands',
        slug: 'university-of-the-midlands',
        city: 'Birmingham',
        type: 'university',
        website: 'https://www.midlands-university.example',
        description: 'Strong in public health, nursing and life sciences, with teaching hospitals close by. Around 24,000 students, a quarter of them from outside the UK, study on a green campus two miles from the city centre.',
      },
      {
        name: 'Forthside University',
        slug: 'forthside-university',
        city: 'Edinburgh',
        type: 'university',
        website: 'https://www.forthside.example',
        description: 'A research university of 18,000 students in Edinburgh’s historic centre, known for law, informatics and veterinary science. Bachelor’s degrees take four years, as is usual in Scotland, with a broad first year.',
      },
      {
        name: 'Severnside University',
        slug: 'severnside-university',
        city: 'Bristol',
        type: 'university',
        website: 'https://www.severnside.example',
        description: 'Known for aerospace engineering, film and environmental science, with close links to Bristol’s aerospace employers. About 21,000 students study across a harbourside campus and a science park on the edge of the city.',
      },
      {
        name: 'Thames Valley College of Business',
        slug: 'thames-valley-college-of-business',
        city: 'Reading',
        type: 'college',
        website: 'https://www.tvcb.example',
        description: 'A small private college offering foundation years, business degrees awarded by a partner university and one-year master’s top-ups. Classes average 25 students, and Reading is 25 minutes from London by train.',
      },
      {
        name: 'Brightsea English Centre',
        slug: 'brightsea-english-centre',
        city: 'Brighton',
        type: 'language-school',
        website: null,
        description: 'Year-round IELTS preparation and pre-sessional English courses of 6 to 24 weeks, in a seafront building near Brighton station. Many students move on to UK universities that accept the centre’s pre-sessional results.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'Canada',
    slug: 'canada',
    flag: 'ca',
    summary: 'Co-op programmes that mix study with paid work, and a clear path from graduation to work and, for many, permanent residence.',
    body: `<p>Canada combines well-funded public universities and colleges with safe, multicultural cities. Many programmes include <strong>co-op terms</strong>: paid, full-time work placements that count towards your qualification and give you Canadian experience before you graduate.</p>
<h2>Universities and colleges</h2>
<p>Universities offer bachelor’s degrees (usually four years), master’s and doctoral degrees. Colleges and polytechnics offer diplomas and one- or two-year graduate certificates closely linked to jobs, often with smaller classes and more hands-on learning.</p>
<h2>Study permit limits</h2>
<p>Canada caps the number of study permits it issues each year. Most students now need a provincial or territorial attestation letter (PAL or TAL), which your institution arranges after you accept your offer. Places can run out, so apply early.</p>
<h2>Working after graduation</h2>
<p>Graduates of eligible programmes can apply for a Post-Graduation Work Permit (PGWP) of up to three years. Not every programme qualifies: most college programmes must be in a field linked to occupations in shortage, and you need to meet a language requirement. We check PGWP eligibility for every course on your list before you apply.</p>
<p>See how we can help on our <a href="/services/students">student services</a> page, or <a href="/contact">ask an adviser</a>.</p>`,
    tuition: 'CAD 20,000–45,000 a year for undergraduate degrees, with engineering, business and medicine at the top of the range. College diplomas and graduate certificates often cost CAD 15,000–25,000 a year.',
    living_costs: 'For a study permit you must show CAD 22,895 for one year’s living costs (single student), plus your first year’s tuition and travel. Rents in Toronto and Vancouver are much higher than in smaller cities such as Halifax or Winnipeg.',
    work_rights: 'You can work off campus up to 24 hours a week during term and full-time in scheduled breaks. Co-op placements that are part of your programme need a separate co-op work permit.',
    intakes: 'The main intake is September. January starts are common, especially at colleges, and some programmes also start in May.',
    visa_notes: 'You apply online for a study permit with a Letter of Acceptance from a Designated Learning Institution and, for most students, a PAL or TAL. Biometrics are required, and processing times vary by country, so apply as soon as your documents are ready.',
    facts_checked_on: '2026-10-21',
    required_documents: [
      { kind: 'passport', note: 'Valid for the whole length of your programme if possible – your study permit cannot be issued beyond your passport’s expiry date.' },
      { kind: 'transcript', note: 'Official transcripts and graduation certificates. Some universities ask for a credential evaluation (for example from WES) for postgraduate applications.' },
      { kind: 'english-test', note: 'IELTS Academic 6.5 overall (no band below 6.0) for most degrees; colleges often accept 6.0. TOEFL iBT, PTE Academic and CAEL are also widely accepted.' },
      { kind: 'financial', note: 'Proof of CAD 22,895 for living costs plus first-year tuition and travel: recent bank statements, a GIC, an education loan letter or a scholarship letter.' },
      { kind: 'personal-statement', note: 'A study plan (letter of explanation) for your study permit: why this programme, why Canada, and how it fits your education and career so far.' },
      { kind: 'other', note: 'Your provincial or territorial attestation letter (PAL/TAL), issued through your institution after you accept your offer. For study in Quebec you also need a CAQ.' },
    ],
    institutions: [
      {
        name: 'Don Valley University',
        slug: 'don-valley-university',
        city: 'Toronto',
        type: 'university',
        website: 'https://www.donvalley-university.example',
        description: 'A large research university with about 45,000 students, strong in computer science, engineering and life sciences. Its optional co-op stream adds up to 16 months of paid work to a bachelor’s degree.',
      },
      {
        name: 'Cedar Inlet College of Technology',
        slug: 'cedar-inlet-college-of-technology',
        city: 'North Vancouver',
        type: 'college',
        website: 'https://www.cedar-inlet-tech.example',
        description: 'A public college on Vancouver’s North Shore offering diplomas and one-year graduate certificates in business analytics, IT and hospitality. Most programmes include a co-op term; check PGWP eligibility programme by programme.',
      },
      {
        name: 'Ville-Marie University',
        slug: 'ville-marie-university',
        city: 'Montréal',
        type: 'university',
        website: 'https://www.villemarie-university.example',
        description: 'An English-language university in downtown Montréal with about 27,000 students, popular for business, finance and the creative arts. Students can take free French classes, which help with part-time work in the city.',
      },
      {
        name: 'Prairie Polytechnic College',
        slug: 'prairie-polytechnic-college',
        city: 'Calgary',
        type: 'college',
        website: 'https://www.prairiepoly.example',
        description: 'Hands-on diplomas and applied degrees in energy, construction management and software development, with labs built with industry partners. Around 14,000 full-time students, and rents are lower than in Toronto or Vancouver.',
      },
      {
        name: 'Maple Harbour Language Institute',
        slug: 'maple-harbour-language-institute',
        city: 'Halifax',
        type: 'language-school',
        website: null,
        description: 'Intensive English and academic pathway courses in a small school near Halifax’s waterfront. Several partner universities in Atlantic Canada accept completion of the highest level instead of an IELTS score.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'Australia',
    slug: 'australia',
    flag: 'au',
    summary: 'Well-ranked universities in sunny, outdoor cities, part-time work while you study and two to three years of post-study work after you graduate.',
    body: `<p>Australia’s universities are known for strong teaching, research and student support, with campuses close to city centres and beaches. Most bachelor’s degrees take three years, and master’s degrees take one to two years.</p>
<h2>Where to study</h2>
<p>Sydney and Melbourne are the largest and most expensive student cities. Brisbane, Perth and Adelaide have lower rents, and graduates from campuses in regional areas – which, for migration purposes, include Perth and Adelaide – may be able to stay longer after they finish.</p>
<h2>The Genuine Student requirement</h2>
<p>When you apply for a Student visa (subclass 500), you answer short questions about your background, your chosen course and your plans. Clear, specific answers that match your documents matter more than long ones.</p>
<h2>After you graduate</h2>
<p>The Temporary Graduate visa (subclass 485) usually gives two years after a bachelor’s or coursework master’s degree and three after a PhD, if you are 35 or under when you apply. Many graduates use this time to gain experience, and some go on to apply for skilled migration.</p>
<p>Read our <a href="/blog">guides to visas and budgets</a>, or <a href="/contact">book a free call</a> with an adviser.</p>`,
    tuition: 'AUD 22,000–50,000 a year for bachelor’s degrees and AUD 24,000–55,000 for master’s degrees. Medicine, dentistry and veterinary science cost more.',
    living_costs: 'For the visa you must show AUD 29,710 a year for living costs, plus tuition and travel. In Sydney or Melbourne, expect AUD 450–650 a week including a room in a shared house.',
    work_rights: 'You can work up to 48 hours per fortnight while your course is in session and unlimited hours during scheduled breaks, from the day your course starts.',
    intakes: 'The main intakes are February (Semester 1) and July (Semester 2). Some universities teach in trimesters, with a third start in October or November.',
    visa_notes: 'You apply for a Student visa (subclass 500) with a Confirmation of Enrolment (CoE) and Overseas Student Health Cover (OSHC) for your whole stay. The application fee is AUD 2,000, and your answers must meet the Genuine Student requirement.',
    facts_checked_on: '2026-10-28',
    required_documents: [
      { kind: 'passport', note: 'Valid for your whole course if possible. Your visa is linked to your passport number, so you must update your details if you get a new passport.' },
      { kind: 'transcript', note: 'Academic transcripts and completion certificates with certified English translations. For undergraduate entry, your final school results or predicted grades.' },
      { kind: 'english-test', note: 'IELTS Academic 6.0 overall for the visa; most universities ask for 6.5 (no band below 6.0), and more for nursing, teaching and law. PTE Academic and TOEFL iBT are also accepted.' },
      { kind: 'financial', note: 'Evidence of AUD 29,710 for 12 months’ living costs plus tuition and travel, such as bank statements, an education loan letter or a scholarship letter.' },
      { kind: 'personal-statement', note: 'Answers to the Genuine Student questions in your visa application: your situation at home, why this course and provider, and how it will help your future.' },
      { kind: 'cv', note: 'For postgraduate and mature applicants, a CV that explains any gaps in study, supported by letters from your employers.' },
      { kind: 'other', note: 'Overseas Student Health Cover (OSHC) for the full length of your visa, bought before you apply. Your university can arrange it for you.' },
    ],
    institutions: [
      {
        name: 'Harbourside University',
        slug: 'harbourside-university',
        city: 'Sydney',
        type: 'university',
        website: 'https://www.harbourside-university.example',
        description: 'A city university of about 38,000 students with well-known nursing, health and design programmes. Clinical placements are arranged in Sydney hospitals, and the main campus is a short ferry ride from Circular Quay.',
      },
      {
        name: 'Yarra Bend University',
        slug: 'yarra-bend-university',
        city: 'Melbourne',
        type: 'university',
        website: 'https://www.yarrabend.example',
        description: 'Strong in engineering, IT and education, with about 30,000 students on a riverside campus 15 minutes from the city centre by tram. Many degrees include a paid industry placement year.',
      },
      {
        name: 'Moreton Coast University',
        slug: 'moreton-coast-university',
        city: 'Brisbane',
        type: 'university',
        website: 'https://www.moretoncoast.example',
        description: 'Known for environmental science, marine biology and sport science, with a research station on Moreton Bay. Brisbane’s lower rents and warm winters make it a popular alternative to Sydney and Melbourne.',
      },
      {
        name: 'Swan River Institute of Technology',
        slug: 'swan-river-institute-of-technology',
        city: 'Perth',
        type: 'college',
        website: 'https://www.swanriver-tech.example',
        description: 'Vocational diplomas and advanced diplomas in mining technology, hospitality and enrolled nursing. Several diplomas lead into the second year of partner university degrees in Perth.',
      },
      {
        name: 'Glenelg English Academy',
        slug: 'glenelg-english-academy',
        city: 'Adelaide',
        type: 'language-school',
        website: null,
        description: 'General English, IELTS preparation and direct-entry English courses for university pathways, in a small school near the beach, 25 minutes from the city centre by tram.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'Ireland',
    slug: 'ireland',
    flag: 'ie',
    summary: 'English-speaking and in the EU, home to Europe’s tech and pharma hubs, with up to two years to stay and work after a master’s.',
    body: `<p>Ireland is a small, friendly, English-speaking country in the European Union. Its universities and technological universities have close links with the international technology, pharmaceutical and finance companies based here, especially in Dublin, Cork, Galway and Limerick.</p>
<h2>Courses and applications</h2>
<p>An honours bachelor’s degree usually takes four years, and most taught master’s degrees last one year, including a summer project or dissertation. Students from outside the EU usually apply directly to each university rather than through the CAO. Popular subjects include computer science, data analytics, business, pharmacy and biomedical science.</p>
<h2>Finding somewhere to live</h2>
<p>Rents are high and rooms are scarce, particularly in Dublin. Apply for university accommodation as soon as you accept your offer, never pay a deposit for a room you have not seen or checked, and budget for higher costs than you expect.</p>
<h2>After you graduate</h2>
<p>The Third Level Graduate Programme (Stamp 1G) lets you stay to look for work or work full-time: 12 months after an honours bachelor’s degree (level 8) and up to 24 months after a master’s or PhD (level 9 or 10).</p>
<p>Our <a href="/services/students">advisers</a> can check your course options and housing plans. <a href="/contact">Get in touch</a>.</p>`,
    tuition: '€10,000–€25,000 a year for non-EU undergraduates, and more for medicine. One-year taught master’s courses typically cost €12,000–€30,000.',
    living_costs: 'Irish immigration asks you to show access to at least €10,000 for each year of study, but realistic budgets are €12,000–€20,000 a year, with Dublin at the top of that range.',
    work_rights: 'With Stamp 2 permission you can work up to 20 hours a week during term, and up to 40 hours a week from June to September and from 15 December to 15 January.',
    intakes: 'Almost all courses start in September. A small number of master’s programmes also start in January.',
    visa_notes: 'Students from visa-required countries apply online for a study visa before travelling; others can enter and register after arrival. Everyone staying longer than 90 days registers for an Irish Residence Permit (IRP), which costs €300, and must have private medical insurance.',
    facts_checked_on: '2026-11-04',
    required_documents: [
      { kind: 'passport', note: 'Valid for at least 12 months after the date you arrive in Ireland.' },
      { kind: 'transcript', note: 'Official transcripts and degree certificates. For a master’s, most universities ask for an upper second-class (2.1) honours degree or equivalent.' },
      { kind: 'english-test', note: 'IELTS Academic 6.5 overall (no band below 6.0) for most courses; many universities also accept PTE Academic or Duolingo. Results must be less than two years old.' },
      { kind: 'financial', note: 'Bank statements for the last six months showing immediate access to at least €10,000 for living costs, plus proof that you have paid your tuition fees.' },
      { kind: 'personal-statement', note: 'A statement of purpose for master’s applications: your academic background, why this course and university, and your career plans.' },
      { kind: 'reference', note: 'One or two academic references for postgraduate courses, on headed paper or sent directly by your referees.' },
      { kind: 'other', note: 'Private medical insurance that covers you for your whole stay, needed for your visa and your IRP registration.' },
    ],
    institutions: [
      {
        name: 'Kilbride University College',
        slug: 'kilbride-university-college',
        city: 'Dublin',
        type: 'university',
        website: 'https://www.kilbride.example',
        description: 'A university college in south Dublin with about 9,000 students, known for law, business and international relations. Its one-year LLM programmes are popular with international lawyers, and classes are small.',
      },
      {
        name: 'Liffeyside Technological University',
        slug: 'liffeyside-technological-university',
        city: 'Dublin',
        type: 'university',
        website: 'https://www.liffeyside.example',
        description: 'A technological university with about 22,000 students across three Dublin campuses, strong in computing, data analytics and engineering. Most bachelor’s degrees include a work placement of six months or more.',
      },
      {
        name: 'Corrib University',
        slug: 'corrib-university',
        city: 'Galway',
        type: 'university',
        website: 'https://www.corrib-university.example',
        description: 'On the banks of the River Corrib, with about 17,000 students. Strong in biomedical engineering, marine science and medical devices, and many graduates work for Galway’s medtech companies.',
      },
      {
        name: 'Lee Valley University',
        slug: 'lee-valley-university',
        city: 'Cork',
        type: 'university',
        website: 'https://www.leevalley.example',
        description: 'A research university of around 20,000 students in Cork, known for pharmacy, food science and business information systems. Several large pharmaceutical employers are based nearby.',
      },
      {
        name: 'Treaty City College of Business',
        slug: 'treaty-city-college-of-business',
        city: 'Limerick',
        type: 'college',
        website: null,
        description: 'A small independent college offering higher diplomas and master’s degrees in accounting, digital marketing and supply chain management. Classes are timetabled over three days a week, leaving time for part-time work.',
      },
      {
        name: 'Howth Harbour English School',
        slug: 'howth-harbour-english-school',
        city: 'Dublin',
        type: 'language-school',
        website: 'https://www.howthenglish.example',
        description: 'Year-round English and IELTS courses in a seaside village 30 minutes from central Dublin by DART train. Its 25-week courses are on the official ILEP list, so students can work part-time.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'United States',
    slug: 'united-states',
    flag: 'us',
    summary: 'Thousands of colleges and universities, flexible degrees where you choose your major later, and up to three years of practical training for STEM graduates.',
    body: `<p>The United States has more universities than any other country, from large research universities to small liberal arts colleges. Bachelor’s degrees usually take four years and are flexible: you take a broad range of classes first and choose your major, often in your second year.</p>
<h2>How admissions work</h2>
<p>Most undergraduates apply through the Common App with essays, recommendation letters, school grades and sometimes SAT or ACT scores. Early deadlines are usually in November and regular deadlines in January. Graduate applications go to each department and often ask for a statement of purpose and, for some programmes, GRE or GMAT scores.</p>
<h2>Paying for it</h2>
<p>Published prices are high, but many private universities offer merit scholarships to international students, and a few offer need-based aid. Community colleges are a lower-cost start: study there for two years, then transfer to a university to finish your bachelor’s.</p>
<h2>After you graduate</h2>
<p>Optional Practical Training (OPT) allows 12 months of work in your field, and graduates in eligible STEM subjects can apply for a further 24 months. Longer-term work usually needs an H-1B or similar visa, which is competitive.</p>
<p>Read our guide to <a href="/blog/student-visas-explained-uk-canada-australia-us">student visas</a>, or see our <a href="/services/students">student services</a>.</p>`,
    tuition: 'USD 25,000–45,000 a year at public universities (out-of-state rate) and USD 40,000–65,000 at private universities. Community colleges often charge USD 8,000–15,000 a year.',
    living_costs: 'USD 15,000–25,000 a year, depending on the city. Your university lists the full cost of attendance on your I-20, and you must show funds to cover it for at least the first year.',
    work_rights: 'On an F-1 visa you can work on campus up to 20 hours a week during term and full-time in breaks. Off-campus work is only allowed through CPT or OPT linked to your course.',
    intakes: 'The main intake is Fall (August or September). Many universities also admit students for Spring (January), and a few offer Summer starts.',
    visa_notes: 'With your Form I-20 you pay the SEVIS I-901 fee, complete the DS-160 form and attend an interview at a US embassy or consulate. Interview waiting times vary widely, so book as early as you can; you can enter the US up to 30 days before your programme starts.',
    facts_checked_on: '2026-10-07',
    required_documents: [
      { kind: 'passport', note: 'Valid for at least six months beyond your planned stay, unless your country has an agreement with the US that removes this rule.' },
      { kind: 'transcript', note: 'Official transcripts for the last four years of secondary school (undergraduate) or your degree (graduate), often with a course-by-course evaluation from WES or ECE.' },
      { kind: 'english-test', note: 'TOEFL iBT 80–100, IELTS Academic 6.5–7.0 or a Duolingo English Test score of 110–125, depending on the university and programme.' },
      { kind: 'financial', note: 'Bank statements, sponsor letters or scholarship letters showing funds for at least the first year’s cost of attendance, as listed on your I-20.' },
      { kind: 'personal-statement', note: 'For undergraduates, the Common App essay (up to 650 words) plus each university’s supplemental essays; for graduate study, a statement of purpose.' },
      { kind: 'reference', note: 'Usually two or three recommendation letters from teachers or professors, plus a counsellor report for undergraduate applications.' },
      { kind: 'cv', note: 'A résumé for graduate and MBA applications, listing research, projects, work experience and any publications.' },
    ],
    institutions: [
      {
        name: 'Lakeshore State University',
        slug: 'lakeshore-state-university',
        city: 'Chicago',
        type: 'university',
        website: 'https://www.lakeshore-state.example',
        description: 'A public research university with about 34,000 students on Chicago’s lakefront, known for computer science, engineering and public health. Its MS Computer Science is STEM-designated, so graduates can apply for the 24-month OPT extension.',
      },
      {
        name: 'Charles River Institute of Technology',
        slug: 'charles-river-institute-of-technology',
        city: 'Boston',
        type: 'university',
        website: 'https://www.crit.example',
        description: 'A private technical university of 11,000 students, strong in robotics, biotechnology and engineering. It offers merit scholarships to international undergraduates, and research projects start in the first year.',
      },
      {
        name: 'Hill Country University',
        slug: 'hill-country-university',
        city: 'Austin',
        type: 'university',
        website: 'https://www.hillcountry-university.example',
        description: 'A large public university in the Texas state capital with about 40,000 students, known for business, energy engineering and music. Out-of-state tuition is lower than at many universities on the coasts.',
      },
      {
        name: 'East Bay Polytechnic University',
        slug: 'east-bay-polytechnic-university',
        city: 'Oakland',
        type: 'university',
        website: 'https://www.eastbaypoly.example',
        description: 'A mid-sized university of 15,000 students focused on computing, design and sustainable engineering. Internships with San Francisco Bay Area technology companies are part of most degrees.',
      },
      {
        name: 'Emerald City Community College',
        slug: 'emerald-city-community-college',
        city: 'Seattle',
        type: 'college',
        website: 'https://www.emeraldcitycc.example',
        description: 'Two-year associate degrees with transfer agreements to several Washington state universities, and a large international student office. Starting here can save around half the cost of the first two years of a bachelor’s.',
      },
      {
        name: 'Hudson Square Language Institute',
        slug: 'hudson-square-language-institute',
        city: 'New York',
        type: 'language-school',
        website: null,
        description: 'Full-time intensive English courses that qualify for an F-1 visa, with conditional admission agreements with partner universities. The school is in Lower Manhattan, close to several subway lines.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'New Zealand',
    slug: 'new-zealand',
    flag: 'nz',
    summary: 'Small classes, safe and welcoming cities, mountains and coast on your doorstep, and up to three years of post-study work.',
    body: `<p>New Zealand is a small country with a big reputation for safety, friendliness and quality of life. It has eight public universities and a network of institutes of technology and polytechnics, and classes are often smaller than in larger destinations.</p>
<h2>Learning by doing</h2>
<p>Courses put a lot of weight on practical work, fieldwork and independent thinking. Popular subjects include environmental science, agriculture, engineering, tourism and computer science, and many programmes include projects with local employers.</p>
<h2>Working during and after study</h2>
<p>Most degree-level students can work up to 25 hours a week during term and full-time in scheduled holidays. After a bachelor’s or master’s degree completed in New Zealand, you may get a post-study work visa for up to three years, which lets you work for almost any employer.</p>
<h2>Choosing a city</h2>
<p>Auckland has the most jobs and the highest rents. Wellington, Christchurch and Dunedin are smaller and cheaper, and Dunedin in particular is a classic student city.</p>
<p>Talk to us on our <a href="/contact">contact page</a>, or see <a href="/services/students">how we help students</a>.</p>`,
    tuition: 'NZD 22,000–45,000 a year for bachelor’s degrees and NZD 26,000–50,000 for most postgraduate degrees. International PhD students pay the same fees as New Zealand students.',
    living_costs: 'Immigration New Zealand asks for at least NZD 20,000 a year, or NZD 1,667 a month for shorter courses. Plan for more in Auckland and Wellington, where rents are highest.',
    work_rights: 'Most degree-level students can work up to 25 hours a week during term and full-time in scheduled holidays. Research master’s and PhD students can work full-time.',
    intakes: 'Most programmes start in late February or early March (Semester 1), and some start in July (Semester 2). Polytechnics often have extra start dates.',
    visa_notes: 'You apply online for a Fee Paying Student Visa with your offer of place and proof of funds. Depending on your stay and nationality you may need medical and police certificates, and you must have acceptable medical and travel insurance for your whole stay.',
    facts_checked_on: '2026-11-02',
    required_documents: [
      { kind: 'passport', note: 'Valid for at least three months after the date you plan to leave New Zealand.' },
      { kind: 'transcript', note: 'Official transcripts and certificates with certified English translations, including your final school results (for example A levels, IB or your national exam) for undergraduate entry.' },
      { kind: 'english-test', note: 'IELTS Academic 6.0 overall (no band below 5.5) for undergraduate study and 6.5 (no band below 6.0) for most postgraduate courses. TOEFL iBT and PTE Academic are also accepted.' },
      { kind: 'financial', note: 'Evidence of NZD 20,000 a year for living costs plus your tuition, such as bank statements or a sponsor’s financial undertaking. Show that the money has been held for some time.' },
      { kind: 'reference', note: 'One or two academic references for postgraduate and research programmes, from lecturers who know your recent work.' },
      { kind: 'other', note: 'A chest X-ray certificate if you will stay over six months and come from a country with a higher TB risk; a full medical for stays over 12 months; a police certificate if you are 17 or older and staying over 24 months.' },
    ],
    institutions: [
      {
        name: 'Harbour City University',
        slug: 'harbour-city-university',
        city: 'Wellington',
        type: 'university',
        website: 'https://www.harbourcity-university.example',
        description: 'A university of about 21,000 students in New Zealand’s capital, known for environmental science, geology and public policy. Fieldwork is part of most science degrees, with trips to the coast, forests and volcanic areas.',
      },
      {
        name: 'Gulf Harbour University',
        slug: 'gulf-harbour-university',
        city: 'Auckland',
        type: 'university',
        website: 'https://www.gulfharbour-university.example',
        description: 'New Zealand’s largest city campus, with around 35,000 students and strong programmes in business, engineering and computer science. Auckland offers the most part-time and graduate jobs in the country.',
      },
      {
        name: 'Avon River University',
        slug: 'avon-river-university',
        city: 'Christchurch',
        type: 'university',
        website: 'https://www.avonriver.example',
        description: 'Known for engineering, agricultural science and Antarctic studies, with about 18,000 students on a leafy campus near Hagley Park. Rents in Christchurch are noticeably lower than in Auckland.',
      },
      {
        name: 'Southern Peaks Polytechnic',
        slug: 'southern-peaks-polytechnic',
        city: 'Dunedin',
        type: 'college',
        website: 'https://www.southernpeaks.example',
        description: 'Practical diplomas and applied bachelor’s degrees in nursing, design and outdoor recreation, with small classes and strong links to employers across Otago.',
      },
      {
        name: 'Lakes District English School',
        slug: 'lakes-district-english-school',
        city: 'Queenstown',
        type: 'language-school',
        website: null,
        description: 'General English and IELTS preparation in a small school in Queenstown, with homestays and weekend activities in the mountains. Courses run from 4 to 36 weeks.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'Germany',
    slug: 'germany',
    flag: 'de',
    summary: 'Little or no tuition at most public universities, a growing choice of English-taught master’s degrees and 18 months to find work after you graduate.',
    body: `<p>Germany has excellent public universities that charge little or no tuition, even to international students, and a strong economy that needs engineers, IT specialists and scientists. You pay a semester contribution of roughly €150–€400, which often includes a local public transport ticket.</p>
<h2>Two types of university</h2>
<p><strong>Universities</strong> focus on research and theory and award bachelor’s, master’s and doctoral degrees. <strong>Universities of applied sciences</strong> (Hochschulen) are more practical, with internships and projects with companies. Most bachelor’s degrees are taught in German, but there are many English-taught master’s programmes.</p>
<h2>Entry requirements</h2>
<p>For a bachelor’s degree, your school-leaving certificate may not be enough on its own, and some students first complete a one-year foundation course (Studienkolleg). Many universities use uni-assist to check international applications, and students from India, China and Vietnam need an APS certificate before applying for a visa.</p>
<h2>Language and life after study</h2>
<p>Even if your course is in English, learning German helps you find part-time work, deal with landlords and offices, and get a job after graduation. Graduates can get a residence permit for up to 18 months to look for work that matches their qualification.</p>
<p><a href="/contact">Ask an adviser</a> whether your qualifications meet German entry rules, or read about our <a href="/services/students">student services</a>.</p>`,
    tuition: 'No tuition at most public universities, only a semester contribution of about €150–€400. Baden-Württemberg and a few individual universities charge non-EU students fees (for example €1,500 a semester), and private universities cost €10,000–€30,000 a year.',
    living_costs: 'For the visa you must show at least €11,904 a year (€992 a month), usually in a blocked account; the figure is linked to the national student grant and can rise. Realistic budgets are €950–€1,300 a month, with Munich and Frankfurt the most expensive.',
    work_rights: 'International students can work 140 full days or 280 half days a year. Jobs as a student assistant at your university are usually not counted towards this limit.',
    intakes: 'The winter semester starts in October (apply by 15 July at most universities) and the summer semester in April (apply by 15 January). Many English-taught master’s programmes only start in October and have earlier deadlines.',
    visa_notes: 'Apply for a national (D) student visa at the German embassy or consulate with your admission letter, blocked account confirmation and health insurance. Appointments can take weeks, so book as soon as you have an offer, and register your address (Anmeldung) within two weeks of arrival.',
    facts_checked_on: '2026-10-19',
    required_documents: [
      { kind: 'passport', note: 'Valid for your whole stay, with two recent biometric photos for the visa appointment.' },
      { kind: 'transcript', note: 'Certified copies of your school-leaving certificate and any degree transcripts, with certified German or English translations. Many universities check them through uni-assist.' },
      { kind: 'english-test', note: 'For English-taught courses, IELTS Academic 6.5 or TOEFL iBT 88–95. German-taught courses ask instead for TestDaF level 4 in all parts or DSH-2.' },
      { kind: 'financial', note: 'Blocked account confirmation showing at least €11,904 for one year, or a formal obligation letter (Verpflichtungserklärung) from a sponsor living in Germany, or a scholarship letter.' },
      { kind: 'personal-statement', note: 'A letter of motivation for master’s programmes, usually one to two pages, linking your earlier studies to the modules of the course.' },
      { kind: 'cv', note: 'A CV in table form (Lebenslauf) with exact dates, often asked for master’s applications and at the visa appointment. Explain any gaps.' },
      { kind: 'other', note: 'An APS certificate if you studied in India, China or Vietnam, and proof of health insurance that is accepted for the visa.' },
    ],
    institutions: [
      {
        name: 'Rheinfeld University of Applied Sciences',
        slug: 'rheinfeld-university-of-applied-sciences',
        city: 'Düsseldorf',
        type: 'university',
        website: 'https://www.rheinfeld-uas.example',
        description: 'A university of applied sciences with about 12,000 students and English-taught master’s degrees in renewable energy systems, mechanical engineering and international business. Most programmes include a semester-long internship with a German company.',
      },
      {
        name: 'Spree Technical University',
        slug: 'spree-technical-university',
        city: 'Berlin',
        type: 'university',
        website: 'https://www.spree-tu.example',
        description: 'A large public technical university with about 33,000 students, strong in computer science, electrical engineering and architecture. There is no tuition, only the semester contribution, which includes a Berlin transport ticket.',
      },
      {
        name: 'Isar University of Applied Sciences',
        slug: 'isar-university-of-applied-sciences',
        city: 'Munich',
        type: 'university',
        website: 'https://www.isar-uas.example',
        description: 'Practical bachelor’s and master’s degrees in automotive engineering, design and business informatics, with close ties to Munich’s car and technology industry. Munich is Germany’s most expensive student city, so apply early for a hall of residence.',
      },
      {
        name: 'Alster University',
        slug: 'alster-university',
        city: 'Hamburg',
        type: 'university',
        website: 'https://www.alster-university.example',
        description: 'A public research university of about 40,000 students close to the Alster lake, known for law, economics, climate research and logistics, with a growing number of English-taught master’s programmes.',
      },
      {
        name: 'Neckar Valley University',
        slug: 'neckar-valley-university',
        city: 'Heidelberg',
        type: 'university',
        website: 'https://www.neckarvalley.example',
        description: 'A historic research university with 28,000 students, strong in medicine, life sciences and physics. Because it is in Baden-Württemberg, non-EU students pay tuition of €1,500 a semester.',
      },
      {
        name: 'Lindenau German Language School',
        slug: 'lindenau-german-language-school',
        city: 'Leipzig',
        type: 'language-school',
        website: null,
        description: 'Intensive German courses from beginner to C1, including DSH and TestDaF preparation for university entry. Leipzig is one of Germany’s more affordable student cities.',
      },
    ],
  },

  // -------------------------------------------------------------------------
  {
    name: 'Netherlands',
    slug: 'netherlands',
    flag: 'nl',
    summary: 'Hundreds of English-taught programmes, practical problem-based teaching and a one-year orientation permit to find work after you graduate.',
    body: `<p>The Netherlands offers one of the widest choices of English-taught degrees in continental Europe, in a country where almost everyone speaks English. Teaching is interactive: small groups, team projects and problem-based learning, where you work on real cases rather than only listening to lectures.</p>
<h2>Two types of university</h2>
<p>Research universities (WO) offer three-year bachelor’s and one- or two-year master’s degrees with an academic focus. Universities of applied sciences (HBO) offer four-year, career-focused bachelor’s degrees with internships. You apply through Studielink, and courses with limited places (numerus fixus) close on 15 January.</p>
<h2>Fewer English-taught bachelor’s places</h2>
<p>The Dutch government has asked universities to offer fewer English-taught bachelor’s programmes, and some have reduced their places for international students. Check that your course is still open to international applicants for your start year.</p>
<h2>Housing and after graduation</h2>
<p>Student rooms are in very short supply, especially in Amsterdam, Utrecht and Rotterdam, so start looking as soon as you have an offer. After you graduate you can apply for a one-year orientation year (zoekjaar) residence permit and work without a work permit while you look for a job.</p>
<p>Our <a href="/services/students">advisers</a> can help you compare programmes and plan your housing.</p>`,
    tuition: '€9,000–€20,000 a year for non-EU bachelor’s students and €12,000–€25,000 a year for master’s students. Some business and medical programmes cost more.',
    living_costs: 'The IND sets a monthly amount you must show for living costs (around €1,150 for university students, updated every January). Budget €1,200–€1,800 a month in Amsterdam or Utrecht, where rent takes most of it.',
    work_rights: 'You can work up to 16 hours a week during the academic year or full-time in June, July and August, but your employer needs a work permit (TWV) for you. Internships that are part of your course need an internship agreement instead.',
    intakes: 'Nearly all programmes start in September. A small number of master’s programmes also start in February.',
    visa_notes: 'Your university applies to the IND for your residence permit (and your entry visa, the MVV, if your nationality needs one) once you have paid your fees and shown proof of funds. After arrival you register with your city council and collect your residence card.',
    facts_checked_on: '2026-10-30',
    required_documents: [
      { kind: 'passport', note: 'Valid for your whole stay. Your university needs a clear scan of the photo page to start your residence permit application.' },
      { kind: 'transcript', note: 'Transcripts and diplomas uploaded to the university portal; some universities also ask for certified copies by post after you accept your offer.' },
      { kind: 'english-test', note: 'IELTS Academic 6.0–6.5 for bachelor’s and 6.5–7.0 for master’s programmes, or TOEFL iBT 80–100, depending on the programme.' },
      { kind: 'financial', note: 'Proof of funds for your first year of living costs, usually paid into the university’s bank account or shown with bank statements or a scholarship letter.' },
      { kind: 'personal-statement', note: 'A motivation letter of about 500–1,000 words, often answering questions set by each programme.' },
      { kind: 'cv', note: 'A CV in English, required for most master’s programmes and many selective bachelor’s programmes.' },
      { kind: 'other', note: 'A signed antecedents certificate (statement of no criminal record) for the IND, and a TB test after arrival if you come from a country on the IND list.' },
    ],
    institutions: [
      {
        name: 'University of Zuidhaven',
        slug: 'university-of-zuidhaven',
        city: 'Rotterdam',
        type: 'university',
        website: 'https://www.zuidhaven-university.example',
        description: 'A research university of about 30,000 students in Rotterdam, known for urban planning, economics and port logistics. Most master’s programmes are taught in English and last one year.',
      },
      {
        name: 'Amstel University',
        slug: 'amstel-university',
        city: 'Amsterdam',
        type: 'university',
        website: 'https://www.amstel-university.example',
        description: 'A large research university in central Amsterdam with about 40,000 students, strong in social sciences, communication and artificial intelligence. Student rooms in Amsterdam are hard to find, so start your search early.',
      },
      {
        name: 'Vecht University',
        slug: 'vecht-university',
        city: 'Utrecht',
        type: 'university',
        website: 'https://www.vecht-university.example',
        description: 'A research university with a compact science campus on the edge of Utrecht, known for veterinary medicine, life sciences and sustainability. Utrecht is central: about 30 minutes from Amsterdam by train.',
      },
      {
        name: 'Schie Institute of Technology',
        slug: 'schie-institute-of-technology',
        city: 'Delft',
        type: 'university',
        website: 'https://www.schie-tech.example',
        description: 'A technical university of 25,000 students in Delft, strong in civil engineering, water management and aerospace engineering, with Rotterdam and The Hague both a short train ride away.',
      },
      {
        name: 'Reitdiep University of Applied Sciences',
        slug: 'reitdiep-university-of-applied-sciences',
        city: 'Groningen',
        type: 'college',
        website: 'https://www.reitdiep-uas.example',
        description: 'Career-focused four-year bachelor’s degrees in international business, ICT and energy, each with a compulsory work placement. Groningen is a lively student city with lower rents than Amsterdam or Utrecht.',
      },
      {
        name: 'Canal Ring Language School',
        slug: 'canal-ring-language-school',
        city: 'Amsterdam',
        type: 'language-school',
        website: null,
        description: 'Dutch language courses and IELTS preparation in a canal house in central Amsterdam, with evening classes for students who are already at university.',
      },
    ],
  },
];
