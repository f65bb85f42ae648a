// npm run user:create -- --email E --password P --firstname F --lastname L [--role admin]
// Creates the user or updates the one with that e-mail; exits non-zero and says why when the input is wrong.
import { parseArgs } from 'node:util';
import { migrateLatest } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { loadEnv } from '../server/env';
import { AppError } from '../server/http/errors';
import { createServices } from '../server/services';

const usage = 'Usage: npm run user:create -- --email E --password P --firstname F --lastname L [--role admin|user]';

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
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

  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await migrateLatest(database.db);
    const services = createServices({ db: database.db, env });
    const { user, created } = await services.users.upsert({
      email: values.email ?? '',
      password: values.password ?? '',
      firstname: values.firstname ?? '',
      lastname: values.lastname ?? '',
      role: (values.role ?? 'user') as 'user' | 'admin',
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
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
