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
  // Order mails to the buyer (domain/order-mails.ts), under SPEC §2's notification template names; issue 11 makes them
  // editable. {{values}}: store, order, customer, items (one line each), total, amount, reason, tracking.
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
  orders: {
    greeting: "Hello {{customer}},",
    greetingNoName: "Hello,",
    signature: "Thank you,\n{{store}}",
    orderConfirmation: {
      subject: "Order {{order}} confirmed",
      body: "Thank you for your order. We have received order {{order}} and will let you know when it ships.\n\n{{items}}\n\nTotal: {{total}}",
    },
    orderCanceled: {
      subject: "Order {{order}} has been canceled",
      body: "Your order {{order}} has been canceled.{{reason}}\n\n{{items}}\n\nRefunded: {{amount}}",
    },
    orderRefund: {
      subject: "Refund for order {{order}}",
      body: "We have refunded {{amount}} for your order {{order}}.{{reason}}\n\n{{items}}",
    },
    shippingConfirmation: {
      subject: "Order {{order}} is on the way",
      body: "Good news: items of your order {{order}} have shipped.\n\n{{items}}{{tracking}}",
    },
    shippingUpdate: {
      subject: "Shipping update for order {{order}}",
      body: "The tracking details of your order {{order}} have changed.\n\n{{items}}{{tracking}}",
    },
    reasonLine: "Reason: {{reason}}",
    trackingLine: "Carrier: {{company}}, tracking number: {{number}}",
    trackingLink: "Track your package: {{url}}",
    item: "{{quantity}} × {{title}}",
  },
} as const;
