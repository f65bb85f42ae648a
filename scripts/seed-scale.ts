// `npm run seed:scale -- --students 50000 [--force]`: fills an empty database (DATABASE_URL, else the embedded cluster
// under DATA_DIR) with the site's content and a large agency's ten years of people, for the benchmark to measure how
// the site's cost grows (scripts/seed-scale/). The bench may also call seedScale() in its own process.
import { DEFAULT_STUDENTS, seedScale, SeedScaleRefused, SeedScaleUsage, checkStudents } from './seed-scale/index';

export { SCALE_PASSWORD, seedScale, SeedScaleRefused, SeedScaleUsage, type SeedScaleOptions, type SeedScaleResult } from './seed-scale/index';

const USAGE = `Usage: npm run seed:scale -- [--students N] [--force]
  --students N  how many students (1 to 1,000,000; default ${DEFAULT_STUDENTS.toLocaleString('en')}): everything else grows with them
  --force       empty the people tables of a database that has people, instead of refusing it
The database is DATABASE_URL's, else the embedded cluster under DATA_DIR; files go under UPLOADS_DIR.`;

export function parseArgs(argv: string[]): { students: number; force: boolean } {
  let students: unknown = DEFAULT_STUDENTS;
  let force = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--force') force = true;
    else if (arg === '--students') students = argv[++i] ?? '';
    else if (arg.startsWith('--students=')) students = arg.slice('--students='.length);
    else throw new SeedScaleUsage(`Unknown argument ${JSON.stringify(arg)}.`);
  }
  return { students: checkStudents(students), force };
}

async function main(): Promise<number> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let args: { students: number; force: boolean };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedScaleUsage)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const result = await seedScale({ ...args, log: (line) => console.log(line) });
    const range = (list: string[]) => (list.length > 1 ? `${list[0]} … ${list[list.length - 1]}` : (list[0] ?? ''));
    console.log(`\nStaff sign in with the password "${result.staff.password}" (students too):`);
    console.log(`  admins:   ${range(result.staff.admins)}`);
    console.log(`  advisers: ${range(result.staff.advisers)}`);
    return 0;
  } catch (error) {
    if (error instanceof SeedScaleRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}
