// The account e-mails (api/modules/auth/mails.ts), in the language the request asked for.
export const mail = {
  verify: {
    subject: "Verify your email for Backroom",
    intro: "Welcome to Backroom. Open this link to verify your email address (it works for 48 hours):",
    link: "Verify my email",
    outro: "If you did not sign up, you can ignore this message.",
  },
  signUpAttempt: {
    subject: "Someone tried to sign up to Backroom with your email",
    intro: "Someone tried to create a Backroom account with this address, which already has one.",
    outro: "If it was you, sign in instead, or use 'Forgot password' to choose a new password. Otherwise you can ignore this message.",
  },
  reset: {
    subject: "Reset your Backroom password",
    intro: "Open this link to choose a new password (it works for 1 hour):",
    link: "Choose a new password",
    outro: "If you did not ask for this, you can ignore this message; your password stays as it is.",
  },
  invite: {
    subject: 'You are invited to join the store "{{store}}" on Backroom',
    intro: 'You have been invited to help run the store "{{store}}" on Backroom. Open this link to accept (it works for 7 days):',
    link: "Accept the invitation",
    outro: "If you were not expecting this, you can ignore this message.",
  },
  emailChange: {
    subject: "Confirm your new email for Backroom",
    intro:
      "Someone asked to use this address for a Backroom account. Open this link to confirm it (it works for 24 hours); the account's email changes only then:",
    link: "Use this email",
    outro: "If you did not ask for this, you can ignore this message; nothing changes.",
  },
  emailChanged: {
    subject: "The email of your Backroom account was changed",
    intro: "The email of your Backroom account was changed to {{email}}. You now sign in with that address.",
    outro: "If you did not do this, reply to this message or contact Backroom support at once.",
  },
} as const;
