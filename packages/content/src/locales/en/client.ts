/**
 * The few strings the browser builds itself, without React: the consent banner and settings, and
 * the suggestion to read the page in this language. They load as their own small module
 * (`@landing/content/client/en`), only when a page shows one of them.
 */
export const client = {
  consent: {
    title: 'Your privacy, your choice',
    text: 'We would like to measure which pages help people start their books, and how our ads perform.',
    promise: 'Both stay off unless you say yes. Sign-up links work either way.',
    policyLink: 'Cookie policy',
    policyPath: '/cookies',
    accept: 'Accept all',
    reject: 'Reject all',
    settings: 'Settings',
    dialogTitle: 'Cookie settings',
    dialogIntro:
      'Choose what this site may do in your browser. You can come back here any time from “Cookie settings” at the bottom of every page.',
    necessaryLabel: 'Strictly necessary',
    necessaryText:
      'Remembers this choice, and passes the campaign link you arrived with to the sign-up page you open. Always on.',
    analyticsLabel: 'Analytics',
    analyticsText:
      'Counts page views and taps on buttons, and keeps your campaign link for the rest of your visit, so we learn what helps.',
    marketingLabel: 'Marketing',
    marketingText: 'Lets our advertising partners measure ads and show you relevant ones.',
    save: 'Save choices',
    close: 'Close',
    signal:
      'Your browser sends a Global Privacy Control or Do Not Track signal, so analytics and marketing stay off on this site.',
  },
  languageSuggestion: {
    label: 'Language suggestion',
    text: 'Would you rather read this page in English?',
    switchTo: 'Read in English',
    dismiss: 'No, thanks',
  },
};
