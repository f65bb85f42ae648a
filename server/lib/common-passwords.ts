// Refuses the passwords people use most (zxcvbn-ts's list of about 49,000), whatever their case.
import { dictionary } from '@zxcvbn-ts/language-common';
import { fail } from './errors';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)['passwords-common'] ?? []);
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Choose another.';

/** 422 on `password` for a common password. */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw fail.field('password', COMMON_PASSWORD_MESSAGE);
}
