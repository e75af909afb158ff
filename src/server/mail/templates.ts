export interface MailContent {
  /** Which message this is: what the log may say of it (decision 137). */
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The one button of the message. */
  link: string;
}

interface Template {
  subject: string;
  intro: string;
  button: string;
  expiry: string;
  notYou: string;
}

const templates = {
  verify: {
    subject: 'Confirm your NeuroNest e-mail address',
    intro: 'Welcome to NeuroNest. Please confirm that this is your e-mail address.',
    button: 'Confirm my e-mail',
    expiry: 'This link works for 24 hours.',
    notYou:
      'If you did not create a NeuroNest account, you can ignore this e-mail. No account will be confirmed.',
  },
  changeEmail: {
    subject: 'Confirm your new NeuroNest e-mail address',
    intro: 'Someone asked to use this address for their NeuroNest account. Please confirm that it is yours.',
    button: 'Confirm my new e-mail',
    expiry: 'This link works for 24 hours. Until you open it, the account keeps its old address.',
    notYou: 'If you did not ask for this, you can ignore this e-mail. Nothing changes.',
  },
  magicLink: {
    subject: 'Your NeuroNest sign-in link',
    intro: 'Here is your link to sign in to NeuroNest. No password needed.',
    button: 'Sign in to NeuroNest',
    expiry: 'This link works once, for 15 minutes.',
    notYou:
      'If you did not ask to sign in, you can ignore this e-mail. Nobody can sign in without this link.',
  },
  resetPassword: {
    subject: 'Reset your NeuroNest password',
    intro: 'Someone asked to reset the password of your NeuroNest account.',
    button: 'Choose a new password',
    expiry: 'This link works once, for 1 hour.',
    notYou: 'If this was not you, you can ignore this e-mail. Your password stays the same.',
  },
  emailChanged: {
    subject: 'The e-mail address of your NeuroNest account was changed',
    intro: 'Your NeuroNest account now uses {newEmail} instead of this address.',
    button: 'Undo this change',
    expiry:
      'This link works for 7 days. It puts this address back on the account and signs out every device.',
    notYou:
      'If you made this change, you can ignore this e-mail. If you did not, open the link, then choose a new password with "Forgot password?" on the sign-in page: someone may know your current one.',
  },
  passwordChanged: {
    subject: 'Your NeuroNest password was changed',
    intro: 'The password of your NeuroNest account was just changed.',
    button: 'Go to sign-in',
    expiry: 'If you changed it yourself, you can ignore this e-mail.',
    notYou:
      'If you did not, choose a new password at once with "Forgot password?" on the sign-in page. The link comes to this address, and using it signs out every device.',
  },
} satisfies Record<string, Template>;

export type MailKind = keyof typeof templates;

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A short, plain message: what happened, one button, what to do if it wasn't you. Text and HTML parts.
 * `values` fill the template's {name} places (an address, say).
 */
export function renderMail(kind: MailKind, link: string, values: Record<string, string> = {}): MailContent {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
  const template: Template = templates[kind];
  const t = Object.fromEntries(
    Object.entries(template).map(([key, text]) => [key, fill(text)]),
  ) as unknown as Template;
  const text = [t.intro, '', `${t.button}: ${link}`, '', t.expiry, '', t.notYou, '', 'NeuroNest'].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#fbfaf7;font-family:Arial,Helvetica,sans-serif;font-size:17px;line-height:1.6;color:#1f2328">
<div style="max-width:520px">
<p>${escape(t.intro)}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold">${escape(t.button)}</a></p>
<p>${escape(t.expiry)}</p>
<p style="color:#4b5563">${escape(t.notYou)}</p>
<p>NeuroNest</p>
</div>
</body></html>`;
  return { kind, subject: t.subject, text, html, link };
}
