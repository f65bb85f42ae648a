// Every e-mail the site sends: subject, plain text and HTML, in one place.
import { type DocumentKind, kindLabel, kindNoun } from '../../shared/documents';
import { paths } from '../../shared/paths';
import { company } from '../../shared/site';

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

export const templates = {
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
};
