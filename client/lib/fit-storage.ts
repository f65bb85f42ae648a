// The visitor's last fit check, kept in the browser (localStorage): the fit page shows it again after a reload or a
// later visit, and the register page offers its top three countries as the new account's preferred destinations.
import { FIT_STORAGE_KEY, type StoredFit } from '../../shared/fit';
import { fitAnswersSchema } from '../../shared/schemas/fit';

/** The stored fit check, or null (none, storage unavailable, or not in the shape this version writes). */
export function readStoredFit(): StoredFit | null {
  try {
    const raw = JSON.parse(window.localStorage.getItem(FIT_STORAGE_KEY) ?? 'null') as Partial<StoredFit> | null;
    const answers = fitAnswersSchema.safeParse(raw?.answers);
    if (!answers.success || !Array.isArray(raw?.top)) return null;
    const top = raw.top.filter((c): c is StoredFit['top'][number] => typeof c?.slug === 'string' && typeof c?.name === 'string').slice(0, 3);
    return { answers: answers.data, top };
  } catch {
    return null;
  }
}

export function storeFit(fit: StoredFit): void {
  try {
    window.localStorage.setItem(FIT_STORAGE_KEY, JSON.stringify(fit));
  } catch {
    // Private browsing or a full storage: the check still works, it is only not remembered.
  }
}

export function forgetFit(): void {
  try {
    window.localStorage.removeItem(FIT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** "A, B and C" */
export const namesText = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
