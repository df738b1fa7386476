/** Tools section cards and the 14 tool pages (spec section 2, "Tools section"). */
export const tools = {
  section: {
    heading: 'Free AI writing tools',
  },
} as const;
