// The company's public identity: the one place for its name, contacts and social links.

export const DEFAULT_APP_NAME = 'Meridian Study Abroad';

export const company = {
  legalName: 'Meridian Education Services Ltd',
  phone: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
  email: 'hello@meridianstudy.example',
  address: ['4th Floor, 18 Kingsway', 'London WC2B 6LH', 'United Kingdom'],
  hours: 'Monday to Friday, 9:00–18:00 (UK time)',
  copyrightYear: 2022,
} as const;

export interface SocialLink {
  name: string;
  href: string;
  icon: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'x';
}

export const socialLinks: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/meridianstudyabroad', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/meridianstudyabroad', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/meridianstudyabroad', icon: 'linkedin' },
  { name: 'YouTube', href: 'https://www.youtube.com/@meridianstudyabroad', icon: 'youtube' },
  { name: 'X', href: 'https://x.com/meridianstudy', icon: 'x' },
];
