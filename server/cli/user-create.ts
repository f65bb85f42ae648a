// user:create -- --email E --password P --firstname F --lastname L [--role user|adviser|admin]
// Creates the user or updates the one with that e-mail; exits non-zero and says why when the input is wrong.
import { parseArgs } from 'node:util';
import { AppError } from '../lib/errors';
import { createServices } from '../services';
import { type Command, withDatabase } from './command';

const usage = 'Usage: npm run user:create -- --email E --password P --firstname F --lastname L [--role user|adviser|admin]';

export const userCreateCommand: Command = {
  summary: 'create a user, or update the one with that e-mail',
  async run(args) {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          firstname: { type: 'string' },
          lastname: { type: 'string' },
          role: { type: 'string' },
        },
        strict: true,
      }));
    } catch (error) {
      console.error(`${(error as Error).message}\n${usage}`);
      return 2;
    }
    return withDatabase(async ({ db }, env) => {
      try {
        const services = createServices({ db, env });
        const { user, created } = await services.users.upsert({
          email: values.email ?? '',
          password: values.password ?? '',
          firstname: values.firstname ?? '',
          lastname: values.lastname ?? '',
          role: (values.role ?? 'user') as 'user' | 'adviser' | 'admin',
        });
        console.log(`${created ? 'Created' : 'Updated'} ${user.role} ${user.email} (id ${user.id}).`);
        return 0;
      } catch (error) {
        if (error instanceof AppError && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) console.error(`--${field}: ${messages.join(' ')}`);
          console.error(usage);
          return 1;
        }
        throw error;
      }
    });
  },
};
