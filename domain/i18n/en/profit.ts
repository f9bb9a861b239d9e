// Estimated profit (issue 10): the profit settings card the estimated-profit page embeds (ADR 044).
export const profit = {
  settings: {
    title: "Profit settings",
    description: "What each order costs you besides its goods. Estimated profit subtracts these, with each item's cost per item.",
    paymentFeePercent: "Payment fee (%)",
    paymentFeePercentHint: "The payment provider's share of what the customer paid, like 2.9",
    paymentFeeFixed: "Payment fee per order",
    paymentFeeFixedHint: "A fixed amount the provider takes from each order",
    shippingCostPerOrder: "Shipping cost per order",
    shippingCostPerOrderHint: "What you pay the carrier for an average order",
    save: "Save profit settings",
    saved: "Profit settings saved",
  },
} as const;
