// Store settings (issue 11): the general settings page (SPEC §2 settings/general; ADR 054).
export const settings = {
  general: {
    title: "General settings",
    home: "Home",
    description: "Your store's name, how to reach you, its language and currency, and its time zone.",
    details: "Store details",
    name: "Store name",
    nameHelp: "Shown in the admin, in e-mails to your customers and in your product feeds.",
    contactEmail: "Contact email",
    contactEmailHelp: "Where your customers and Backroom can reach you.",
    contactPhone: "Contact phone",
    contactPhoneHelp: "Optional.",
    standards: "Language, currency and time zone",
    language: "Store language",
    languageHelp:
      "The admin's default language and your store's currency: Vietnamese uses đ (VND), English $ (USD). Amounts are not converted when it changes.",
    currency: "Currency now: {{sign}} ({{code}})",
    timezone: "Time zone",
    timezoneHelp: "Dates, reports and discount schedules follow it.",
    saved: "General settings saved",
    notSaved: "The general settings were not saved",
    conflictTitle: "Someone else saved the general settings",
  },
} as const;
