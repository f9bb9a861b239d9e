// Inventory: the list and the stock history. English is the source: SPEC's words, word for word.
export const inventory = {
  title: "Inventory",
  description: "Add or remove stock with a number (use a minus for less), or set the count you have.",
  tabs: {
    label: "Stock level",
    all: "All",
    low: "Low stock ({{n}} or fewer)",
    out: "Out of stock",
  },
  search: "Search by product or SKU",
  noun: "variants",
  empty: {
    title: "No variants yet",
    body: "Variants of your products show up here with their stock.",
    action: "Go to products",
  },
  table: {
    product: "Product",
    sku: "SKU",
    inStock: "In stock",
    adjust: "Adjust",
  },
  defaultVariant: "Default",
  history: "History",
  historyOf: "Stock history of {{name}}",
  inStockCount: "In stock: {{n}}",
  inStockNarrow: " in stock",
  adjustOf: "Adjust stock of {{name}}",
  modeOf: "How to change {{name}}",
  modes: {
    delta: "Add (±)",
    set: "Set to",
  },
  quantityOf: "Quantity for {{name}}",
  adjust: "Adjust",
  // Toasts
  adjusted: "Stock adjusted: {{item}} now has {{n}} in stock",
  alreadySaved: "Already saved: {{item}} has {{n}} in stock",
  // One variant's history (`?history=`)
  historyPanel: {
    inStock: "In stock: <b>{{n}}</b>",
    sku: "SKU {{sku}}",
    editVariant: "Edit variant",
    emptyTitle: "No adjustments yet",
    emptyBody: "Every change of this count shows up here: adjustments on this screen, the variant editor, bulk edit and imports.",
    noun: "adjustments",
    table: "Stock history",
    when: "When",
    change: "Change",
    after: "After",
    reason: "Reason",
    by: "By",
  },
  // The reasons the store writes itself (api/ and domain/inventory.ts); a reason a person typed shows as typed.
  reasons: {
    variantEdited: "Variant edited",
    bulkEdit: "Bulk edit",
    import: "Import ({{file}})",
    importUndone: "Import undone ({{file}})",
  },
} as const;
