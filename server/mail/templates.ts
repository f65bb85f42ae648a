// Every e-mail the site sends: subject, plain text and HTML, in one place.
import { type DocumentKind, kindLabel, kindNoun } from '../../shared/documents';
import { paths } from '../../shared/paths';
import { company } from '../../shared/site';

/** The staff and student pages that the workflow's mails link to. */
const WORKFLOW_PAGES = {
  applications: paths.accountApplications(),
  messages: paths.accountMessages(),
  student: (id: number) => paths.adminStudent(id),
};
export const workflowPages = WORKFLOW_PAGES;

/** "3 December 2026" from "2026-12-03". */
const longDate = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to the sender address. */
  replyTo?: string;
}

export interface MailContext {
  appName: string;
  appUrl: string;
}

/** The site's name and address for a mail, from the environment. */
export const mailContext = (env: { appName: string; appUrl: string }): MailContext => ({ appName: env.appName, appUrl: env.appUrl });

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function render(ctx: MailContext, subject: string, greeting: string, block: Block): MailContent {
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) lines.push(`${block.action.label}: ${block.action.url}`, '');
  for (const p of block.after ?? []) lines.push(p, '');
  lines.push(`— ${ctx.appName}`, `${company.phone} · ${company.email}`, ctx.appUrl);

  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(text)}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escape(block.action.url)}" style="background:#0f4c81;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escape(block.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, paste this address into your browser:<br>${escape(block.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="background:#0b3560;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escape(ctx.appName)}</td></tr>` +
    `<tr><td style="padding:24px">${p(greeting)}${block.paragraphs.map(p).join('')}${button}${(block.after ?? []).map(p).join('')}</td></tr>` +
    `<tr><td style="padding:16px 24px;font-size:12px;color:#4b5563;border-top:1px solid #d8e0ea">${escape(company.legalName)} · ${escape(company.address.join(', '))}<br>${escape(company.phone)} · ${escape(company.email)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  return { subject, text: lines.join('\n'), html };
}

/** "26 November 2026 at 04:30 UTC": when something happened, in a security notice. */
export function noticeTime(at: Date = new Date()): string {
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at);
  return `${date} at ${time} UTC`;
}

/** What every security notice ends with: what to do if it was not the reader. */
function notYou(ctx: MailContext): string[] {
  return [
    `If this was not you, reset your password now (${ctx.appUrl}${paths.passwordRequest()}) and write to us at ${company.email} or call ${company.phone}: we will secure your account with you.`,
  ];
}

export const templates = {
  /** After DELETE /api/account: when the account goes, and the link that keeps it. */
  accountDeletionRequested(ctx: MailContext, user: { firstname: string }, token: string, deleteAfter: Date, at: Date): MailContent {
    return render(ctx, `Your ${ctx.appName} account will be deleted`, `Hello ${user.firstname},`, {
      paragraphs: [
        `On ${noticeTime(at)} you asked us to delete your account. It is locked now: nobody can sign in to it.`,
        `On ${noticeTime(deleteAfter)} we will erase it for good: your profile, your documents and every file you uploaded, your applications and your messages.`,
        'Changed your mind? Restore your account with the button below before then; you can then sign in as before.',
      ],
      action: { label: 'Restore my account', url: `${ctx.appUrl}${paths.accountRestore(token)}` },
      after: notYou(ctx),
    });
  },

  /** A student's documents are about to be erased because they have not signed in for a long time. */
  documentRetentionWarning(ctx: MailContext, user: { firstname: string }, eraseOn: Date, retentionDays: number): MailContent {
    return render(ctx, `Your documents at ${ctx.appName} will be deleted on ${noticeTime(eraseOn).replace(/ at .*/, '')}`, `Hello ${user.firstname},`, {
      paragraphs: [
        `You have not signed in to your ${ctx.appName} account for a long time. We keep documents for ${retentionDays} days after a student's last sign-in, and then delete them.`,
        `On ${noticeTime(eraseOn)} we will delete your documents and every file you uploaded. To keep them, simply sign in before then.`,
      ],
      action: { label: 'Sign in to keep my documents', url: `${ctx.appUrl}${paths.login()}` },
      after: [`You can download a copy of everything we hold about you from ${ctx.appUrl}${paths.accountPrivacy()}.`],
    });
  },

  /**
   * A registration's link. It says when the registration was made and in what name, so that a mail nobody asked for
   * (someone else typed this address) can be told apart and ignored: following it would give the account the
   * password that someone chose.
   */
  verifyEmail(ctx: MailContext, registration: { firstname: string; lastname: string }, token: string, hours: number, registeredAt: Date): MailContent {
    return render(ctx, `Confirm your e-mail address for ${ctx.appName}`, `Hello ${registration.firstname},`, {
      paragraphs: [
        `On ${noticeTime(registeredAt)} someone registered a ${ctx.appName} account with this e-mail address, in the name ${registration.firstname} ${registration.lastname}.`,
        'If that was you, confirm that this is your address and you are signed in, with the password you chose then.',
      ],
      action: { label: 'Confirm my address', url: `${ctx.appUrl}${paths.emailVerify(token)}` },
      after: [
        `The link works once, for the next ${hours} hours.`,
        'If you did not register then, do not follow the link: ignore this e-mail and nothing happens. No account exists until the link is followed.',
      ],
    });
  },

  /** To the owner of an address someone tried to register again. */
  registrationAttempt(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, `Someone tried to register with your address`, `Hello ${user.firstname},`, {
      paragraphs: [
        `On ${noticeTime(at)} someone tried to create a new ${ctx.appName} account with this e-mail address. You already have an account, so nothing was created.`,
        'If it was you, sign in instead; if you have forgotten your password, you can reset it.',
      ],
      action: { label: 'Sign in', url: `${ctx.appUrl}${paths.login()}` },
      after: [`If it was not you, you need not do anything: your account is unchanged. Write to us at ${company.email} if it keeps happening.`],
    });
  },

  /** To the owner of an address another account tried to move to. */
  addressClaimAttempt(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, `Someone tried to use your e-mail address`, `Hello ${user.firstname},`, {
      paragraphs: [
        `On ${noticeTime(at)} someone asked to change the address of another ${ctx.appName} account to this one. It already belongs to your account, so nothing was changed.`,
      ],
      after: [`You need not do anything. If it keeps happening, write to us at ${company.email}.`],
    });
  },

  /** To the new address of an e-mail change: the link that makes it the account's. */
  confirmEmailChange(ctx: MailContext, user: { firstname: string }, token: string, hours: number): MailContent {
    return render(ctx, `Confirm your new e-mail address for ${ctx.appName}`, `Hello ${user.firstname},`, {
      paragraphs: [`You asked to use this address for your ${ctx.appName} account. It takes effect once you confirm it.`],
      action: { label: 'Confirm my new address', url: `${ctx.appUrl}${paths.emailConfirm(token)}` },
      after: [`The link works once, for the next ${hours} hours.`, 'If you did not ask for this, ignore this e-mail: the account keeps its address.'],
    });
  },

  /** To the current address: a change to another one was asked for. */
  emailChangeRequested(ctx: MailContext, user: { firstname: string }, newEmail: string, at: Date): MailContent {
    return render(ctx, `A change of your e-mail address was requested`, `Hello ${user.firstname},`, {
      paragraphs: [
        `On ${noticeTime(at)} someone signed in to your ${ctx.appName} account asked to change its e-mail address to ${newEmail}.`,
        'The change happens only when the link we sent to the new address is followed; until then your account keeps this address. You can cancel it on your profile page.',
      ],
      after: notYou(ctx),
    });
  },

  /** To both addresses once a change is confirmed. */
  emailChanged(ctx: MailContext, user: { firstname: string }, oldEmail: string, newEmail: string, at: Date): MailContent {
    return render(ctx, `Your e-mail address has been changed`, `Hello ${user.firstname},`, {
      paragraphs: [`On ${noticeTime(at)} the e-mail address of your ${ctx.appName} account was changed from ${oldEmail} to ${newEmail}. Sign in with the new address from now on.`],
      after: notYou(ctx),
    });
  },

  passwordChanged(ctx: MailContext, user: { firstname: string }, how: 'changed' | 'reset', at: Date): MailContent {
    return render(ctx, `Your password has been ${how}`, `Hello ${user.firstname},`, {
      paragraphs: [
        how === 'reset'
          ? `On ${noticeTime(at)} the password of your ${ctx.appName} account was reset with a link sent to this address, and every session was signed out.`
          : `On ${noticeTime(at)} the password of your ${ctx.appName} account was changed, and every other session was signed out.`,
      ],
      after: notYou(ctx),
    });
  },

  twoStepChanged(ctx: MailContext, user: { firstname: string }, on: boolean, at: Date): MailContent {
    return render(ctx, on ? 'Two-step sign-in is on' : 'Two-step sign-in has been turned off', `Hello ${user.firstname},`, {
      paragraphs: on
        ? [`On ${noticeTime(at)} two-step sign-in was turned on for your ${ctx.appName} account: signing in now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.`]
        : [`On ${noticeTime(at)} two-step sign-in was turned off for your ${ctx.appName} account: signing in asks only for your password again.`],
      action: { label: 'Review your security settings', url: `${ctx.appUrl}${paths.accountSecurity()}` },
      after: notYou(ctx),
    });
  },

  recoveryCodesRenewed(ctx: MailContext, user: { firstname: string }, at: Date): MailContent {
    return render(ctx, 'New recovery codes for two-step sign-in', `Hello ${user.firstname},`, {
      paragraphs: [`On ${noticeTime(at)} new recovery codes were made for your ${ctx.appName} account. The earlier codes no longer work.`],
      action: { label: 'Review your security settings', url: `${ctx.appUrl}${paths.accountSecurity()}` },
      after: notYou(ctx),
    });
  },

  welcome(ctx: MailContext, user: { firstname: string }): MailContent {
    return render(ctx, `Welcome to ${ctx.appName}`, `Hello ${user.firstname},`, {
      paragraphs: [
        'Thank you for creating your account. You can now upload your documents securely and keep your profile up to date, so your adviser can shortlist the right courses for you.',
        'A good first step is your profile: your qualifications, the level you want to study at and the countries you are considering.',
      ],
      action: { label: 'Complete your profile', url: `${ctx.appUrl}${paths.accountProfile()}` },
      after: ['If you did not create this account, reply to this e-mail and we will close it.'],
    });
  },

  documentReviewed(
    ctx: MailContext,
    user: { firstname: string },
    kind: DocumentKind,
    fileName: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): MailContent {
    const approved = status === 'approved';
    const noun = kindNoun(kind);
    const label = kindLabel(kind);
    return render(ctx, approved ? `Your ${noun} has been approved` : `Your ${noun} needs another look`, `Hello ${user.firstname},`, {
      paragraphs: approved
        ? [`Good news: your adviser has checked “${fileName}” (${label}) and approved it. There is nothing more to do for this document.`]
        : [`Your adviser has checked “${fileName}” (${label}) and could not accept it yet. The reason they gave:`, reason ?? '', 'Please upload a corrected version from your documents page.'],
      action: { label: 'Open your documents', url: `${ctx.appUrl}${paths.accountDocuments()}` },
    });
  },

  /** To the advisers: a message from the contact form (reply goes to the sender). */
  contactReceived(ctx: MailContext, message: { name: string; email: string; phone: string | null; country: string | null; message: string }, topic: string): MailContent {
    const content = render(ctx, `New enquiry: ${topic} — ${message.name}`, 'Hello team,', {
      paragraphs: [
        `${message.name} (${message.email}${message.phone ? `, ${message.phone}` : ''}${message.country ? `, ${message.country}` : ''}) wrote about “${topic}”:`,
        message.message,
      ],
      action: { label: 'Open the messages', url: `${ctx.appUrl}/admin/messages` },
      after: ['Reply to the sender directly and mark the message handled in the admin portal.'],
    });
    return { ...content, replyTo: message.email };
  },

  /** To the sender: we have their message. */
  contactConfirmation(ctx: MailContext, name: string, topic: string, text: string): MailContent {
    return render(ctx, `We have your message — ${ctx.appName}`, `Hello ${name},`, {
      paragraphs: [`Thank you for writing to us about “${topic}”. An adviser will answer within one working day.`, 'For your records, this is what you sent:', text],
      after: ['If anything is urgent, call us on the number below.'],
    });
  },

  passwordReset(ctx: MailContext, user: { firstname: string; email: string }, token: string, minutes: number): MailContent {
    const url = `${ctx.appUrl}${paths.passwordReset(token)}?email=${encodeURIComponent(user.email)}`;
    return render(ctx, `Reset your ${ctx.appName} password`, `Hello ${user.firstname},`, {
      paragraphs: [`We received a request to reset the password of your ${ctx.appName} account.`],
      action: { label: 'Reset password', url },
      after: [
        `The link works once, for the next ${minutes} minutes.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
    });
  },
  /** To the student: an application moved to another stage. */
  applicationMoved(ctx: MailContext, student: { firstname: string }, application: { course: string; institution: string }, stage: string, note: string | null): MailContent {
    return render(ctx, `Your application to ${application.institution}: ${stage}`, `Hello ${student.firstname},`, {
      paragraphs: [`Your application for ${application.course} at ${application.institution} is now at the stage “${stage}”.`, ...(note ? ['Your adviser’s note:', note] : [])],
      action: { label: 'See your applications', url: `${ctx.appUrl}${WORKFLOW_PAGES.applications}` },
    });
  },

  /** To one side of a conversation: the other side wrote (at most one such mail per side every 15 minutes). */
  newMessage(ctx: MailContext, to: { greeting: string; url: string }, from: string, body: string): MailContent {
    const excerpt = body.length > 600 ? `${body.slice(0, 599)}…` : body;
    return render(ctx, `New message from ${from}`, to.greeting, {
      paragraphs: [`${from} wrote:`, excerpt],
      action: { label: 'Open the conversation', url: to.url },
      after: ['Further messages in the next 15 minutes do not send another e-mail.'],
    });
  },

  /** To the student, once per application and deadline: the deadline is within a week. */
  deadlineReminderStudent(ctx: MailContext, student: { firstname: string }, application: { course: string; institution: string; deadline: string }): MailContent {
    return render(ctx, `Deadline on ${longDate(application.deadline)}: ${application.institution}`, `Hello ${student.firstname},`, {
      paragraphs: [
        `The deadline of your application for ${application.course} at ${application.institution} is ${longDate(application.deadline)}, and it has not been submitted yet.`,
        'Check with your adviser what is still missing.',
      ],
      action: { label: 'See your applications', url: `${ctx.appUrl}${WORKFLOW_PAGES.applications}` },
    });
  },

  /** To the student's adviser (or the team), once per application and deadline. */
  deadlineReminderStaff(ctx: MailContext, student: { id: number; name: string }, application: { course: string; institution: string; deadline: string; stage: string }): MailContent {
    return render(ctx, `Deadline on ${longDate(application.deadline)}: ${student.name}, ${application.institution}`, 'Hello,', {
      paragraphs: [`${student.name}’s application for ${application.course} at ${application.institution} is due on ${longDate(application.deadline)} and is still at the stage “${application.stage}”.`],
      action: { label: 'Open the student’s file', url: `${ctx.appUrl}${WORKFLOW_PAGES.student(student.id)}` },
    });
  },
};
