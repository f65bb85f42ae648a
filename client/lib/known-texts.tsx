// The English texts the schemas (shared/schemas) and the server's answers carry, by the message that says them in the
// reader's language. API clients read the English; where the browser shows one of them (a field's error, a form's
// message, a status), it shows the message instead. A text not listed is shown as it came.
import type { MessageId } from '../../shared/i18n/compiled/en';
import { useI18n } from './i18n';

export const KNOWN_TEXTS: Readonly<Record<string, MessageId>> = {
  'That did not work. Please try again.': 'form.failed',
  'That did not work.': 'form.failedShort',
  'We could not reach the server. Check your connection and try again.': 'form.offline',
  "Enter your e-mail address.": 'v.emailRequired',
  "That e-mail address is too long.": 'v.emailTooLong',
  "Enter a valid e-mail address.": 'v.emailInvalid',
  "Use letters, spaces and punctuation only: no control or direction characters.": 'v.nameChars',
  "Enter your first name.": 'v.firstnameRequired',
  "Enter your last name.": 'v.lastnameRequired',
  "Your first name must be at most 100 characters.": 'v.firstnameTooLong',
  "Your last name must be at most 100 characters.": 'v.lastnameTooLong',
  "Enter a password.": 'v.passwordRequired',
  "Use at least 8 characters.": 'v.passwordShort',
  "Use at most 128 characters.": 'v.passwordLong',
  "Type the password again.": 'v.passwordAgain',
  "The two passwords do not match.": 'v.passwordsDiffer',
  "Enter your password.": 'v.yourPassword',
  "Passwords are at most 128 characters.": 'v.passwordMax',
  "Please accept the terms of use and the privacy policy.": 'v.terms',
  "Enter your current password.": 'v.currentPassword',
  "Enter your current password to change your e-mail address.": 'v.currentPasswordEmail',
  "Enter the 6-digit code from your app.": 'v.code',
  "Enter a code.": 'v.codeEnter',
  "That is not a code.": 'v.codeNot',
  "Enter one of your recovery codes.": 'v.recovery',
  "That is not a recovery code.": 'v.recoveryNot',
  "The reset link is incomplete.": 'v.resetIncomplete',
  "The link is incomplete.": 'v.linkIncomplete',
  "The link is not valid.": 'v.linkInvalid',
  "Start the sign-in again.": 'v.restart',
  "If an account exists for that address, we have e-mailed a link to reset its password.": 'v.resetRequested',
  "Your password has been reset. Sign in with your new password.": 'v.passwordWasReset',
  "Thank you. Check your inbox: we have sent a link to confirm your e-mail address.": 'v.registered',
  "If that address has an account waiting for confirmation, we have sent it a new link.": 'v.verificationSent',
  "Confirm your e-mail address first.": 'v.unverified',
  "These credentials do not match our records.": 'v.badCredentials',
  "This account has been disabled. Contact us if you think this is a mistake.": 'v.disabled',
  "This account is being deleted, as you asked. To keep it, follow the link in the e-mail we sent you then.": 'v.deletionPending',
  "That code is not right. Enter the current code from your app.": 'v.badCode',
  "That recovery code is not right, or has been used.": 'v.badRecovery',
  "This sign-in has expired. Please sign in again.": 'v.challengeExpired',
  "Sign in again with your provider to confirm it is you.": 'v.reauth',
  "This confirmation link is invalid, used or expired. Ask for a new one.": 'v.badVerifyLink',
  "This e-mail address is already registered.": 'v.emailTaken',
  "Choose a language from the list.": 'v.language',
  "Choose a time zone from the list.": 'v.timeZone',
  "Choose a country from the list.": 'v.country',
  "Choose a qualification from the list.": 'v.qualification',
  "Choose a level from the list.": 'v.level',
  "Choose destinations from the list.": 'v.destinations',
  "Choose at most 8 destinations.": 'v.destinationsMax',
  "Each destination once, please.": 'v.destinationsOnce',
  "Enter a date of birth for someone aged 13 to 100.": 'v.birth',
  "Enter a month.": 'v.month',
  "Enter a month as YYYY-MM.": 'v.monthFormat',
  "Choose a start within the next few years.": 'v.start',
  "Enter a phone number.": 'v.phone',
  "Enter a phone number with digits, spaces and an optional + (for example +44 20 7946 0321).": 'v.phoneFormat',
  "Enter a date.": 'v.date',
  "Enter a date as YYYY-MM-DD.": 'v.dateFormat',
  "Your account has been restored. You can sign in again.": 'v.restored',
  "This restore link is invalid or has expired: the account has been deleted, or was restored already.": 'v.badRestoreLink',
  "Enter your name.": 'v.bookingName',
  "Keep your name under 200 characters.": 'v.bookingNameLong',
  "Keep the topic under 1000 characters.": 'v.topicLong',
  "Please agree to our privacy policy so that we can keep your booking.": 'v.bookingConsent',
  "Please agree to our privacy policy so that we can e-mail you the results.": 'v.fitMailConsent',
  "Choose a destination from the list.": 'v.destination',
};

/** The message id of a known English text, or undefined. */
export const knownTextId = (text: string): MessageId | undefined => (Object.hasOwn(KNOWN_TEXTS, text) ? KNOWN_TEXTS[text] : undefined);

/** A function that shows a text from a schema or the server in the page's language (unknown ones as they are). */
export function useKnownText(): <T extends string | null | undefined>(text: T) => T | string {
  const { t } = useI18n();
  return (text) => {
    if (!text) return text;
    const id = knownTextId(text);
    return id ? t(id) : text;
  };
}

/** A text from a schema or the server, in the page's language. */
export function KnownText({ text }: { text: string }) {
  return <>{useKnownText()(text)}</>;
}
