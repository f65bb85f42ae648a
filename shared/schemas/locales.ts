// The site's languages: what an admin sends to change which are enabled (PUT /api/admin/locales).
import * as z from 'zod';

export const localesUpdateSchema = z.strictObject({
  enabled: z.array(z.string().max(16)).min(1).max(50),
});
