// What the profit settings card and its action share (no server code: the card imports it).
import type { SubmissionResult } from "@conform-to/react";

export const PROFIT_SETTINGS_INTENT = "profit-settings";

/** The card's answer after a refused save: conform's reply, and after a 409 the version to save against next. */
export interface ProfitSettingsActionData {
  intent: typeof PROFIT_SETTINGS_INTENT;
  result: SubmissionResult<string[]>;
  conflictVersion: number | null;
}

/** The form's fields as typed. */
export const PROFIT_SETTINGS_FIELDS = ["paymentFeePercent", "paymentFeeFixed", "shippingCostPerOrder"] as const;
export type ProfitSettingsField = (typeof PROFIT_SETTINGS_FIELDS)[number];
