/** The 20 cover templates and 8 PDF templates (spec sections 2 and 3). */
export const templates = {
  cover: {
    heading: 'Cover templates',
  },
} as const;
