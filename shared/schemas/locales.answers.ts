// What GET and PUT /api/admin/locales answer.
import * as z from 'zod';
import { named } from './answers';

export const localeInfoSchema = named(
  'LocaleInfo',
  z.strictObject({ code: z.string(), name: z.string(), dir: z.enum(['ltr', 'rtl']) }),
  'A language the site can be in: its code, its own name for itself, and its direction.',
);

export const localeSettingsSchema = named(
  'LocaleSettings',
  z.strictObject({ default: z.string(), enabled: z.array(z.string()), available: z.array(localeInfoSchema) }),
  'The default locale, the enabled ones (the default first) and every one the site has an interface catalogue for.',
);
