// Clear cache: the form and the purge history. English is the source: SPEC's words, word for word.
export const cache = {
  title: "Clear cache",
  introCloudflare: "Pages and feeds are cached by the app and by Cloudflare. Clear them after a change that must show at once.",
  introApp: "Feeds are cached by the app for a few minutes. Clear them after a change that must show at once.",
  urls: {
    title: "Clear cache for URLs",
    label: "URLs",
    hint: "One URL a line, starting with http:// or https://. Up to {{n}} at a time.",
    submit: "Clear cache",
  },
  all: {
    open: "Clear all cache",
    title: "Clear all cache",
    body: "Everything cached for this store is dropped. Pages and feeds load a little slower until the cache fills again.",
    submit: "Clear all cache",
    failed: "The cache was not cleared",
  },
  // Toasts: the API's answer, worded here from its purge.
  cleared: "Cache cleared",
  clearedUrls_one: "Cache cleared for {{n}} URL",
  clearedUrls_other: "Cache cleared for {{n}} URLs",
  history: {
    title: "Recent purges",
    emptyTitle: "No cache purges yet",
    emptyBody: "Each purge is listed here with what it cleared and how it went.",
    what: "What",
    result: "Result",
    when: "When",
    allCache: "All cache",
    more: "and {{n}} more",
    someone: "Someone",
    appCache: "App cache",
    cleared: "Cleared",
    failed: "Failed",
  },
} as const;
