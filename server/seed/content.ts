// Demo content for Meridian Study Abroad: services, blog posts, testimonials,
// galleries and the editable page widgets. Used by the seeder only.
//
// HTML in `body` and `html` fields is limited to: p, h2, h3, ul, ol, li,
// strong, em, a (href to site paths only), blockquote and br.

export type ServiceIcon =
  | 'compass'
  | 'document'
  | 'pen'
  | 'scholarship'
  | 'visa'
  | 'plane'
  | 'handshake'
  | 'chart'
  | 'megaphone'
  | 'shield'
  | 'calendar'
  | 'graduation'
  | 'home'
  | 'chat';

export interface SeedService {
  audience: 'students' | 'institutions';
  name: string;
  slug: string;
  summary: string;
  body: string;
  icon: ServiceIcon;
}

export type BlogTopic =
  | 'visa'
  | 'scholarship'
  | 'personal-statement'
  | 'accommodation'
  | 'budget'
  | 'ielts'
  | 'first-week'
  | 'choosing-country';

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  author: string;
  daysAgo: number;
  seo_title: string;
  seo_description: string;
  topic: BlogTopic;
}

export interface SeedTestimonial {
  name: string;
  course: string;
  institution: string;
  country: string;
  text: string;
}

export interface SeedGallery {
  title: string;
  slug: string;
  description: string;
  captions: string[];
}

export interface SeedWidget {
  title: string;
  html: string;
}

// ---------------------------------------------------------------------------
// Authors (our advisers)
// ---------------------------------------------------------------------------

const HANNAH = 'Hannah Okoye, Senior Adviser';
const ARJUN = 'Arjun Mehta, Visa and Compliance Adviser';
const LUCIA = 'Lucía Ferreira, Student Adviser';
const MEILIN = 'Mei Lin Tan, Admissions and English Adviser';

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

export const services: SeedService[] = [
  // Students ---------------------------------------------------------------
  {
    audience: 'students',
    name: 'Course and university matching',
    slug: 'course-and-university-matching',
    icon: 'compass',
    summary:
      'Tell us what you want to study, your grades and your budget, and we’ll build a realistic shortlist of courses across our eight destinations.',
    body: `<p>Choosing where to apply is the decision everything else depends on. We start with a conversation about you – your subject, your grades, your budget, your English level and what you want to do afterwards – and then build a shortlist of courses where you have a genuine chance of an offer and a good chance of being happy.</p>
<ul>
<li>A shortlist of typically five to eight courses, mixing ambitious and safer choices</li>
<li>Entry requirements, tuition fees and intake dates for each, in one place</li>
<li>An honest comparison of countries, including post-study work options</li>
<li>Advice on foundation, pathway and pre-master’s routes if you don’t yet meet direct entry requirements</li>
</ul>
<p>This service is free. We recommend courses because they fit you – if the best option is at an institution we don’t work with, we’ll still tell you.</p>`,
  },
  {
    audience: 'students',
    name: 'Application support',
    slug: 'application-support',
    icon: 'document',
    summary:
      'We prepare and check your applications with you, chase missing documents and keep track of offers and conditions so nothing slips.',
    body: `<p>Applications usually go wrong in small ways: a transcript without an official translation, a reference submitted late, a name spelled differently on two documents. Your adviser works through each application with you, checks everything before it’s sent and keeps track of deadlines and replies.</p>
<ul>
<li>A document checklist tailored to each institution and country</li>
<li>Private, secure upload of your documents to your Meridian account</li>
<li>A review of forms and supporting documents before submission</li>
<li>Tracking of offers, conditions and deposit deadlines</li>
<li>Help accepting the right offer and obtaining your CAS, LOA, CoE, I-20 or equivalent</li>
</ul>
<p>Application support is free for students. Where an institution charges its own application fee, we’ll tell you the amount before you apply.</p>`,
  },
  {
    audience: 'students',
    name: 'Personal statement coaching',
    slug: 'personal-statement-coaching',
    icon: 'pen',
    summary:
      'One-to-one feedback on your personal statement or statement of purpose, from first notes to final draft – always in your own words.',
    body: `<p>A strong statement can make the difference between two applicants with similar grades. Our advisers help you find your best material, organise it clearly and fit it to the format each country and level expects, including the three-question UCAS format for UK undergraduate entry.</p>
<p>We work through your drafts with you, usually over two or three rounds, with written comments and a call where it helps. We’ll ask searching questions and suggest structure – but we never write statements for students. Admissions teams can tell, and your application must be your own work.</p>
<p>Coaching is free for students applying with Meridian. Read our <a href="/students/personal-statements">personal statement advice</a> to get started.</p>`,
  },
  {
    audience: 'students',
    name: 'Scholarships and funding',
    slug: 'scholarships-and-funding',
    icon: 'scholarship',
    summary:
      'We find scholarships and fee discounts you’re eligible for, flag the deadlines and review your scholarship essays before you submit.',
    body: `<p>Fully funded awards are rare and highly competitive, but partial scholarships, merit awards and early-payment discounts are common and can make a real difference to your budget. We’ll help you find the ones worth your time.</p>
<ul>
<li>Eligibility checks for government schemes such as Chevening, Commonwealth Scholarships, DAAD and Australia Awards</li>
<li>University merit awards and regional scholarships linked to your shortlist</li>
<li>A funding timeline that fits around your applications</li>
<li>Feedback on scholarship essays and preparation for interviews</li>
<li>Help building a realistic budget for tuition and living costs</li>
</ul>
<p>We can’t promise an award, and we’ll be honest about your chances. This service is free.</p>`,
  },
  {
    audience: 'students',
    name: 'Visa guidance',
    slug: 'visa-guidance',
    icon: 'visa',
    summary:
      'Clear guidance on student visa requirements, documents and funds for your destination, with a full check of your application before you submit.',
    body: `<p>Student visa rules are detailed and change often. We guide you through the requirements for your destination – whether that’s the UK Student visa, a Canadian study permit, Australia’s Subclass 500, a US F-1 or the equivalent elsewhere – and help you prepare an application that is complete and consistent.</p>
<ul>
<li>A personal checklist of documents and financial evidence</li>
<li>Guidance on how much money you need to show and how it must be held</li>
<li>A review of your forms and documents before you submit</li>
<li>Interview practice where an interview is required</li>
<li>Advice on post-study work options such as the Graduate Route, the PGWP and OPT</li>
</ul>
<p>Visa decisions are made by governments, not by us, and nobody can honestly guarantee an outcome. If your case needs formal legal advice – for example after a previous refusal – we’ll tell you and suggest you speak to a regulated immigration adviser.</p>`,
  },
  {
    audience: 'students',
    name: 'Accommodation and arrival',
    slug: 'accommodation-and-arrival',
    icon: 'home',
    summary:
      'Help choosing and booking somewhere safe to live, plus pre-departure briefings and practical support through your first weeks abroad.',
    body: `<p>Where you live shapes your first year. We explain your university’s accommodation options, help you apply before the deadlines and check private listings with you, so you don’t lose money to a rental scam.</p>
<p>Before you leave, we run pre-departure briefings on travel, packing, opening a bank account, registering with a doctor and the official steps to take when you arrive. Many students meet others heading to the same city at these sessions.</p>
<p>Once you’re there, your adviser is still a message away. If something isn’t right in your first weeks, tell us and we’ll help you find the right person to sort it out.</p>`,
  },
  {
    audience: 'students',
    name: 'English test preparation',
    slug: 'english-test-preparation',
    icon: 'chat',
    summary:
      'A free diagnostic and study plan for IELTS, TOEFL or PTE, with optional tutor-led courses whose fee we confirm before you start.',
    body: `<p>For many students the English test is the last condition on their offer. We start with a free diagnostic to see where you stand, confirm which tests your chosen universities accept – and whether you need a UKVI-approved test for your visa – and agree a realistic target and timeline.</p>
<ul>
<li>A free diagnostic assessment and personal study plan</li>
<li>Advice on choosing between IELTS, TOEFL and PTE</li>
<li>Practice materials and tips for each section of the test</li>
<li>Optional tutor-led courses with marked writing and speaking practice</li>
</ul>
<p>The diagnostic, study plan and advice are free. Tutor-led courses carry a fee, which we confirm in writing before you sign up.</p>`,
  },

  // Institutions -------------------------------------------------------------
  {
    audience: 'institutions',
    name: 'International recruitment',
    slug: 'international-recruitment',
    icon: 'handshake',
    summary:
      'Well-prepared, genuinely qualified international students, recruited by multilingual advisers who know your courses and entry requirements.',
    body: `<p>We recruit students for more than 180 universities, colleges and language schools, through advisers who speak eleven languages and know their markets first-hand. Students come to us for impartial advice, so those who apply to you have chosen your course because it suits them – which tends to mean better conversion and better outcomes.</p>
<ul>
<li>Counselling against your published entry requirements and course content</li>
<li>Applications that are complete, consistent and checked before submission</li>
<li>Honest, regular reporting on pipeline, offers and conversion</li>
<li>Adherence to your agent agreement and code of conduct, and to the principles of the UK Agent Quality Framework</li>
</ul>
<p>We work on commission, paid on enrolment, and are happy to take part in your due-diligence and agent-training processes.</p>`,
  },
  {
    audience: 'institutions',
    name: 'Market insight reports',
    slug: 'market-insight-reports',
    icon: 'chart',
    summary:
      'Regular, practical reports on student demand, competitor activity and policy changes in the markets where we recruit.',
    body: `<p>Our advisers talk to prospective students and their families every day. We turn what we hear into practical reports that help you plan recruitment, pricing and scholarships.</p>
<ul>
<li>Trends in demand by subject, level and source country</li>
<li>How students and families compare destinations and institutions</li>
<li>Affordability, currency movements and sensitivity to scholarships</li>
<li>Changes to visa and post-study work rules, and their likely effect</li>
<li>Feedback on how your courses and marketing are perceived</li>
</ul>
<p>Reports are shared with partner institutions and can focus on your priority markets. We present qualitative insight as exactly that, and never share an individual student’s information without their consent.</p>`,
  },
  {
    audience: 'institutions',
    name: 'Recruitment events and roadshows',
    slug: 'recruitment-events-and-roadshows',
    icon: 'calendar',
    summary:
      'In-country and online events where your team meets pre-screened students and families – organised, promoted and followed up by us.',
    body: `<p>Meeting students face to face still matters, especially for families making a large financial decision. We organise recruitment events, roadshows and online information sessions in our key markets, and invite students whose profiles genuinely match your courses.</p>
<p>We handle the venue, promotion, registration and follow-up, and can arrange on-the-spot application assessments if your admissions team wishes. After each event you receive a summary of attendance and a list of students who want to take their interest further, shared with their consent.</p>
<p>Events can be dedicated to your institution or run as multi-institution fairs. <a href="/contact">Contact us</a> for the upcoming calendar.</p>`,
  },
  {
    audience: 'institutions',
    name: 'Application screening and document checks',
    slug: 'application-screening-and-document-checks',
    icon: 'shield',
    summary:
      'Every application checked for completeness, consistency and authenticity before it reaches your admissions team.',
    body: `<p>Incomplete or unreliable applications waste admissions time and put your compliance record at risk. Our advisers check each application against your requirements before it’s submitted, so your team receives files that are ready to assess.</p>
<ul>
<li>Checks that academic documents match the student’s stated history and grading system</li>
<li>Verification with issuing bodies wherever there is any doubt</li>
<li>English test results confirmed through the test providers’ official verification services</li>
<li>An early look at financial evidence against the relevant visa requirements</li>
<li>Clear notes on gaps in study, previous visa refusals or anything else you should know</li>
</ul>
<p>We never submit documents we believe to be false, and we’ll tell you promptly if we have concerns about an application.</p>`,
  },
  {
    audience: 'institutions',
    name: 'Pre-arrival and enrolment support',
    slug: 'pre-arrival-and-enrolment-support',
    icon: 'plane',
    summary:
      'We keep offer holders engaged through deposits, visas and travel, so more of them arrive on time and ready to start.',
    body: `<p>The months between offer and arrival are when many international students are lost – to a visa delay, a missed deposit deadline or simple uncertainty. Our advisers stay in regular contact with your offer holders and help them meet every condition on time.</p>
<ul>
<li>Reminders and support for deposits, CAS or equivalent requests and accommodation deadlines</li>
<li>Visa guidance and a full check of each application before submission</li>
<li>Pre-departure briefings on travel, arrival and the first weeks</li>
<li>Coordination with your international office on arrival dates and airport pick-ups</li>
<li>Prompt updates if a student is delayed or decides to withdraw</li>
</ul>`,
  },
  {
    audience: 'institutions',
    name: 'Partner marketing',
    slug: 'partner-marketing',
    icon: 'megaphone',
    summary:
      'Campaigns, content and adviser training that present your institution accurately to the students most likely to thrive there.',
    body: `<p>Students trust their advisers, and advisers recommend what they understand. We make sure our team knows your institution well, through regular training sessions and campus visits, and we present your courses accurately in our destination guides, newsletters and social channels.</p>
<p>We can run targeted campaigns for particular courses, intakes or scholarships, feature your institution in our country content and share student stories with the students’ permission. Every piece of marketing is agreed with you before it’s published, and we never make claims about rankings, outcomes or work rights that you can’t support.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------

export const posts: SeedPost[] = [
  {
    topic: 'visa',
    title: 'Student visas explained: what the UK, Canada, Australia and the US ask for',
    slug: 'student-visas-explained-uk-canada-australia-us',
    author: ARJUN,
    daysAgo: 12,
    seo_title: 'Student visas explained: UK, Canada, Australia and US',
    seo_description:
      'CAS, LOA, CoE or I-20? How student visas work in the four most popular destinations, the documents you need and the mistakes that lead to refusals.',
    excerpt:
      'Every destination has its own visa, its own documents and its own timing. Here’s what the four most popular ones have in common, where they differ and how to avoid the mistakes we see most often.',
    body: `<p>Most students we speak to are more anxious about the visa than about the application itself. That’s understandable: it’s the one step where the decision isn’t made by the university. The good news is that student visa systems are rule-based. If you understand what the rules ask for and start early, the process is usually predictable.</p>
<p>Rules and fees change often, so treat this as an overview and always check the official government guidance before you apply. Your adviser will do the same with you.</p>
<h2>The document that starts everything</h2>
<p>In every major destination, you can’t apply for a student visa until your institution has issued a formal document confirming your place:</p>
<ul>
<li><strong>United Kingdom:</strong> a Confirmation of Acceptance for Studies (CAS), issued by a licensed sponsor once your offer is unconditional and, usually, your deposit is paid.</li>
<li><strong>Canada:</strong> a Letter of Acceptance (LOA) from a Designated Learning Institution and, for most students, a Provincial or Territorial Attestation Letter.</li>
<li><strong>Australia:</strong> a Confirmation of Enrolment (CoE), issued after you accept your offer and pay the initial deposit.</li>
<li><strong>United States:</strong> a Form I-20 from a SEVP-certified school, after which you pay the SEVIS fee and book an interview.</li>
</ul>
<p>Each of these is tied to a specific course and start date. If you defer or change course, you will usually need a new one.</p>
<h2>What each visa involves</h2>
<h3>UK Student visa</h3>
<p>You apply online, up to six months before your course starts if you’re outside the UK. You’ll need to show money for your outstanding tuition plus a set monthly amount for living costs (higher in London), usually held for at least 28 days in a row. You also pay the Immigration Health Surcharge, which gives you access to the NHS. Decisions typically take around three weeks, and you receive an eVisa rather than a physical card.</p>
<h3>Canada study permit</h3>
<p>You apply online, show proof of funds for your first year’s tuition and living costs (the required amount is reviewed regularly) and usually give biometrics. Canada now caps study permit numbers, which is why the attestation letter matters so much. If you’re hoping for a Post-Graduation Work Permit (PGWP), check early that your programme is eligible – not every course qualifies.</p>
<h3>Australia Subclass 500</h3>
<p>Alongside your CoE, you’ll need Overseas Student Health Cover (OSHC) for the length of your visa, evidence of funds and English ability, and written answers showing you meet the Genuine Student requirement – essentially, why this course, in this place, makes sense for you.</p>
<h3>US F-1 visa</h3>
<p>With your I-20, you complete the DS-160 form, pay the SEVIS fee and attend an interview at a US embassy or consulate. The interview is short, so clarity matters: be ready to explain your course, how it’s funded and what you plan to do afterwards. Appointment waiting times vary a great deal by country, so book as soon as you can.</p>
<h2>The mistakes we see most often</h2>
<ul>
<li><strong>Funds that don’t meet the rules.</strong> The right amount held in the wrong type of account, or for too short a time, can lead to a refusal.</li>
<li><strong>Inconsistent details.</strong> Your name, date of birth and passport number must match exactly across your offer, your CAS or equivalent and your visa form.</li>
<li><strong>Leaving it late.</strong> Peak season – roughly June to August for September starts – means longer waits for appointments and decisions.</li>
<li><strong>Vague answers about your plans.</strong> Whether it’s a Genuine Student statement or a US interview, vague answers raise doubts that specific ones don’t.</li>
</ul>
<h2>Working after you graduate</h2>
<p>Post-study work is a big reason students choose a destination. The UK’s Graduate Route currently lets most graduates stay and work for two years (three after a PhD), although the government has announced plans to shorten it. Canada has the PGWP, Australia the Temporary Graduate visa (Subclass 485) and the US Optional Practical Training (OPT), with an extension for eligible STEM graduates. All have conditions that change from time to time, so we check the current rules with you before you commit to a course.</p>
<p>If you’d like us to look at your situation, <a href="/register">create a free account</a> and upload your documents, or <a href="/contact">get in touch</a>. Our <a href="/services/students">visa guidance</a> is free for the students we support.</p>`,
  },
  {
    topic: 'scholarship',
    title: 'Scholarships for international students: where to look and how to apply',
    slug: 'scholarships-for-international-students',
    author: HANNAH,
    daysAgo: 27,
    seo_title: 'Scholarships for international students: a realistic guide',
    seo_description:
      'Government scholarships, university merit awards and fee discounts: where to find funding for study abroad, when to apply and how to write a strong application.',
    excerpt:
      'Fully funded scholarships exist, but they’re rare and competitive. Partial awards and fee discounts are far more common – and together they can make a real difference. Here’s how to find the ones you can realistically win.',
    body: `<p>“Are there any scholarships?” is one of the first questions we hear, and the honest answer is: yes, but probably not the kind you picture first. Fully funded awards that cover tuition, flights and living costs do exist, but each one attracts thousands of applicants. Most international students who receive funding get a partial award – a tuition discount, a one-off bursary or a merit scholarship – and combine it with savings, family support or a loan.</p>
<p>That isn’t bad news. A realistic plan, started early, often ends with a noticeably smaller bill.</p>
<h2>The main types of funding</h2>
<ul>
<li><strong>Government scholarships.</strong> Programmes such as Chevening (UK), Commonwealth Scholarships, DAAD (Germany), Australia Awards and Fulbright (US) are prestigious and often fully funded. Many are for postgraduate study, are open only to certain nationalities, and expect applicants to have work experience or to return home afterwards.</li>
<li><strong>University merit awards.</strong> Many universities offer international students automatic or competitive discounts based on grades – typically anything from a few hundred to several thousand pounds, dollars or euros a year.</li>
<li><strong>Country and regional awards.</strong> Some institutions set aside scholarships for students from particular countries or regions.</li>
<li><strong>Subject-specific awards.</strong> Departments, professional bodies and charities sometimes fund students in fields such as engineering, public health or the creative arts.</li>
<li><strong>Early payment and alumni discounts.</strong> Not scholarships as such, but paying your deposit early or having studied at the institution before can reduce fees.</li>
</ul>
<h2>Timing is everything</h2>
<p>Government scholarship deadlines often fall about a year before your course starts. Chevening, for example, usually opens in the summer and closes in the autumn for courses beginning the following year. University awards tend to have deadlines between January and May for September entry, and some are awarded on a first-come, first-served basis once you hold an offer.</p>
<p>We suggest a simple timeline:</p>
<ol>
<li><strong>12–15 months before you start:</strong> identify government and external scholarships and check eligibility carefully.</li>
<li><strong>9–12 months before:</strong> apply to courses early, because many university awards need an offer first.</li>
<li><strong>6–9 months before:</strong> submit scholarship applications and ask your referees in good time.</li>
<li><strong>3–6 months before:</strong> confirm what you’ve been awarded and finalise the budget you’ll use for your visa application.</li>
</ol>
<h2>Writing an application that stands out</h2>
<p>Scholarship panels read a great many applications in a short time. The strongest ones we see have three things in common:</p>
<ul>
<li><strong>They answer the question asked.</strong> If the form asks about leadership, give an example where you led something and describe what changed because of it.</li>
<li><strong>They are specific about the future.</strong> “I want to help my country” is common. “I want to improve how maternal health data is collected in rural clinics in northern Ghana, where I worked for two years” is memorable.</li>
<li><strong>They show fit.</strong> Read the funder’s aims. A government scheme is looking for future leaders with lasting links to the country; a department award is looking for academic promise.</li>
</ul>
<p>Ask someone who knows the funder to read your draft, and leave time to redraft at least twice.</p>
<h2>Watch out for scams</h2>
<p>Genuine scholarships never ask you to pay a fee to apply or to “release” an award. If someone contacts you about a scholarship you didn’t apply for, or asks for bank details up front, stop and check with the institution directly, using contact details from its official website.</p>
<h2>How we help</h2>
<p>Our <a href="/services/students">scholarships and funding support</a> is part of our free advice. We’ll check which awards you’re eligible for, match deadlines to your application plan and review your scholarship essays. We can’t promise you an award – nobody honestly can – but we can make sure you don’t miss one you had a good chance of winning.</p>
<p><a href="/register">Register for free</a> to get started, or <a href="/contact">send us a question</a>.</p>`,
  },
  {
    topic: 'personal-statement',
    title: 'How to write a personal statement that sounds like you',
    slug: 'how-to-write-a-personal-statement',
    author: LUCIA,
    daysAgo: 45,
    seo_title: 'How to write a personal statement that sounds like you',
    seo_description:
      'Practical advice on personal statements for UK, US, Canadian and European applications: format, structure, examples, common mistakes and redrafting.',
    excerpt:
      'Admissions tutors read hundreds of statements. The ones they remember are specific, honest and clearly written by the applicant. Here’s how to get there, one draft at a time.',
    body: `<p>A personal statement is your chance to tell an admissions tutor something your grades can’t: why you want to study this subject, what you’ve done to explore it and why you’ll thrive on the course. It isn’t a creative writing competition, and it isn’t a list of achievements. The best statements read like a thoughtful conversation with someone who cares about the subject as much as you do.</p>
<h2>Know the format before you start</h2>
<p>Requirements differ by country and level:</p>
<ul>
<li><strong>UK undergraduate:</strong> for entry from 2026, UCAS has replaced the single free-form essay with three questions – why you want to study the subject, how your studies have prepared you, and what else you’ve done outside education – sharing a limit of 4,000 characters. One statement goes to all your choices.</li>
<li><strong>UK and Irish postgraduate:</strong> each university sets its own format, often 500–1,000 words, and the statement is written for that specific course.</li>
<li><strong>United States:</strong> undergraduates usually write a main application essay plus shorter supplements; graduate applicants write a statement of purpose focused on research and career goals.</li>
<li><strong>Canada, Australia and Europe:</strong> formats vary widely. Some courses ask for a letter of motivation, others for nothing at all. Always check the course page.</li>
</ul>
<h2>Start with notes, not sentences</h2>
<p>Before you write anything polished, spend an hour making lists:</p>
<ol>
<li>Moments when the subject really caught your interest – a book, a project, a problem you couldn’t stop thinking about.</li>
<li>Things you’ve done to explore it beyond the classroom: reading, online courses, competitions, work or volunteering.</li>
<li>Skills you’ve developed and where you used them.</li>
<li>What you hope to do with the degree, even if you’re not certain yet.</li>
</ol>
<p>Then pick the three or four strongest items. A statement built around a few well-explained examples is far stronger than one that mentions everything.</p>
<h2>Show, then reflect</h2>
<p>Tutors want evidence of thinking, not just activity. For each example, follow a simple pattern: what you did, what you learned and how it connects to the course. “I volunteered at a pharmacy” tells them very little. “Working at my uncle’s pharmacy in Lagos, I noticed how often patients misunderstood dosage instructions, which led me to read about health literacy” shows curiosity and a clear link to the subject.</p>
<h2>Common mistakes to avoid</h2>
<ul>
<li><strong>Opening with a famous quotation.</strong> Tutors have read them all. Start with your own idea.</li>
<li><strong>Describing a lifelong dream.</strong> “Ever since I was a child” rarely convinces; a recent, specific moment does.</li>
<li><strong>Listing without explaining.</strong> Three examples you reflect on will beat ten you only mention.</li>
<li><strong>Copying or outsourcing.</strong> Universities use similarity-detection tools, and a statement that isn’t yours can lead to your application being withdrawn. AI tools can help you check grammar, but the ideas and the words must be your own.</li>
<li><strong>Forgetting why this country.</strong> For many international applicants, a sentence or two on why you want to study in the UK, Canada or elsewhere helps.</li>
</ul>
<h2>Redraft, then redraft again</h2>
<p>Almost nobody writes a good statement first time, so expect three to five drafts. Read your work aloud – clumsy sentences are easier to hear than to see. Ask a teacher or adviser to read it for content, and someone who doesn’t know you well to tell you what they remember afterwards. If they can’t recall anything specific, neither will the tutor.</p>
<p>Our <a href="/students/personal-statements">personal statement guide</a> has a checklist you can work through, and our advisers offer free <a href="/services/students">personal statement coaching</a> to students applying with us. We’ll ask questions, suggest structure and comment on your drafts – but we’ll never write it for you.</p>`,
  },
  {
    topic: 'accommodation',
    title: 'Halls, shared flats or homestay? Choosing where to live abroad',
    slug: 'choosing-student-accommodation-abroad',
    author: MEILIN,
    daysAgo: 68,
    seo_title: 'Student accommodation abroad: halls, flats or homestay?',
    seo_description:
      'Compare university halls, private student housing, shared flats and homestay: typical costs, when to apply and how to spot a rental scam before you pay.',
    excerpt:
      'Where you live will shape your first year as much as your course. We compare the main options, explain typical costs and timings, and share the warning signs of a rental scam.',
    body: `<p>Ask former students what made their first year work, and many will mention where they lived before they mention their lectures. A good home gives you friends, a routine and a quiet place to study. A poor one – too far away, too expensive or simply isolating – makes everything harder. Here’s how to choose well.</p>
<h2>Your main options</h2>
<h3>University halls or residences</h3>
<p>Most universities in the UK, Ireland, Australia, New Zealand and Canada have their own accommodation, and many guarantee a room to first-year international students who apply by a deadline. Rooms range from shared bathrooms to en-suite studios, usually in flats of four to ten students with a shared kitchen. Bills, Wi-Fi and contents insurance are often included. It’s the easiest option for a first year, and the quickest way to meet people.</p>
<h3>Private student accommodation</h3>
<p>Purpose-built blocks run by private companies are common in large cities. They tend to be modern, with gyms and study rooms, but often cost more than university halls. Check contract lengths carefully: some run for 51 weeks, which matters if your course finishes in June.</p>
<h3>Shared houses and flats</h3>
<p>Renting privately with other students is usually cheaper, and most students move into shared housing in their second year. In your first year it can be harder to arrange from overseas, because landlords may ask for a local guarantor or several months’ rent in advance.</p>
<h3>Homestay</h3>
<p>Living with a local host is popular with younger students, language school students and anyone who wants meals included and a gentler landing. It’s common in Canada, Australia, New Zealand and Ireland. Your English will improve quickly, though you’ll have a little less independence.</p>
<h2>What it typically costs</h2>
<p>Prices vary enormously from city to city, so treat these as rough guides. In the UK, university rooms typically cost around £130–£250 a week outside London, and often £200–£350 or more in the capital. In Australia’s major cities, a room in a residence or shared flat often costs around A$250–A$450 a week; in Canada, expect around C$900–C$1,600 a month, with Toronto and Vancouver at the top of the range. In Germany and the Netherlands the bigger challenge is availability rather than price: student rooms in cities such as Munich, Amsterdam and Utrecht are scarce, so start searching as soon as you have an offer.</p>
<p>When you compare, look at the total cost: is the price weekly or monthly, are bills included, how long is the contract and how much is the deposit?</p>
<h2>When to apply</h2>
<ul>
<li><strong>University halls:</strong> applications usually open once you’ve accepted an offer, often between March and June for a September start. Apply as early as you can.</li>
<li><strong>Private halls:</strong> many take bookings a year ahead, and popular buildings fill early.</li>
<li><strong>Shared housing:</strong> usually arranged one to three months before moving in, ideally after you arrive or with someone you trust viewing it for you.</li>
<li><strong>Homestay:</strong> book four to eight weeks ahead through your institution or a recognised provider.</li>
</ul>
<h2>How to spot a rental scam</h2>
<p>Every year students lose deposits to fake listings. Be cautious if:</p>
<ul>
<li>the rent is much lower than for similar places nearby;</li>
<li>the “landlord” is abroad and can’t show you the property, even on a video call;</li>
<li>you’re asked to pay by money transfer, cryptocurrency or gift card;</li>
<li>you’re pressured to pay a deposit today to “secure” the room.</li>
</ul>
<p>In the UK, most private landlords must protect your deposit in a government-approved scheme and give you the details. Wherever you’re going, ask your university’s accommodation office to look at a listing before you pay anything.</p>
<h2>How we can help</h2>
<p>Through our <a href="/services/students">accommodation and arrival support</a>, we’ll explain your university’s options, help you meet the deadlines and compare contracts with you. If something looks wrong, send it to your adviser before you pay – we would much rather check ten genuine listings than see you lose a deposit to one fake.</p>`,
  },
  {
    topic: 'budget',
    title: 'How to build a realistic budget for studying abroad',
    slug: 'how-to-budget-for-studying-abroad',
    author: ARJUN,
    daysAgo: 96,
    seo_title: 'How to build a realistic budget for studying abroad',
    seo_description:
      'Tuition, visa fees, rent, food and the costs students forget: how to plan a study-abroad budget, and why visa funds are not the same as real living costs.',
    excerpt:
      'Tuition is only part of the picture. Here’s how to plan for visa costs, rent, food, travel and the surprises in between – and why the amount your visa asks for isn’t the same as what you’ll spend.',
    body: `<p>Money worries are one of the main reasons international students struggle in their first year, and many of them can be avoided with a clear plan. A good budget doesn’t need to be complicated. It needs to be honest, based on real prices and built before you accept an offer – not after you arrive.</p>
<h2>Start with the big fixed costs</h2>
<p>These are the costs you can find out precisely, so begin here:</p>
<ul>
<li><strong>Tuition fees.</strong> For international students these typically range from around £15,000 to £30,000 a year in the UK, A$30,000 to A$50,000 in Australia and C$20,000 to C$45,000 in Canada, with medicine, some business programmes and many US private universities costing considerably more. Public universities in Germany charge little or no tuition for most courses, though a semester contribution is payable.</li>
<li><strong>Visa and health costs.</strong> Visa fees, plus the UK’s Immigration Health Surcharge, Australia’s OSHC or US university health insurance, are usually paid up front and can add up to a significant sum.</li>
<li><strong>English tests and applications.</strong> Budget for at least one English test, and for application fees where they apply – they’re common in the US and Canada.</li>
<li><strong>Flights and arrival.</strong> Include your first journey, a few nights of temporary accommodation if you need it, and any deposit for your room.</li>
</ul>
<h2>Then estimate your monthly living costs</h2>
<p>Rent is usually the biggest monthly expense, followed by food and transport. A typical monthly budget covers:</p>
<ul>
<li>rent and bills (check whether bills are included);</li>
<li>groceries and the occasional meal out;</li>
<li>local transport – look for student travel passes;</li>
<li>phone and internet;</li>
<li>books, printing and course equipment;</li>
<li>clothing, especially a proper winter coat if you’re heading somewhere colder than home;</li>
<li>social life, sport and travel – small amounts add up quickly.</li>
</ul>
<p>Most universities publish an estimate of living costs for their city. Use it as a starting point, then check real rents and prices for the area where you plan to live.</p>
<h2>Visa funds are not your budget</h2>
<p>Most student visas ask you to show a minimum amount of money. In the UK, for example, that’s any tuition you still owe for the first year plus a fixed monthly figure for up to nine months; Germany asks most students to open a blocked account holding roughly a year’s living costs. These figures prove you can support yourself, but they aren’t a forecast of what you’ll actually spend. Many students find real costs are higher, especially in big cities – and the visa figure says nothing about your second and third years.</p>
<h2>Working while you study</h2>
<p>Most destinations allow part-time work during term. Under current rules, that’s generally up to 20 hours a week for degree-level students in the UK, up to 24 hours a week off campus in Canada and 48 hours a fortnight in Australia. Work can help with everyday costs, but your plan shouldn’t depend on it. Jobs take time to find, hours aren’t guaranteed and your studies have to come first. Breaking your work conditions can also put your visa at risk.</p>
<h2>Habits that help</h2>
<ol>
<li>Open a local bank account early, so you avoid conversion fees on everyday spending.</li>
<li>Keep an emergency fund of at least one or two months’ living costs.</li>
<li>Track your spending for the first two months – that’s when most budgets go wrong.</li>
<li>Use student discounts everywhere: transport, software, cinemas and many shops offer them.</li>
<li>Keep an eye on exchange rates. If your home currency weakens, your costs rise, so consider moving larger sums when rates are favourable.</li>
</ol>
<p>We’ll help you put together a budget for your shortlisted courses as part of our free advice. <a href="/register">Create an account</a> to get started, or compare destinations on our <a href="/study">study abroad pages</a>.</p>`,
  },
  {
    topic: 'ielts',
    title: 'IELTS, TOEFL or PTE? Choosing and preparing for your English test',
    slug: 'ielts-toefl-or-pte-english-test-guide',
    author: MEILIN,
    daysAgo: 124,
    seo_title: 'IELTS, TOEFL or PTE? Choosing your English test',
    seo_description:
      'Which English test should you take for study abroad, what scores universities typically ask for and how to prepare in four to twelve weeks.',
    excerpt:
      'Which English test should you take, what score do you need and how long should you prepare? A practical guide to getting the result your offer depends on.',
    body: `<p>For many international students, the English test is the last condition standing between a conditional offer and a confirmed place. It’s also a part of the process you control completely. With the right test, a realistic target and a few weeks of focused practice, most students reach the score they need.</p>
<h2>Which test should you take?</h2>
<p>The three tests most widely accepted by universities are:</p>
<ul>
<li><strong>IELTS Academic</strong> – accepted almost everywhere, taken on paper or computer, with a face-to-face speaking test. Scored in bands from 0 to 9.</li>
<li><strong>TOEFL iBT</strong> – particularly familiar to US universities, taken on computer, with spoken answers recorded. Traditionally scored out of 120; the scoring format has been changing, so check how your universities express their requirements.</li>
<li><strong>PTE Academic</strong> – computer-based and marked automatically, with results often available within a couple of days. Scored from 10 to 90.</li>
</ul>
<p>Other options, such as the Duolingo English Test, Cambridge English qualifications or a university’s own pre-sessional course, are accepted by some institutions but not all. Before you book, check that <strong>every</strong> university on your shortlist accepts the test you choose.</p>
<h2>A note on visas</h2>
<p>For most degree courses, the university assesses your English and your test only needs to satisfy them. But if you’re applying for a course below degree level in the UK – such as a foundation year or some pre-sessional English courses – you may need a Secure English Language Test (SELT) taken at an approved centre, for example IELTS for UKVI. Booking the wrong version is a common and expensive mistake, so check with your adviser first.</p>
<h2>What scores do universities ask for?</h2>
<p>Requirements depend on the university, the level and the subject, but typical ranges are:</p>
<ul>
<li><strong>Undergraduate:</strong> IELTS 6.0–6.5 overall, TOEFL iBT around 80–90, PTE around 58–65.</li>
<li><strong>Postgraduate:</strong> IELTS 6.5–7.0, TOEFL iBT around 90–100, PTE around 62–70.</li>
<li><strong>Law, medicine, journalism and teaching:</strong> often IELTS 7.0 or higher.</li>
</ul>
<p>Most universities also set a minimum for each section – for example, no band below 6.0. A strong overall score won’t help if your writing falls short.</p>
<h2>How to prepare</h2>
<p>Most students need between four and twelve weeks of focused preparation, depending on their starting level. What works:</p>
<ol>
<li><strong>Take a full practice test first</strong>, under timed conditions, so you know where you stand.</li>
<li><strong>Focus on your weakest skill.</strong> For many students it’s writing, which rewards clear structure as much as vocabulary.</li>
<li><strong>Learn the format inside out.</strong> Knowing exactly what each task asks for saves time and nerves on the day.</li>
<li><strong>Get feedback on your writing and speaking.</strong> Practising alone helps, but a teacher’s comments show you what examiners are looking for.</li>
<li><strong>Sit at least two full mock tests</strong> in the final fortnight.</li>
</ol>
<p>On test day, arrive early with the exact ID you registered with – usually your passport. In the speaking test, it’s fine to ask the examiner to repeat a question; that’s far better than answering the wrong one.</p>
<h2>If you don’t reach your score</h2>
<p>It happens, and it’s rarely the end of the road. You can usually retake the test – IELTS also offers a One Skill Retake at many centres – or ask your university about a pre-sessional English course, which many offer to students who are slightly below the requirement. Some universities will also accept a strong score taken within a few weeks of the start date, so keep talking to them.</p>
<p>Our <a href="/services/students">English test preparation</a> starts with a free diagnostic and study plan. <a href="/register">Register</a> to book yours.</p>`,
  },
  {
    topic: 'first-week',
    title: 'Your first week abroad: a practical checklist',
    slug: 'first-week-abroad-checklist',
    author: LUCIA,
    daysAgo: 157,
    seo_title: 'Your first week abroad: a practical checklist for students',
    seo_description:
      'From collecting your keys to registering with a doctor and opening a bank account: what to do in your first seven days as an international student.',
    excerpt:
      'You’ve landed. Now what? From collecting your keys to registering with a doctor, here are the tasks worth doing in your first seven days – and a few reassuring words about homesickness.',
    body: `<p>Your first week in a new country is exciting, tiring and a little overwhelming – often all in the same afternoon. The students who settle fastest aren’t necessarily the most confident; they’re the ones who tackle a few practical tasks early, so the rest of term feels manageable. Here’s what we suggest.</p>
<h2>Before you land</h2>
<ul>
<li>Keep your passport, visa documents, offer letter and accommodation details in your hand luggage, not your checked bag.</li>
<li>Save digital copies somewhere you can reach without your phone – an e-mail to yourself works.</li>
<li>Carry enough local currency, or a card that works abroad, for your first few days.</li>
<li>Know exactly how you’ll get from the airport to your accommodation. Many universities run free airport pick-ups in the week before term; book early if yours does.</li>
</ul>
<h2>Days one and two: settle in</h2>
<ol>
<li><strong>Collect your keys</strong> and check your room. Report anything broken straight away and take photos – it protects your deposit later.</li>
<li><strong>Get a local SIM card</strong> or eSIM, so you can use maps and messaging without roaming charges.</li>
<li><strong>Tell your family you’ve arrived safely.</strong> Then rest. Jet lag is real, and the first days are easier if you switch to local time quickly.</li>
<li><strong>Buy the basics:</strong> bedding if it isn’t provided, a few groceries and a plug adaptor.</li>
</ol>
<h2>Days three to five: the official tasks</h2>
<p>Every country has its own paperwork. The most common tasks are:</p>
<ul>
<li><strong>United Kingdom:</strong> check your eVisa in your UKVI account and make sure it’s linked to the passport you’re travelling on. Register with a local GP (family doctor) – you’ve already paid for NHS access through the Immigration Health Surcharge.</li>
<li><strong>Canada:</strong> apply for a Social Insurance Number if you plan to work, and check when your provincial health cover begins.</li>
<li><strong>Australia:</strong> activate your OSHC membership, and apply for a Tax File Number if you want to work.</li>
<li><strong>United States:</strong> check in with your university’s international student office so your SEVIS record is activated.</li>
<li><strong>Germany and the Netherlands:</strong> register your address with the local authority – the <em>Anmeldung</em> in Germany, and registration with your municipality for a BSN in the Netherlands. Appointments can be scarce, so book early.</li>
</ul>
<p>You’ll also need to complete your university registration, which often means showing your passport and visa in person.</p>
<h2>Days five to seven: build your routine</h2>
<ul>
<li><strong>Open a bank account.</strong> Bring your passport, proof of address and, if the bank asks for one, a letter from your university. Some app-based banks make this quicker.</li>
<li><strong>Go to induction events.</strong> They’re where you’ll learn how to use the library, find your timetable and meet people on your course.</li>
<li><strong>Walk your route to class</strong> before the first lecture, so you’re not lost on day one.</li>
<li><strong>Join one or two societies or clubs.</strong> A sports team, a cultural society or a volunteering group gives your week a shape and gives you people to see.</li>
</ul>
<h2>About homesickness</h2>
<p>Almost everyone feels homesick at some point, often in the second or third week, when the excitement fades. It’s normal, and it passes. Keep in touch with home, but not so much that you miss what’s happening around you. Eat proper meals, sleep, and say yes to invitations even when you’d rather stay in. If low feelings don’t lift, talk to your university’s wellbeing or counselling service – it’s free, confidential and used by plenty of international students.</p>
<p>And remember: your Meridian adviser is still here after you arrive. If something isn’t right, <a href="/contact">get in touch</a> – we would much rather hear about a small problem early than a big one later.</p>`,
  },
  {
    topic: 'choosing-country',
    title: 'How to choose a study destination: eight countries compared',
    slug: 'how-to-choose-a-study-destination',
    author: HANNAH,
    daysAgo: 193,
    seo_title: 'How to choose where to study abroad: 8 countries compared',
    seo_description:
      'UK, Canada, Australia, Ireland, US, New Zealand, Germany or the Netherlands? Compare course length, costs, post-study work and lifestyle before you decide.',
    excerpt:
      'The UK, Canada, Australia, Ireland, the US, New Zealand, Germany or the Netherlands? A practical comparison of course length, costs, work rights and lifestyle to help you decide.',
    body: `<p>Choosing a country is often the first big decision in studying abroad, and it shapes everything that follows: how long your degree takes, what it costs, what you can do after graduating and what daily life feels like. There’s no single best destination – only the best one for your subject, your budget and your plans. Here’s how we help students think it through.</p>
<h2>Start with five questions</h2>
<ol>
<li><strong>What do you want to study, and at what level?</strong> Some countries are especially strong in particular fields, and course structures vary.</li>
<li><strong>What is your total budget?</strong> Include tuition and living costs for the whole course, not just the first year.</li>
<li><strong>Do you want to work after graduating?</strong> Post-study work rights differ a great deal.</li>
<li><strong>What English score can you realistically reach?</strong> This affects which universities are within reach.</li>
<li><strong>What kind of life do you want?</strong> Big city or small town, climate, distance from home, a community from your own country nearby.</li>
</ol>
<h2>The eight destinations at a glance</h2>
<h3>United Kingdom</h3>
<p>Shorter degrees – typically three years for a bachelor’s (four in Scotland) and one year for most master’s – can reduce the total cost. The Graduate Route allows post-study work, though the government plans to shorten it. <a href="/countries/united-kingdom">Study in the UK</a>.</p>
<h3>Canada</h3>
<p>Respected universities and colleges, a welcoming reputation and the Post-Graduation Work Permit. Study permit numbers are capped, so apply early and check that your programme is PGWP-eligible. <a href="/countries/canada">Study in Canada</a>.</p>
<h3>Australia</h3>
<p>Strong universities, an outdoor lifestyle and generous part-time work rights, with post-study work through the Temporary Graduate visa. Tuition and living costs sit towards the higher end. <a href="/countries/australia">Study in Australia</a>.</p>
<h3>Ireland</h3>
<p>English-speaking, part of the EU and home to many technology and pharmaceutical companies. Graduates can usually stay to look for work for one or two years, depending on their level. Rents in Dublin are high. <a href="/countries/ireland">Study in Ireland</a>.</p>
<h3>United States</h3>
<p>The widest choice of institutions anywhere, flexible degrees and generous scholarships at some universities – but also the highest headline prices. OPT offers work experience after graduation, with longer options in STEM fields. <a href="/countries/united-states">Study in the US</a>.</p>
<h3>New Zealand</h3>
<p>Smaller classes, a safe and friendly environment and post-study work visas for eligible graduates. A good fit for students who prefer a calmer pace. <a href="/countries/new-zealand">Study in New Zealand</a>.</p>
<h3>Germany</h3>
<p>Public universities charge little or no tuition for most courses, and there’s a growing range of master’s programmes taught in English. You’ll need to show funds in a blocked account, and learning German makes everyday life – and job-hunting – much easier. <a href="/countries/germany">Study in Germany</a>.</p>
<h3>Netherlands</h3>
<p>Hundreds of English-taught programmes, a very international student body and an orientation year for graduates looking for work. Housing shortages in popular cities are the main challenge. <a href="/countries/netherlands">Study in the Netherlands</a>.</p>
<h2>Look beyond the rankings</h2>
<p>Rankings are useful, but they measure research more than teaching, and they say little about whether a course suits you. Look at the course content module by module, how you’ll be assessed, class sizes, links with employers and what graduates go on to do. A good course at a less famous university is often a better choice than a poor fit at a famous one.</p>
<h2>Talk it through</h2>
<p>Many students come to us with one country in mind and leave with a shortlist across two or three. That’s a good thing: comparing options is how you find the right one. Our <a href="/services/students">course and university matching</a> is free – <a href="/register">create an account</a> and tell us about your plans, or explore our <a href="/study">destination guides</a> first.</p>`,
  },
];

// ---------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Adaeze Nwosu',
    course: 'MSc Public Health',
    institution: 'University of the Midlands',
    country: 'united-kingdom',
    text: 'I applied to UK universities on my own the year before and got nowhere, mainly because my statement was too general. My adviser kept asking questions until I was talking about the rural clinic where I’d worked for two years, and that became the heart of my new statement. She also noticed that my bank statements didn’t cover the full 28 days before my visa application, which could have meant a refusal. I’m now in my second term and have already sent two friends to Meridian.',
  },
  {
    name: 'Rohan Iyer',
    course: 'MS Computer Science',
    institution: 'Lakeshore State University',
    country: 'united-states',
    text: 'The US process felt endless – recommendation letters, financial documents, the I-20, the SEVIS fee, then the visa interview. Meridian broke it into a checklist with dates and kept me to it. Before my interview my adviser ran two mock sessions and told me honestly that my answer about funding was too vague. On the day, that was the first question I was asked. I’m now halfway through my first year and applying for summer internships.',
  },
  {
    name: 'Nguyen Thi Mai',
    course: 'Bachelor of Nursing',
    institution: 'Harbourside University',
    country: 'australia',
    text: 'I was nervous about the Genuine Student questions in my Subclass 500 application, because my written English is not as strong as my speaking. My adviser didn’t write anything for me, but she helped me organise my reasons clearly: why nursing, why Australia and what I want to do afterwards. She also found me a homestay twenty minutes from campus, so my first months were much less lonely. My host family still invites me for dinner every Sunday.',
  },
  {
    name: 'Lucas Almeida',
    course: 'Graduate Certificate in Business Analytics',
    institution: 'Cedar Inlet College of Technology',
    country: 'canada',
    text: 'I wanted a practical programme with a real chance to work afterwards, so the first thing my adviser did was check which programmes on my list were eligible for the PGWP. Two of them weren’t. That conversation saved me from a very expensive mistake. Meridian also explained the provincial attestation letter, which I had never heard of, and made sure everything was submitted in time. I now work part-time with a data team in the city and feel confident about what comes next.',
  },
  {
    name: 'Wanjiru Kamau',
    course: 'LLM International Commercial Law',
    institution: 'Kilbride University College',
    country: 'ireland',
    text: 'Everyone warned me about rents in Ireland, and I almost paid a deposit for a flat that turned out not to exist. I sent the listing to my adviser first, and she spotted the problem within minutes, then helped me apply for university accommodation instead. She was just as patient with my scholarship essays. I didn’t win the government scholarship, but I did receive a university merit award that covered part of my fees, and I’m grateful for every euro.',
  },
  {
    name: 'Putri Rahayu',
    course: 'MSc Urban Planning',
    institution: 'University of Zuidhaven',
    country: 'netherlands',
    text: 'I chose the Netherlands for its English-taught master’s programmes, but I underestimated how hard it is to find a room. Meridian told me to start looking the week my offer arrived, and they were right – friends who waited spent their first month in temporary housing. My adviser also explained the residence permit process, which the university handles, so I knew exactly which documents to send and when. Cycling in the rain is the only thing nobody prepared me for.',
  },
  {
    name: 'Diego Hernández',
    course: 'MEng Renewable Energy Systems',
    institution: 'Rheinfeld University of Applied Sciences',
    country: 'germany',
    text: 'Studying in Germany with almost no tuition fees sounded too good to be true, and the paperwork nearly proved it. The blocked account, the visa appointment, the Anmeldung – I would have been lost without a checklist. My adviser had helped other Mexican students through exactly the same steps and knew where people usually get stuck. She also pushed me to start German classes before I left. I complained at the time, but now I use German every day in my part-time job.',
  },
  {
    name: 'Ama Owusu',
    course: 'BSc Environmental Science',
    institution: 'Harbour City University',
    country: 'new-zealand',
    text: 'New Zealand wasn’t even on my list until my adviser asked what I actually wanted from my degree: fieldwork, small classes and somewhere I’d feel safe. Once we compared the options properly, the choice was easy. Meridian helped with my application and student visa, and at the online pre-departure briefing I met two other Ghanaian students heading to the same city. We now share a flat, and I’ve been on more field trips this year than I thought possible.',
  },
];

// ---------------------------------------------------------------------------
// Galleries
// ---------------------------------------------------------------------------

export const galleries: SeedGallery[] = [
  {
    title: 'Campus visits',
    slug: 'campus-visits',
    description:
      'Our advisers visit partner campuses regularly so we can describe them honestly – here are a few of the places we’ve walked around.',
    captions: [
      'A sandstone quadrangle beneath a clock tower, the historic heart of one of our partner universities.',
      'A modern glass-fronted library that stays open late into the evening during exam season.',
      'A tiered lecture theatre, quiet for a moment before a first-year economics class begins.',
      'A teaching laboratory where undergraduate scientists carry out their practical work.',
      'A red-brick college building with arched walkways around a central lawn.',
      'A tree-lined campus path covered in autumn leaves, on the way from the library to the halls.',
      'The student union hung with bunting for welcome week, with society stalls lining the hall.',
      'A riverside campus where the rowing club’s boats wait on the water in the early morning.',
    ],
  },
  {
    title: 'Pre-departure briefings',
    slug: 'pre-departure-briefings',
    description:
      'Before every intake we bring departing students together to plan, ask questions and meet the people they’ll be studying alongside.',
    captions: [
      'Students plan their first weeks abroad together around a table covered in notes and checklists.',
      'An airport departure board listing the flights our students will soon be taking.',
      'Suitcases being packed, with passports and visa letters kept safely close at hand.',
      'A city skyline at dusk seen through a window – a first glimpse of a new home.',
      'An adviser talks through the arrival steps at a briefing, with a world map on the screen behind her.',
      'A relaxed coffee meetup where students heading to the same city swap numbers and plans.',
      'A packing checklist ticked off item by item, from plug adaptors to original documents.',
      'A welcome room decorated with balloons, ready for students and their families to arrive.',
    ],
  },
  {
    title: 'Graduation days',
    slug: 'graduation-days',
    description:
      'The best part of our job: celebrating with students who started their journey with us.',
    captions: [
      'New graduates throw their caps into the air as the ceremony comes to an end.',
      'The stage and podium set for the ceremony, moments before the first name is called.',
      'A proud family gathers around their graduate for a photo outside the hall.',
      'A rolled degree certificate tied with a ribbon – years of hard work in a single scroll.',
      'Confetti falls over graduates in a great hall with a high vaulted ceiling.',
      'A group of friends in gowns sits together on the stone steps of the main building.',
      'A bouquet of flowers resting on a mortarboard after the ceremony.',
      'A graduate leaps into the air against the sunset at the end of graduation day.',
    ],
  },
];

// ---------------------------------------------------------------------------
// Widgets (editable page content)
// ---------------------------------------------------------------------------

export const widgets: Record<string, SeedWidget> = {
  'home-intro': {
    title: 'Home page — introduction',
    html: `<p>Meridian Study Abroad helps students from around the world find the right course, at the right institution, in the right country – and then get there. Since 2012 we’ve helped more than 4,000 students from 60 countries begin their studies with over 180 universities, colleges and language schools in the UK, Canada, Australia, Ireland, the United States, New Zealand, Germany and the Netherlands.</p>
<p>Our advisers speak eleven languages and will guide you from your first question to your first week on campus. Core advice is free for students, because our partner institutions pay us a fee when a student enrols. If a service ever carries a fee, we’ll tell you before you start.</p>`,
  },

  'home-cta': {
    title: 'Home page — call to action',
    html: `<p>Not sure where to begin? Create a free account, tell us what you’d like to study and where, and an adviser will be in touch with honest advice on your next steps.</p>`,
  },

  'about-story': {
    title: 'About page — our story',
    html: `<h2>How Meridian began</h2>
<p>Meridian started in London in 2012 with a simple idea: students deserve advice that puts their interests first. Our founders had studied abroad themselves. They had seen friends steered towards courses that suited an agent better than the student, and others arrive in a new country with no idea how to open a bank account or find a doctor.</p>
<p>More than a decade later, we’re based at 18 Kingsway in central London and have helped over 4,000 students from 60 countries begin their studies abroad. Our advisers speak eleven languages between them, and we work with more than 180 universities, colleges and language schools across eight destinations.</p>
<h2>How we work</h2>
<p>What hasn’t changed is our approach. We recommend courses because they suit the student. We tell students clearly what they can realistically achieve – including when that means waiting a year, improving an English score or looking at a different country. And we stay in touch after they arrive, because the first weeks abroad matter as much as the application.</p>
<p>Our core advice is free for students: partner institutions pay us a fee when a student enrols. Where a service does carry a fee, we tell the student before they begin. No surprises.</p>`,
  },

  'about-values': {
    title: 'About page — our values',
    html: `<h2>What we stand for</h2>
<ul>
<li><strong>Students first.</strong> We recommend the course that fits you, even when it isn’t at one of our partner institutions.</li>
<li><strong>Honesty about your chances.</strong> We never promise an offer, a scholarship or a visa. We tell you where you stand and how to improve your chances.</li>
<li><strong>Openness about money.</strong> Core advice is free, institutions pay our fees, and anything you would pay for is agreed with you up front.</li>
<li><strong>Care with your information.</strong> Your documents are stored privately, only you and your advisers can open them, and you can see every time a member of staff has viewed them.</li>
<li><strong>Integrity in every application.</strong> We never alter documents or submit anything we believe to be untrue, and we ask the same of the students we work with.</li>
<li><strong>Support beyond the visa.</strong> From pre-departure briefings to your first weeks abroad, we stay with you.</li>
</ul>`,
  },

  terms: {
    title: 'Terms of use',
    html: `<p>These terms explain how you may use the Meridian Study Abroad website and the basis on which we provide our services. Please read them carefully. By using this website or creating an account, you agree to them.</p>
<h2>About us</h2>
<p>Meridian Study Abroad is a trading name of Meridian Education Services Ltd, a company registered in England and Wales, with its office at 4th Floor, 18 Kingsway, London WC2B 6LH. You can contact us on +44 20 7946 0321 or at hello@meridianstudy.example.</p>
<h2>Our services to students</h2>
<p>We provide advice and support to people who want to study abroad, including course selection, application support, scholarship guidance, visa guidance and help with accommodation and arrival.</p>
<ul>
<li><strong>Core advice is free.</strong> We are paid by the universities, colleges and language schools we work with, usually as a fee when a student enrols. This does not affect the price you pay the institution.</li>
<li><strong>Paid services are agreed in advance.</strong> If a service carries a fee, we will tell you the amount and what it includes in writing before you start. You are never charged for something you have not agreed to.</li>
<li><strong>Institution fees are separate.</strong> Application fees, deposits, tuition and visa fees are charged by the institution or government concerned and are your responsibility.</li>
</ul>
<h2>What we can and cannot promise</h2>
<p>Admission decisions are made by institutions, and visa decisions by governments. We will give you honest, careful advice and help you prepare complete applications, but we cannot guarantee an offer, a scholarship, a visa or any other outcome. Entry requirements, fees and immigration rules change from time to time; we work hard to keep our information up to date, but you should always check the official source before making a decision.</p>
<p>Our visa guidance is general in nature. Where your circumstances need formal legal advice, we will tell you and recommend that you speak to a regulated immigration adviser.</p>
<h2>Your responsibilities</h2>
<ul>
<li>Give us information and documents that are accurate, complete and genuine.</li>
<li>Tell us promptly if your circumstances change, for example your grades, finances or immigration history.</li>
<li>Keep your account details secure and do not share your password.</li>
<li>Use this website lawfully and do not attempt to disrupt it or access other people’s information.</li>
</ul>
<p>We will never submit a document we believe to be false or misleading. If we have good reason to believe that information you have given us is untrue, we may stop working with you and, where the law requires, inform the relevant institution or authority.</p>
<h2>Your account</h2>
<p>You need an account to upload documents and work with an adviser. You can ask us to close your account at any time. We may suspend or close an account that is used in breach of these terms. How we handle your information is explained in our <a href="/privacy">privacy policy</a>.</p>
<h2>Website content</h2>
<p>The content of this website, including text, images and downloadable templates, belongs to us or our licensors. You may use it for your own personal, non-commercial purposes, such as preparing your own applications, but you may not republish or sell it.</p>
<h2>Our liability</h2>
<p>We take reasonable care and skill in providing our services. We are not responsible for decisions made by institutions or governments, or for losses caused by information you have given us that is inaccurate or incomplete. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms from time to time. The current version will always be on this page, and if we make a significant change that affects you, we will let you know by e-mail or when you next sign in.</p>
<h2>Law and complaints</h2>
<p>These terms are governed by the law of England and Wales. If you live elsewhere in the United Kingdom, you may also bring proceedings in the courts of the part of the UK where you live. If you are unhappy with our service, please <a href="/contact">contact us</a> first – we will always try to put things right quickly.</p>`,
  },

  privacy: {
    title: 'Privacy policy',
    html: `<p>This policy explains what personal information Meridian Study Abroad collects, why we collect it, how we protect it and the rights you have. We have written it to be read, so please get in touch if anything is unclear.</p>
<h2>Who we are</h2>
<p>Meridian Education Services Ltd, trading as Meridian Study Abroad, of 4th Floor, 18 Kingsway, London WC2B 6LH, is the controller of your personal information for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>
<h2>What information we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, e-mail address, and password (stored only in a securely hashed form).</li>
<li><strong>Profile information:</strong> your phone number, nationality, date of birth, education history, study plans and preferences.</li>
<li><strong>Documents you upload:</strong> for example your passport, academic transcripts and certificates, English test results, references, personal statements, CV and financial evidence.</li>
<li><strong>Communications:</strong> messages, e-mails and notes of calls with our advisers.</li>
<li><strong>Technical information:</strong> basic server logs, such as IP address and browser type, used to keep the website secure. See our <a href="/cookies">cookie policy</a> for the small number of cookies we use.</li>
</ul>
<p>Some documents, such as passports or medical information you choose to share, may contain sensitive details. We only ask for what is needed to support your application.</p>
<h2>How we use your information</h2>
<ul>
<li><strong>To provide our services</strong> – advising you, preparing and submitting applications, and supporting your visa and arrival. Our lawful basis is the performance of our agreement with you.</li>
<li><strong>To run and protect our business</strong> – keeping the website secure, preventing fraud and improving our services. Our lawful basis is our legitimate interests.</li>
<li><strong>To meet legal obligations</strong> – for example keeping financial records or responding to lawful requests from authorities.</li>
<li><strong>To send you news and updates</strong> – only if you have agreed. You can withdraw your consent at any time using the link in any message.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share your information with the universities, colleges and language schools you ask us to apply to, and, where relevant, with accommodation providers you choose. We also use carefully selected service providers, such as hosting and e-mail services, who may only process your information on our instructions. We never sell your personal information.</p>
<p>When you apply to an institution outside the UK, your information is transferred to that country so that your application can be considered. Where we use service providers outside the UK, we make sure appropriate safeguards are in place, as required by UK data protection law.</p>
<h2>How we protect your documents</h2>
<ul>
<li>Your documents are stored privately. They are never publicly accessible.</li>
<li>Only you and the advisers working on your application can open them.</li>
<li>Every time a member of staff opens one of your documents, the access is recorded – and you can see that record in your account.</li>
<li>Information is sent over encrypted connections, and our staff are trained in handling personal data.</li>
</ul>
<h2>How long we keep it</h2>
<p>We keep your account and documents while we are supporting you. Once our work together has ended, we keep them for up to two years, so that we can help with later questions, deferrals or further study, and then delete them. Records we must keep for legal, tax or accounting reasons are kept for up to six years. You can ask us to delete your documents or close your account sooner, and we will do so unless the law requires us to keep something.</p>
<h2>Your rights</h2>
<p>Under UK GDPR you have the right to:</p>
<ul>
<li>access the personal information we hold about you;</li>
<li>ask us to correct information that is inaccurate or incomplete;</li>
<li>ask us to delete your information;</li>
<li>ask us to restrict how we use it, or object to our using it;</li>
<li>receive your information in a portable format;</li>
<li>withdraw your consent at any time, where we rely on consent.</li>
</ul>
<p>We will respond within one month. There is no charge for making a request. If you are unhappy with how we have handled your information, you can complain to the Information Commissioner’s Office (ICO), although we would appreciate the chance to put things right first.</p>
<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. The current version is always on this page, and we will tell you about any significant changes.</p>
<h2>Contact us</h2>
<p>For any question about your personal information, or to exercise your rights, e-mail hello@meridianstudy.example with “Privacy” in the subject line, call +44 20 7946 0321 or write to us at Meridian Education Services Ltd, 4th Floor, 18 Kingsway, London WC2B 6LH. You can also use our <a href="/contact">contact form</a>.</p>`,
  },

  cookies: {
    title: 'Cookie policy',
    html: `<p>This policy explains the cookies used on the Meridian Study Abroad website. We keep them to the minimum needed for the site to work.</p>
<h2>What cookies are</h2>
<p>Cookies are small text files that a website stores in your browser. They let the site remember things between one page and the next – for example, that you are signed in.</p>
<h2>The cookies we use</h2>
<p>We use exactly three cookies. All of them are strictly necessary for the website to work securely.</p>
<ul>
<li><strong>token</strong> – keeps you signed in to your account. It lasts for your browser session, or for one year if you tick “Remember me” when you sign in.</li>
<li><strong>XSRF-TOKEN</strong> – protects you against forged requests, where another website tries to act on your behalf without your knowledge. It lasts for your browser session.</li>
<li><strong>intended_url</strong> – remembers the page you were trying to reach while you sign in, so we can take you straight there afterwards. It lasts for your browser session.</li>
</ul>
<p>A session cookie is deleted when you close your browser.</p>
<h2>No advertising or tracking cookies</h2>
<p>We do not use advertising cookies, analytics or tracking cookies, or any third-party cookies that follow you across other websites. We do not build profiles of your browsing.</p>
<h2>Managing cookies</h2>
<p>Because these cookies are strictly necessary, we do not ask for your consent to use them. You can block or delete cookies in your browser settings, but if you do, you will not be able to sign in or use your account.</p>
<h2>Questions</h2>
<p>If you have any questions about cookies or your privacy, please read our <a href="/privacy">privacy policy</a> or <a href="/contact">contact us</a>.</p>`,
  },

  'services-students-intro': {
    title: 'Student services — introduction',
    html: `<p>Whether you’re still deciding between countries or already holding an offer, our advisers can help with every step: choosing a course, applying, funding your studies, getting your visa and settling in. Core advice is free for students, because the institutions we work with pay us when you enrol. If a service carries a fee, we’ll tell you clearly before you start.</p>
<p>Ready to begin? <a href="/register">Create a free account</a> to upload your documents and be matched with an adviser, or <a href="/contact">ask us a question</a> first.</p>`,
  },

  'services-institutions-intro': {
    title: 'Institution services — introduction',
    html: `<p>We work with more than 180 universities, colleges and language schools to recruit well-prepared international students from 60 countries. Our advisers speak eleven languages and know their markets first-hand, so the applications we send you are complete, genuine and well matched to your courses.</p>
<p>We’re paid on enrolment, which keeps our interests aligned with yours: students who arrive prepared, meet their visa conditions and succeed on their course. To discuss working together, <a href="/contact">contact our partnerships team</a>.</p>`,
  },

  'personal-statements': {
    title: 'Personal statements — advice',
    html: `<p>Your personal statement is your chance to show admissions tutors who you are beyond your grades: why you want to study the subject, what you’ve done to explore it and why you’re ready for the course. This is the advice our advisers give every student.</p>
<h2>Before you write</h2>
<ul>
<li><strong>Check the format.</strong> For UK undergraduate entry, UCAS now asks three questions with a combined limit of 4,000 characters. Postgraduate statements are usually set by each university, often 500–1,000 words.</li>
<li><strong>Read the course page closely.</strong> Note the modules, projects or teaching approaches that genuinely interest you.</li>
<li><strong>Make notes, not sentences.</strong> List the moments that sparked your interest, what you’ve done beyond the classroom, the skills you’ve built and where you hope the degree will lead.</li>
</ul>
<h2>While you write</h2>
<ol>
<li>Open with your own idea or experience, not a famous quotation.</li>
<li>Choose three or four strong examples rather than mentioning everything.</li>
<li>For each one, explain what you did, what you learned and how it connects to the course.</li>
<li>Be specific about your goals – a clear, modest plan is more convincing than a grand one.</li>
<li>Say briefly why you want to study abroad, and why in this country.</li>
<li>Finish by looking forward to the course, not by summarising what you’ve already said.</li>
</ol>
<h2>Before you submit</h2>
<ul>
<li>Read it aloud to catch clumsy sentences.</li>
<li>Check the limit carefully – UCAS counts characters, including spaces.</li>
<li>Ask an adviser or teacher to read it for content, and a friend to tell you what they remember.</li>
<li>Make sure every word is your own. Universities use similarity-detection tools, and a statement written by someone else – or by AI – can put your application at risk.</li>
</ul>
<p>Applying with us? Upload your draft to <a href="/account/documents">your documents</a> and your adviser will send you feedback. Not registered yet? <a href="/register">Create a free account</a>.</p>`,
  },

  'cv-templates': {
    title: 'CV templates — introduction',
    html: `<p>Many applications – especially for postgraduate courses, scholarships, internships and part-time jobs – ask for a CV. A clear, well-organised CV helps admissions tutors and employers understand your experience at a glance.</p>
<p>You can download two templates below. Both are simple, professional layouts that work well for university and scholarship applications; choose the one that best suits your experience and edit it in any word processor.</p>
<h2>Tips for an international CV</h2>
<ul>
<li><strong>Keep it short.</strong> One page is usually enough for school leavers, and two pages for graduates and experienced applicants.</li>
<li><strong>Put the most recent first.</strong> List your education and experience in reverse order, with dates.</li>
<li><strong>Explain your grades.</strong> Give the grading scale, for example “CGPA 8.2 out of 10”, so readers in another country can understand it.</li>
<li><strong>Show results, not just duties.</strong> Start bullet points with action verbs and say what changed because of your work.</li>
<li><strong>Leave out personal details you aren’t asked for.</strong> For the UK, Ireland, Canada, Australia and the US, don’t include a photo, date of birth or marital status. Germany is an exception, where a photo is still common.</li>
<li><strong>Save it as a PDF</strong> with your name in the file name.</li>
</ul>
<p>Would you like feedback? Upload your CV to <a href="/account/documents">your documents</a> and your adviser will take a look.</p>`,
  },

  'contact-intro': {
    title: 'Contact page — introduction',
    html: `<p>Whether you’re a student thinking about studying abroad, a parent with questions or an institution interested in working with us, we’d be glad to hear from you. Send us a message using the form and the right member of our team will reply – in your own language, if we can.</p>
<p>You can also call us on +44 20 7946 0321, e-mail hello@meridianstudy.example or visit us at 4th Floor, 18 Kingsway, London WC2B 6LH. Office visits are by appointment, so please get in touch first.</p>`,
  },
};
