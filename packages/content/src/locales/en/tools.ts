import { CLAIMS } from '../../claims.js';
import type { IconName, PaletteName, ToolKey } from '../../vocabulary.js';

/*
 * Tools section cards and the 14 tool pages (docs/PRODUCT.md §2.3).
 *
 * A tool page's form and its closing button both hand off to registration (docs/PRODUCT.md §6.1: every
 * visitor action leads there) with the registration `action` `tool_<key>`; the form carries what
 * the visitor typed as the query parameter `param`, and the select's choice, where a page has one,
 * as `options.param`. Data fields (ids, `icon`, `colour`, `route`, `param`, `action`, `related`)
 * are identical in Spanish; src/tools.test.ts holds both locales to that. Example outputs are one
 * line each (lists use " · ", poem lines " / ") so a page can print them as plain text.
 */

interface ToolCard {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: IconName;
  readonly colour: PaletteName;
  readonly route: ToolKey;
}

type Three<T> = readonly [T, T, T];

interface ToolPage {
  readonly seo: { readonly title: string; readonly description: string };
  readonly heading: string;
  readonly intro: string;
  /** Three steps: what the visitor types (`type`), the shared sign-up step, what they get (`get`). */
  readonly howItWorks: Three<{
    readonly id: string;
    readonly title: string;
    readonly text: string;
  }>;
  /** What the tool's output is, as the app delivers it after sign-up. */
  readonly whatYouGet: Three<{ readonly id: string; readonly text: string }>;
  readonly forWhom: {
    readonly heading: string;
    readonly points: Three<{ readonly id: string; readonly text: string }>;
  };
  readonly form: {
    readonly label: string;
    readonly placeholder: string;
    readonly hint: string;
    readonly submit: string;
    readonly param: string;
    readonly action: `tool_${ToolKey}`;
    readonly options?: {
      readonly label: string;
      readonly param: string;
      readonly items: readonly { readonly id: string; readonly label: string }[];
    };
  };
  readonly examples: {
    readonly heading: string;
    readonly items: Three<{ readonly id: string; readonly input: string; readonly output: string }>;
  };
  readonly faq: Three<{ readonly id: string; readonly question: string; readonly answer: string }>;
  readonly related: Three<ToolKey>;
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly button: string;
    readonly action: `tool_${ToolKey}`;
  };
}

interface ToolsCopy {
  readonly section: {
    readonly heading: string;
    readonly intro: string;
    readonly moreHeading: string;
    readonly featured: readonly ToolCard[];
    readonly extra: readonly ToolCard[];
  };
  readonly labels: Readonly<Record<string, string>>;
  /** The first question of every tool page's FAQ, the one place the page states the trial. */
  readonly access: { readonly id: string; readonly question: string; readonly answer: string };
  readonly pages: Readonly<Record<ToolKey, ToolPage>>;
}

// Claims come from CLAIMS so every tool page states the same offer as the landing (docs/PRODUCT.md §1.2 and §9.3).
// A tool page prints the trial sentence once, in the answer to `access` (its FAQ's first question);
// `labels.trialNote` is that sentence on its own.
const TRIAL = `Free for ${CLAIMS.trialDays} days, up to ${CLAIMS.trialWords.toLocaleString('en-US')} words, no card needed.`;
const PAGES = `${CLAIMS.bookPages} pages`;
const MINUTES = `under ${CLAIMS.creationMinutes} minutes`;
const FORMATS = CLAIMS.exportFormats.join(' or ');

/**
 * The middle step of every tool's "How it works": the form hands off to sign-up in a new tab with
 * what the visitor typed (docs/PRODUCT.md §2.3, §7.8); the tool runs in the app after that.
 */
const SIGN_UP = {
  id: 'sign-up',
  title: 'Create your free account',
  text: 'The button opens sign-up in a new tab and carries what you typed, so you don’t type it twice.',
} as const;

/** Tools section cards and the 14 tool pages (docs/PRODUCT.md §2.3). */
export const tools = {
  section: {
    // "Free to try", not "free": a tool runs in the editor, after a free sign-up (`access` below).
    heading: 'AI writing tools, free to try',
    intro:
      'Small, focused tools for every job around a book: finding the idea, naming it, planning it and getting it in front of readers. Type one line and Inkwell AI writes the first draft.',
    moreHeading: 'More tools',
    featured: [
      {
        id: 'ebook-niche-ideas',
        name: 'Ebook Niche Ideas',
        description: 'Find niches with steady demand before you write a single word.',
        icon: 'target',
        colour: 'violet',
        route: 'ebookIdeas',
      },
      {
        id: 'ebook-subniche-ideas',
        name: 'Ebook Subniche Ideas',
        description:
          'Narrow a broad market into focused subniches that buyers actually search for.',
        icon: 'layers',
        colour: 'indigo',
        route: 'ebookIdeas',
      },
      {
        id: 'ebook-title-ideas',
        name: 'Ebook Title Ideas',
        description: 'Titles and subtitles that make a browsing reader stop and click.',
        icon: 'lightbulb',
        colour: 'amber',
        route: 'ebookIdeas',
      },
      {
        id: 'novel-ideas',
        name: 'Novel Ideas',
        description:
          'Premises with a hook, a lead character and a conflict strong enough to carry a book.',
        icon: 'sparkles',
        colour: 'pink',
        route: 'novelIdeas',
      },
      {
        id: 'novel-title-ideas',
        name: 'Novel Title Ideas',
        description: 'Titles that fit your genre and hint at the story without giving it away.',
        icon: 'bookOpen',
        colour: 'rose',
        route: 'novelTitles',
      },
      {
        id: 'book-summary',
        name: 'Book Summary Creator',
        description: 'Turn a book into a clear summary, a blurb or a chapter-by-chapter recap.',
        icon: 'book',
        colour: 'teal',
        route: 'bookSummary',
      },
      {
        id: 'kdp-keywords',
        name: 'KDP Keyword Research',
        description: 'Find the phrases readers type when they look for books like yours on KDP.',
        icon: 'search',
        colour: 'blue',
        route: 'kdpKeywords',
      },
      {
        id: 'novel-outline',
        name: 'Novel Outline Generator',
        description:
          'A chapter-by-chapter plan with turning points, so you never face a blank page.',
        icon: 'list',
        colour: 'cyan',
        route: 'novelOutline',
      },
      {
        id: 'short-story',
        name: 'Short Story Generator',
        description: 'A complete short story from one line: a character, a twist or a mood.',
        icon: 'feather',
        colour: 'orange',
        route: 'shortStory',
      },
      {
        id: 'short-poem',
        name: 'Short Poem Generator',
        description: 'Short poems for cards, captions and quiet moments, in the form you choose.',
        icon: 'music',
        colour: 'lime',
        route: 'shortPoem',
      },
      {
        id: 'course-name',
        name: 'Course Name Generator',
        description: 'Course names that say what students will get and sound worth paying for.',
        icon: 'graduationCap',
        colour: 'green',
        route: 'courseName',
      },
      {
        id: 'marketing-strategy',
        name: 'Marketing Strategy Generator',
        description:
          'A launch plan for your book or product: audience, channels and a weekly schedule.',
        icon: 'megaphone',
        colour: 'red',
        route: 'marketingStrategy',
      },
    ],
    extra: [
      {
        id: 'author-bio',
        name: 'Author Bio Generator',
        description: 'A short, warm bio for your back cover, website or store page.',
        icon: 'user',
        colour: 'violet',
        route: 'authorBio',
      },
      {
        id: 'email-writer',
        name: 'AI Email Writer',
        description: 'Clear emails to readers, clients and subscribers, in the tone you need.',
        icon: 'mail',
        colour: 'blue',
        route: 'emailWriter',
      },
      {
        id: 'audience-problems',
        name: 'Audience Pain Points',
        description: 'The problems your readers lose sleep over, in their own words.',
        icon: 'users',
        colour: 'teal',
        route: 'audienceProblems',
      },
      {
        id: 'cold-email',
        name: 'AI Cold Email Writer',
        description:
          'Short first-contact emails that get replies from people who don’t know you yet.',
        icon: 'send',
        colour: 'orange',
        route: 'coldEmail',
      },
    ],
  },
  labels: {
    free: 'Free',
    openTool: 'Open {name}',
    allTools: 'All tools',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    tools: 'Tools',
    forWhom: 'Who it is for',
    examples: 'Examples',
    exampleInput: 'You type',
    exampleOutput: 'Inkwell AI writes',
    faq: 'FAQ',
    relatedTools: 'Related tools',
    opensInNewTab: 'Opens free sign-up in a new tab',
    howItWorks: 'How it works',
    whatYouGet: 'What you get',
    trialNote: TRIAL,
  },
  access: {
    id: 'free',
    question: 'Is it free? Do I need an account?',
    answer: `Trying it is free, but you do need an account: the tool runs in the Inkwell AI editor, so the form opens sign-up in a new tab with what you typed. Every new account starts with a trial. ${TRIAL} You can cancel anytime.`,
  },
  pages: {
    ebookIdeas: {
      seo: {
        title: 'Ebook niche, subniche and title ideas – Inkwell AI',
        description:
          'Type a topic and get ebook niches with real demand, focused subniches and titles that get clicks. Free to try with Inkwell AI, no card needed.',
      },
      heading: 'Ebook ideas generator: niches, subniches and titles',
      intro:
        'Start with a broad topic and leave with a book worth writing. Inkwell AI suggests niches with steady demand, narrows them into subniches and drafts titles for the one you pick.',
      howItWorks: [
        {
          id: 'type',
          title: 'Type a topic',
          text: 'One or two words, such as personal finance, then choose niches, subniches or titles.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get your ideas',
          text: 'They open in the Inkwell AI editor, where you can narrow any idea further or start the book.',
        },
      ],
      whatYouGet: [
        {
          id: 'list',
          text: 'A list of niches, subniches or titles for your topic, whichever you chose',
        },
        {
          id: 'narrow',
          text: 'Ideas you can narrow step by step, from a broad topic down to a title',
        },
        {
          id: 'check',
          text: 'Ideas to weigh, not sales data: look at the top results in your store before you commit',
        },
      ],
      forWhom: {
        heading: 'Who uses the ebook ideas generator',
        points: [
          {
            id: 'first-book',
            text: 'First-time authors who know their subject but not their angle',
          },
          {
            id: 'lead-magnets',
            text: 'Marketers planning a lead magnet people will actually download',
          },
          {
            id: 'catalogue',
            text: 'Self-publishers choosing the next title for a growing catalog',
          },
        ],
      },
      form: {
        label: 'Your topic',
        placeholder: 'e.g. indoor gardening, personal finance, dog training',
        hint: 'One or two words is enough. Your ideas open in the editor after a quick free sign-up.',
        submit: 'Generate Ideas',
        param: 'topic',
        action: 'tool_ebookIdeas',
        options: {
          label: 'What do you need?',
          param: 'type',
          items: [
            { id: 'niche', label: 'Niche ideas' },
            { id: 'subniche', label: 'Subniche ideas' },
            { id: 'title', label: 'Title ideas' },
          ],
        },
      },
      examples: {
        heading: 'One topic, three kinds of ideas',
        items: [
          {
            id: 'niches',
            input: 'Niches for “personal finance”',
            output:
              'Budgeting for freelancers with irregular income · Clearing student debt in five years · Money basics after a divorce · Finances for first-time landlords',
          },
          {
            id: 'subniches',
            input: 'Subniches of “indoor gardening”',
            output:
              'Herb gardens for north-facing windows · Growing chili peppers in a small apartment · Low-light plants for offices · Hydroponic lettuce on the kitchen counter',
          },
          {
            id: 'titles',
            input: 'Titles for “sourdough for beginners”',
            output:
              'The Weekend Loaf: Sourdough Made Simple in 48 Hours · Starter to Slice: A Beginner’s Sourdough Workbook · Crumb & Crust: 25 No-Fuss Sourdough Recipes',
          },
        ],
      },
      faq: [
        {
          id: 'niche-vs-subniche',
          question: 'What is the difference between a niche and a subniche?',
          answer:
            'A niche is a market with its own readers, such as personal finance. A subniche is a narrower slice with a specific reader and problem, such as budgeting for freelancers. Smaller slices mean less competition and readers who can tell the book is for them.',
        },
        {
          id: 'write-the-book',
          question: 'Can I write the whole ebook once I have an idea?',
          answer: `Yes. Pick an idea and Inkwell AI turns it into an ebook of ${PAGES} with chapters, images and a cover, usually in ${MINUTES}, ready to export as ${FORMATS}.`,
        },
        {
          id: 'good-niche',
          question: 'How do I know a niche is worth writing for?',
          answer:
            'Look for three signs: people already buy books on it, they describe a specific problem, and the bestsellers leave an angle uncovered. Ask the generator for ideas with those signs in mind, then check the top results in your store before you commit.',
        },
      ],
      related: ['kdpKeywords', 'audienceProblems', 'marketingStrategy'],
      cta: {
        heading: 'Found your idea? Write the book.',
        text: `Inkwell AI turns one idea into a full ebook draft with chapters, images and a designed cover.`,
        button: 'Start Free Trial',
        action: 'tool_ebookIdeas',
      },
    },
    novelIdeas: {
      seo: {
        title: 'Novel ideas generator: fresh story premises – Inkwell AI',
        description:
          'Stuck for a story? Name a genre and get novel premises with a hook, a lead character and a conflict strong enough to carry a whole book. Try it free.',
      },
      heading: 'Novel ideas generator',
      intro:
        'Name a genre, a setting or a feeling and get premises you could start drafting tonight, each with a character, what they want and what stands in their way.',
      howItWorks: [
        {
          id: 'type',
          title: 'Name a genre or a starting point',
          text: 'A genre, a setting or a mood, such as a cozy mystery in a seaside town.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get story premises',
          text: 'They open in the editor, ready for characters, a synopsis or an outline.',
        },
      ],
      whatYouGet: [
        { id: 'premises', text: 'Story premises of a few sentences each, like the samples below' },
        {
          id: 'stakes',
          text: 'A lead character, what they want and what stands in their way, in every premise',
        },
        { id: 'yours', text: 'Ideas that are yours to write, change and publish' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'next-book', text: 'Writers who finished one book and need the next' },
          { id: 'sprinters', text: 'Anyone planning a month-long drafting sprint' },
          {
            id: 'groups',
            text: 'Writing groups and teachers looking for prompts with real stakes',
          },
        ],
      },
      form: {
        label: 'Genre or starting point',
        placeholder: 'e.g. cozy mystery in a seaside town',
        hint: 'Add a setting, a mood or a theme to steer the ideas.',
        submit: 'Get Novel Ideas',
        param: 'genre',
        action: 'tool_novelIdeas',
      },
      examples: {
        heading: 'Sample premises',
        items: [
          {
            id: 'cosy-mystery',
            input: 'Cozy mystery',
            output:
              'A retired piano tuner in a Cornish fishing village notices that every out-of-tune piano she is called to belongs to someone who later disappears. The police see coincidence; she hears a pattern.',
          },
          {
            id: 'climate-sf',
            input: 'Near-future science fiction about rising seas',
            output:
              'In a half-flooded Rotterdam of the 2090s, a dike engineer is offered a seat on the council of the last dry district, on one condition: she must approve a wall that will drown her own neighborhood.',
          },
          {
            id: 'historical-romance',
            input: 'Historical romance',
            output:
              'Lisbon, 1756. A mapmaker redrawing the city after the great earthquake falls for the widowed merchant whose property lines he has been paid to erase.',
          },
        ],
      },
      faq: [
        {
          id: 'ownership',
          question: 'Who owns the ideas and the book I write from them?',
          answer:
            'You do. Everything you create with Inkwell AI is yours to publish, sell, translate or rework.',
        },
        {
          id: 'next-step',
          question: 'What do I do once I like a premise?',
          answer:
            'Open it in the editor and ask for characters, a synopsis or a full outline. The novel outline generator turns a premise into a chapter-by-chapter plan.',
        },
        {
          id: 'same-ideas',
          question: 'Will other writers get the same ideas?',
          answer:
            'Unlikely. Every request is generated fresh, and the more you add (a setting, an era, a theme you care about) the more personal the premises become.',
        },
      ],
      related: ['novelTitles', 'novelOutline', 'shortStory'],
      cta: {
        heading: 'Give your premise a first draft',
        text: `Build characters, chapters and scenes around your idea in the Inkwell AI editor.`,
        button: 'Start Free Trial',
        action: 'tool_novelIdeas',
      },
    },
    novelTitles: {
      seo: {
        title: 'Novel title ideas generator – Inkwell AI',
        description:
          'Describe your novel in a line and get title ideas that suit its genre and tone, from punchy one-word titles to longer, lyrical ones. Free to try.',
      },
      heading: 'Novel title ideas generator',
      intro:
        'Tell us what your book is about and get a shortlist of titles that suit the genre, the tone and the shelf it will sit on.',
      howItWorks: [
        {
          id: 'type',
          title: 'Describe your novel',
          text: 'One line with the genre and a detail from the plot.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get a shortlist of titles',
          text: 'It opens in the editor, where you can ask for more titles in another tone.',
        },
      ],
      whatYouGet: [
        { id: 'shortlist', text: 'A shortlist of titles that suit your novel’s genre and tone' },
        { id: 'range', text: 'Short, punchy titles next to longer, lyrical ones' },
        {
          id: 'unchecked',
          text: 'Ideas only: titles are not checked against existing books, so search your store before you choose',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'working-title', text: 'Novelists whose working title never quite fit' },
          { id: 'before-cover', text: 'Self-publishers testing titles before the cover is made' },
          { id: 'series', text: 'Series writers who need titles that sound like a set' },
        ],
      },
      form: {
        label: 'What is your novel about?',
        placeholder: 'e.g. a thriller about a ferry that never docks',
        hint: 'Mention the genre and one detail from the plot for sharper titles.',
        submit: 'Find Titles',
        param: 'premise',
        action: 'tool_novelTitles',
      },
      examples: {
        heading: 'Sample title shortlists',
        items: [
          {
            id: 'thriller',
            input: 'Domestic thriller about a nanny with a secret',
            output: 'The Quiet Hours · Everything She Kept · Nobody Heard the Baby · The Good Help',
          },
          {
            id: 'fantasy',
            input: 'Epic fantasy: a queen trades her memories for magic',
            output:
              'The Forgetting Crown · A Throne of Borrowed Years · What the Queen Gave Away · Ash and Remembering',
          },
          {
            id: 'romance',
            input: 'Small-town romance at a failing vineyard',
            output:
              'Second Harvest · The Last Vintage at Calder Hill · Love on the Lower Terrace · Sweet Ground',
          },
        ],
      },
      faq: [
        {
          id: 'which-sells',
          question: 'How do I know which title will sell?',
          answer:
            'Look at the bestsellers in your category: a good title sounds as if it belongs there without copying any of them. Shortlist three and try each on a cover mock-up or a few readers.',
        },
        {
          id: 'series',
          question: 'Can I get titles for a whole series?',
          answer:
            'Yes. Describe the series and the first book, then ask for titles that share a pattern, such as a repeated word or the same structure.',
        },
        {
          id: 'taken',
          question: 'Are the titles checked against existing books?',
          answer:
            'No. Titles are often shared between books, but a quick search in your store before you decide helps yours stand out.',
        },
      ],
      related: ['novelIdeas', 'novelOutline', 'authorBio'],
      cta: {
        heading: 'You have the title. Now write the novel.',
        text: `Draft chapter by chapter in the Inkwell AI editor and generate a cover that matches your title.`,
        button: 'Start Free Trial',
        action: 'tool_novelTitles',
      },
    },
    bookSummary: {
      seo: {
        title: 'Book summary creator: the key ideas fast – Inkwell AI',
        description:
          'Enter a book title or paste a chapter and get a clear summary: the key ideas, a short blurb or a chapter-by-chapter recap. Try the summary tool free.',
      },
      heading: 'Book summary creator',
      intro:
        'Get the key ideas of a book in a few paragraphs, or turn your own manuscript into a blurb and chapter summaries for your store page.',
      howItWorks: [
        {
          id: 'type',
          title: 'Enter a title and author',
          text: 'Any book, such as Meditations by Marcus Aurelius. For your own book, paste its chapters after sign-up.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get the summary',
          text: 'It opens in the editor, where you can ask for a one-line pitch or a chapter-by-chapter recap instead.',
        },
      ],
      whatYouGet: [
        { id: 'key-ideas', text: 'The key ideas of the book in a few paragraphs' },
        {
          id: 'own-book',
          text: 'For your own manuscript: a synopsis, a back-cover blurb and a paragraph per chapter',
        },
        {
          id: 'map',
          text: 'A map of the book, not a replacement: check quotes and details against the original',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'students', text: 'Students reviewing set texts before an exam' },
          { id: 'authors', text: 'Authors who need a blurb and a synopsis for their own book' },
          { id: 'clubs', text: 'Book clubs and bloggers preparing notes and reviews' },
        ],
      },
      form: {
        label: 'Book title and author',
        placeholder: 'e.g. Meditations by Marcus Aurelius',
        hint: 'Summarizing your own book? Paste its chapters in the editor after sign-up.',
        submit: 'Summarize',
        param: 'title',
        action: 'tool_bookSummary',
      },
      examples: {
        heading: 'Sample summaries',
        items: [
          {
            id: 'strategy',
            input: 'The Art of War by Sun Tzu',
            output:
              'A short treatise on strategy built on one idea: the best victory is the one you never have to fight. Sun Tzu argues for knowing yourself and your opponent, choosing your ground, using deception and moving only when conditions favor you.',
          },
          {
            id: 'novel',
            input: 'Pride and Prejudice by Jane Austen',
            output:
              'Quick-witted Elizabeth Bennet takes an instant dislike to the proud Mr. Darcy. A rejected proposal, a revealing letter and her sister Lydia’s elopement force both of them to face their misjudgments. A comedy of manners about first impressions, money and marrying for love.',
          },
          {
            id: 'philosophy',
            input: 'Meditations by Marcus Aurelius',
            output:
              'Private notes a Roman emperor wrote to himself and never meant to publish. The themes return again and again: you control your judgments, not events; difficult people are part of every day; life is short, so do the work in front of you well.',
          },
        ],
      },
      faq: [
        {
          id: 'own-manuscript',
          question: 'Can I summarize my own manuscript?',
          answer:
            'Yes. Paste or upload your chapters in the editor and Inkwell AI writes a synopsis, a back-cover blurb and a one-paragraph summary of each chapter.',
        },
        {
          id: 'length',
          question: 'How long is a summary?',
          answer:
            'A few paragraphs by default. You can ask for a one-line pitch, a 300-word overview or a recap of every chapter instead.',
        },
        {
          id: 'accuracy',
          question: 'Can I rely on a summary of a book I haven’t read?',
          answer:
            'Use it as a map, not a replacement. AI summaries capture structure and main ideas well but can miss nuance, so check quotes and details against the book itself.',
        },
      ],
      related: ['authorBio', 'kdpKeywords', 'marketingStrategy'],
      cta: {
        heading: 'Blurb, synopsis and book in one place',
        text: `Write your book, its summary and its store description in the same editor, then export as ${FORMATS}.`,
        button: 'Start Free Trial',
        action: 'tool_bookSummary',
      },
    },
    kdpKeywords: {
      seo: {
        title: 'KDP keyword research tool for self-publishers – Inkwell AI',
        description:
          'Find the phrases readers type when they look for books like yours, ready for your seven KDP keyword boxes. Enter a topic and try Inkwell AI free.',
      },
      heading: 'KDP keyword research tool',
      intro:
        'Enter your book’s topic and get long-tail phrases that match how readers search, ready for your seven KDP keyword boxes without repeating words from your title.',
      howItWorks: [
        {
          id: 'type',
          title: 'Describe your book',
          text: 'Its topic or genre, in the words a reader would search with.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get keyword phrases',
          text: 'They open in the editor, ready to copy into KDP when you publish.',
        },
      ],
      whatYouGet: [
        { id: 'seven', text: 'Seven long-tail phrases, one for each KDP keyword box' },
        { id: 'no-repeats', text: 'Phrases that leave out the words already in your title' },
        {
          id: 'no-volume',
          text: 'Suggestions, not search data: the tool doesn’t show search volume',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'launching', text: 'Self-publishers launching a new title on KDP' },
          {
            id: 'low-visibility',
            text: 'Authors whose book is hard to find and needs better keywords',
          },
          { id: 'series', text: 'Publishers with a catalog or series to optimize' },
        ],
      },
      form: {
        label: 'Book topic or genre',
        placeholder: 'e.g. keto meal prep for beginners',
        hint: 'Describe the book the way a reader would search for it.',
        submit: 'Find Keywords',
        param: 'topic',
        action: 'tool_kdpKeywords',
      },
      examples: {
        heading: 'Sample keyword sets',
        items: [
          {
            id: 'keto',
            input: 'Keto meal prep for beginners',
            output:
              'keto meal prep cookbook for beginners · low carb weekly meal plan · easy ketogenic recipes for busy people · keto lunch ideas for work · sugar free family dinners · high fat batch cooking · keto shopping list guide',
          },
          {
            id: 'cosy-mystery',
            input: 'Cozy mystery with a cat detective',
            output:
              'cozy mystery with cat sleuth · small town amateur sleuth series · clean mystery books for women · cat lover mystery novel · lighthearted whodunit with recipes · bookstore mystery series · funny animal mysteries',
          },
          {
            id: 'teen-anxiety',
            input: 'Anxiety workbook for teens',
            output:
              'anxiety workbook for teenagers · CBT exercises for teens · coping skills journal for teen girls · stress management for young adults · mindfulness activities for adolescents · panic attack help for teens · self esteem workbook for students',
          },
        ],
      },
      faq: [
        {
          id: 'how-many',
          question: 'How many keywords can I add on KDP?',
          answer:
            'KDP gives you seven keyword boxes per book. Each one holds a short phrase, so fill them with related phrases rather than single words.',
        },
        {
          id: 'repeat-title',
          question: 'Should I repeat words from my title?',
          answer:
            'There is no need. Your title and subtitle are already searchable, so spend the keyword boxes on words and phrases that are not in them.',
        },
        {
          id: 'volume',
          question: 'Does the tool show search volume?',
          answer:
            'No. It suggests phrases based on how readers describe books like yours. Type them into the store’s search bar before you publish: phrases that autocomplete are ones people really use.',
        },
      ],
      related: ['ebookIdeas', 'bookSummary', 'marketingStrategy'],
      cta: {
        heading: 'Keywords ready. Is the book?',
        text: `Write it, design the cover and export a ${FORMATS} file ready to upload, all with Inkwell AI.`,
        button: 'Start Free Trial',
        action: 'tool_kdpKeywords',
      },
    },
    novelOutline: {
      seo: {
        title: 'Novel outline generator: plan every chapter – Inkwell AI',
        description:
          'Turn a premise into a chapter-by-chapter novel outline with turning points, a midpoint twist and an ending that pays off. Free to try with Inkwell AI.',
      },
      heading: 'Novel outline generator',
      intro:
        'Give it your premise and get a structured outline: the opening, the turning points, the midpoint twist and the ending, broken into chapters you can start drafting.',
      howItWorks: [
        {
          id: 'type',
          title: 'Write your premise',
          text: 'One or two sentences: who the hero is and what goes wrong.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get your outline',
          text: 'It opens in the editor, where you can draft each chapter with the plan beside the page.',
        },
      ],
      whatYouGet: [
        {
          id: 'chapters',
          text: 'A chapter-by-chapter outline: around 20 to 30 chapters for a novel, fewer for a novella',
        },
        {
          id: 'turning-points',
          text: 'The opening, the turning points, the midpoint twist and the ending',
        },
        {
          id: 'structure',
          text: 'A three-act structure, or another one, such as the hero’s journey, if you ask',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'plotters', text: 'Plotters who want the structure settled before drafting' },
          { id: 'stuck', text: 'Discovery writers stuck in the middle of a draft' },
          { id: 'expanding', text: 'Writers turning a short story into a full novel' },
        ],
      },
      form: {
        label: 'Your premise',
        placeholder: 'e.g. a lighthouse keeper finds letters from her future self',
        hint: 'One or two sentences: who the hero is and what goes wrong.',
        submit: 'Build Your Outline',
        param: 'premise',
        action: 'tool_novelOutline',
      },
      examples: {
        heading: 'Sample outlines',
        items: [
          {
            id: 'lighthouse',
            input: 'A lighthouse keeper finds letters from her future self',
            output:
              'Ch. 1–4: Mara takes the post on Skerry Rock and finds a letter dated ten years ahead, warning her about the supply boat. Ch. 5–10: the letters keep coming true, so she obeys them. Midpoint: one tells her to let a ship run aground. Ch. 15–20: she learns who really writes them, and writes the last one herself.',
          },
          {
            id: 'heist',
            input: 'Art heist thriller in Buenos Aires',
            output:
              'Act I: a disgraced restorer is hired to authenticate a painting due to be swapped during a museum gala. Act II: the crew splits when the forger turns out to be her sister; midpoint, the museum’s painting is already a fake. Act III: she steals the original back from the people who hired her.',
          },
          {
            id: 'middle-grade',
            input: 'Middle-grade fantasy about a boy who can talk to maps',
            output:
              'Part 1: Theo hears his grandmother’s old atlas complain that a town has been erased. Part 2: with his cousin Inés he travels through the map’s margins to find who is deleting places. Part 3: the culprit is a lonely surveyor, and Theo persuades him to draw new places instead.',
          },
        ],
      },
      faq: [
        {
          id: 'structure',
          question: 'Which story structure does it use?',
          answer:
            'A three-act structure with a midpoint and a dark moment before the climax, unless you ask for another, such as the hero’s journey or a seven-point plot.',
        },
        {
          id: 'chapters',
          question: 'How many chapters will my outline have?',
          answer:
            'Around 20 to 30 for a full-length novel and fewer for a novella. In the editor you choose the chapter count, just as you do for an ebook.',
        },
        {
          id: 'change',
          question: 'Can I change the outline once I start writing?',
          answer:
            'Yes. Move, merge or rewrite chapters whenever the story asks for it. The outline is a plan, not a contract.',
        },
      ],
      related: ['novelIdeas', 'novelTitles', 'shortStory'],
      cta: {
        heading: 'From outline to finished draft',
        text: `Write each chapter from your outline in the Inkwell AI editor and keep the plan beside the page.`,
        button: 'Start Free Trial',
        action: 'tool_novelOutline',
      },
    },
    shortStory: {
      seo: {
        title: 'AI short story generator – Inkwell AI',
        description:
          'Write a complete short story from a single line: a character, a twist or a mood. Stories for adults or children that you can edit and make your own.',
      },
      heading: 'AI short story generator',
      intro:
        'Start from a line, a character or a strange situation and get a complete short story with a beginning, a turn and an ending that lands.',
      howItWorks: [
        {
          id: 'type',
          title: 'Type a story idea',
          text: 'A line, a character or a strange situation. Add a genre, or the reader’s age for a children’s story.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get a complete story',
          text: 'It opens in the editor, where you can rewrite it in your own voice.',
        },
      ],
      whatYouGet: [
        { id: 'complete', text: 'A complete short story, usually 800 to 1,500 words long' },
        { id: 'shape', text: 'A beginning, a turn and an ending that lands' },
        {
          id: 'age',
          text: 'Words, length and themes that suit a child’s age, when you mention one',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'warm-up', text: 'Writers warming up or breaking a block' },
          { id: 'teachers', text: 'Teachers who need fresh reading material for a class' },
          { id: 'parents', text: 'Parents inventing bedtime stories with their children' },
        ],
      },
      form: {
        label: 'Story idea',
        placeholder: 'e.g. a vending machine that grants one wish a day',
        hint: 'Add a genre, or the reader’s age if the story is for a child.',
        submit: 'Write Your Story',
        param: 'idea',
        action: 'tool_shortStory',
      },
      examples: {
        heading: 'How the stories begin',
        items: [
          {
            id: 'vending-machine',
            input: 'A vending machine that grants one wish a day',
            output:
              'The vending machine on the insurance firm’s fourth floor had been out of order for eleven years, which is why nobody noticed when it started taking wishes instead of coins. Denise found out on a Tuesday, when she wished for anything but the quarterly meeting and got a fire drill.',
          },
          {
            id: 'shy-cloud',
            input: 'Bedtime story for a five-year-old about a shy cloud',
            output:
              'Nimbo was the smallest cloud in the sky, and the shyest. When the big clouds rumbled and rained, Nimbo hid behind the moon. But one hot afternoon a little garden far below was very thirsty, and only a very small cloud could squeeze between the tall buildings to reach it.',
          },
          {
            id: 'mars',
            input: 'Science fiction: the last message from a Mars colony',
            output:
              'The final transmission from Tharsis Base was four seconds long and held nothing but birdsong. There were no birds on Mars. Dr. Okafor played it three hundred times before she noticed the rhythm was Morse code.',
          },
        ],
      },
      faq: [
        {
          id: 'length',
          question: 'How long are the stories?',
          answer:
            'Usually 800 to 1,500 words, about a five-minute read. In the editor you can ask for flash fiction or a longer piece.',
        },
        {
          id: 'children',
          question: 'Can it write stories for children?',
          answer:
            'Yes. Mention the age and the story adapts its words, length and themes. Many parents and teachers collect several stories into an illustrated ebook.',
        },
        {
          id: 'publish',
          question: 'Can I publish the stories?',
          answer:
            'Yes, they are yours. Edit them in your own voice, collect them into an anthology and publish it on our marketplace or any other store.',
        },
      ],
      related: ['shortPoem', 'novelIdeas', 'novelOutline'],
      cta: {
        heading: 'Turn one story into a collection',
        text: `Write more stories, add illustrations and a cover, and export the collection as ${FORMATS}.`,
        button: 'Start Free Trial',
        action: 'tool_shortStory',
      },
    },
    shortPoem: {
      seo: {
        title: 'AI short poem generator: verse, rhyme, haiku – Inkwell AI',
        description:
          'Write a short poem about anything: a birthday, a loss, a rainy Monday. Choose free verse, rhyme or haiku and get lines worth keeping. Try it free.',
      },
      heading: 'AI short poem generator',
      intro:
        'Give it a subject and a form and get a short poem for a card, a caption, a toast or just for you.',
      howItWorks: [
        {
          id: 'type',
          title: 'Name a subject and a form',
          text: 'Something concrete, such as your grandmother’s kitchen, in free verse, rhyme or haiku.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get a short poem',
          text: 'It opens in the editor, where you can rework it, then print or share it.',
        },
      ],
      whatYouGet: [
        { id: 'form', text: 'A short poem in the form you picked: free verse, rhyming or haiku' },
        { id: 'language', text: 'Lines in the language you write your subject in' },
        { id: 'yours', text: 'A poem that is yours to print in a card or read aloud' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'cards', text: 'Anyone writing a card and lost for words' },
          { id: 'poets', text: 'Poets looking for a first line to push against' },
          { id: 'teachers', text: 'Teachers showing how one subject sounds in different forms' },
        ],
      },
      form: {
        label: 'What is the poem about?',
        placeholder: 'e.g. my grandmother’s kitchen',
        hint: 'A concrete subject makes a better poem than an abstract one.',
        submit: 'Write Your Poem',
        param: 'subject',
        action: 'tool_shortPoem',
        options: {
          label: 'Form',
          param: 'form',
          items: [
            { id: 'free-verse', label: 'Free verse' },
            { id: 'rhyming', label: 'Rhyming' },
            { id: 'haiku', label: 'Haiku' },
          ],
        },
      },
      examples: {
        heading: 'Sample poems',
        items: [
          {
            id: 'kitchen',
            input: 'My grandmother’s kitchen, free verse',
            output:
              'The kettle still keeps her timing: / two knocks, a sigh, the steam. / Flour lives in the grain of the table / like something she meant to say.',
          },
          {
            id: 'rainy-monday',
            input: 'A rainy Monday, haiku',
            output: 'Umbrellas in bloom / strangers crowd the bus shelter / sharing the same sky',
          },
          {
            id: 'nurse',
            input: 'Retirement card for a nurse, rhyming',
            output:
              'For thirty years you kept the night, / held frightened hands till morning light. / Now hang the lanyard on the shelf: / it’s time to care for you yourself.',
          },
        ],
      },
      faq: [
        {
          id: 'forms',
          question: 'Which forms can it write?',
          answer:
            'Free verse, rhyming verse and haiku from this page. In the editor you can also ask for limericks, sonnets, acrostics and more.',
        },
        {
          id: 'use',
          question: 'Can I use the poem in a card or a speech?',
          answer: 'Yes. The poem is yours to print, share or read aloud.',
        },
        {
          id: 'languages',
          question: 'Can it write poems in other languages?',
          answer:
            'Yes. Write your subject in the language you want and the poem comes back in that language.',
        },
      ],
      related: ['shortStory', 'novelIdeas', 'emailWriter'],
      cta: {
        heading: 'Collect your poems into a book',
        text: `Write a whole collection, add illustrations and a cover, and export it as ${FORMATS}.`,
        button: 'Start Free Trial',
        action: 'tool_shortPoem',
      },
    },
    courseName: {
      seo: {
        title: 'AI course name generator for online courses – Inkwell AI',
        description:
          'Get names for your online course that say who it is for and what students will be able to do. Type your topic and try the course name generator free.',
      },
      heading: 'AI course name generator',
      intro:
        'Describe what your course teaches and who it is for, and get names that promise a clear result, each with a subtitle to match.',
      howItWorks: [
        { id: 'type', title: 'Describe your course', text: 'What it teaches and who it is for.' },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get course names',
          text: 'They open in the editor, where you can turn the name you like into modules and lessons.',
        },
      ],
      whatYouGet: [
        { id: 'names', text: 'Course names that promise a clear result' },
        { id: 'subtitles', text: 'A subtitle to match each name' },
        {
          id: 'check',
          text: 'Names to check before you commit: search course platforms and domain names first',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'coaches', text: 'Coaches and consultants packaging what they know' },
          { id: 'teachers', text: 'Teachers launching their first online course' },
          { id: 'renaming', text: 'Creators whose course needs a name that sells it' },
        ],
      },
      form: {
        label: 'What does your course teach?',
        placeholder: 'e.g. watercolor for absolute beginners',
        hint: 'Add who the course is for to get more specific names.',
        submit: 'Name Your Course',
        param: 'topic',
        action: 'tool_courseName',
      },
      examples: {
        heading: 'Sample course names',
        items: [
          {
            id: 'watercolour',
            input: 'Watercolor for absolute beginners',
            output:
              'Wet Paper, Bold Color: Watercolor in 30 Days · The First Brushstroke: Watercolor Foundations · Loose & Luminous: Paint Your First Landscape',
          },
          {
            id: 'spreadsheets',
            input: 'Spreadsheets for small business owners',
            output:
              'Spreadsheets That Pay: Numbers for Small Business · The One-Hour Bookkeeper · From Receipts to Reports: Spreadsheets Made Practical',
          },
          {
            id: 'public-speaking',
            input: 'Public speaking for engineers',
            output:
              'Talk Like You Code: Clear Presentations for Engineers · The Technical Speaker · Slides, Stories and Silence: Speaking Skills for Builders',
          },
        ],
      },
      faq: [
        {
          id: 'good-name',
          question: 'What makes a good course name?',
          answer:
            'It names the result, not the process, and makes clear who it is for. “Paint Your First Landscape” sells better than “Watercolor Module 1.”',
        },
        {
          id: 'outline',
          question: 'Can it plan the course as well?',
          answer:
            'Yes. In the editor, turn the name into modules and lessons, or write a companion ebook to give away as a lead magnet for the course.',
        },
        {
          id: 'taken',
          question: 'Should I check whether a name is taken?',
          answer:
            'Yes. Search course platforms and domain names before you commit, and steer clear of names close to an existing brand.',
        },
      ],
      related: ['marketingStrategy', 'audienceProblems', 'ebookIdeas'],
      cta: {
        heading: 'Fill your course with a free ebook',
        text: `A free ebook is one of the easiest ways to bring students to a course. Write yours with Inkwell AI in ${MINUTES}.`,
        button: 'Start Free Trial',
        action: 'tool_courseName',
      },
    },
    marketingStrategy: {
      seo: {
        title: 'AI marketing strategy generator – Inkwell AI',
        description:
          'Describe your book, course or product and get a marketing plan: who to target, which channels to use, what to say and a week-by-week launch schedule.',
      },
      heading: 'AI marketing strategy generator',
      intro:
        'Tell Inkwell AI what you sell and who buys it, and get a practical plan: audience, message, channels and a launch calendar you can start on this week.',
      howItWorks: [
        {
          id: 'type',
          title: 'Say what you are promoting',
          text: 'Your book, course or product, who it is for and where you sell it.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get your plan',
          text: 'It opens in the editor, where you can ask for more detail on any part.',
        },
      ],
      whatYouGet: [
        { id: 'audience', text: 'Who to target and the message that speaks to them' },
        { id: 'channels', text: 'The channels to use and what to do on each one' },
        { id: 'schedule', text: 'A week-by-week launch schedule you can start this week' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'authors', text: 'Authors launching a book without a marketing budget' },
          {
            id: 'small-business',
            text: 'Small business owners who do their marketing after hours',
          },
          { id: 'course-creators', text: 'Course creators planning their next launch' },
        ],
      },
      form: {
        label: 'What are you promoting?',
        placeholder: 'e.g. a cookbook of 30-minute vegan dinners',
        hint: 'Say who it is for and where you sell it.',
        submit: 'Create Your Strategy',
        param: 'product',
        action: 'tool_marketingStrategy',
      },
      examples: {
        heading: 'Sample strategies',
        items: [
          {
            id: 'cookbook',
            input: 'Cookbook of 30-minute vegan dinners',
            output:
              'Audience: busy flexitarian parents, not long-time vegans. Message: “dinner on the table before homework is done.” Channels: short recipe videos, a free five-recipe PDF, guest posts on family food blogs. Week 1: release the PDF. Week 2: a video a day. Week 3: launch price for subscribers.',
          },
          {
            id: 'bike-shop',
            input: 'Local bike repair shop',
            output:
              'Audience: commuters within three miles. Offer: a fixed-price spring safety check. Channels: a map listing with photos, flyers at the train station, a joint offer with the nearest café. Measure: bookings per week and customers who come back within 90 days.',
          },
          {
            id: 'copywriting-course',
            input: 'Online course on freelance copywriting',
            output:
              'Audience: marketing graduates and career changers. Promise: “your first paying client in 60 days.” Channels: a free five-day email course, weekly live Q&As, reviews from the pilot group. Launch: ten days open, early-bird price for the first 48 hours.',
          },
        ],
      },
      faq: [
        {
          id: 'complete',
          question: 'Is this a complete marketing plan?',
          answer:
            'It is a strong first draft: audience, message, channels and a schedule. Adjust the budget and dates to your situation, then ask for more detail on any part.',
        },
        {
          id: 'content',
          question: 'Can it write the marketing content too?',
          answer: `Yes. Inkwell AI handles ${CLAIMS.marketingTasks} marketing tasks, from launch emails and social posts to ad copy and lead magnets.`,
        },
        {
          id: 'not-books',
          question: 'Does it work for things other than books?',
          answer:
            'Yes. Describe any product or service (a course, an app, a local shop, a consultancy) and the plan adapts to it.',
        },
      ],
      related: ['audienceProblems', 'emailWriter', 'kdpKeywords'],
      cta: {
        heading: 'Write the lead magnet your plan needs',
        text: `Most launch plans start with a free ebook. Write yours with Inkwell AI in ${MINUTES}, with a cover and a ready-to-share PDF.`,
        button: 'Start Free Trial',
        action: 'tool_marketingStrategy',
      },
    },
    authorBio: {
      seo: {
        title: 'Author bio generator for books and websites – Inkwell AI',
        description:
          'Write a professional author bio for your back cover, website or store page. Enter a few facts about yourself and get a warm, polished bio in seconds.',
      },
      heading: 'Author bio generator',
      intro:
        'Share a few facts about yourself and get a short, warm bio in the third person for your back cover, store page or speaker profile.',
      howItWorks: [
        {
          id: 'type',
          title: 'Share a few facts about you',
          text: 'Your job, where you live, what you write and one personal detail.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get your bio',
          text: 'It opens in the editor, where you can ask for a shorter or a longer version.',
        },
      ],
      whatYouGet: [
        { id: 'third-person', text: 'A short, warm bio in the third person' },
        { id: 'places', text: 'Right for a back cover, a store page or a speaker profile' },
        { id: 'versions', text: 'A short and a long version, if you ask for both' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'debut', text: 'Debut authors writing a bio for the first time' },
          { id: 'experts', text: 'Experts publishing a book in their field' },
          {
            id: 'versions',
            text: 'Authors who need a short and a long version for different pages',
          },
        ],
      },
      form: {
        label: 'A few facts about you',
        placeholder: 'e.g. nurse, lives in Columbus, writes medical thrillers, two cats',
        hint: 'Your job, where you live, what you write and one personal detail are plenty.',
        submit: 'Write Your Bio',
        param: 'facts',
        action: 'tool_authorBio',
      },
      examples: {
        heading: 'Sample bios',
        items: [
          {
            id: 'nurse',
            input: 'Nurse, lives in Columbus, writes medical thrillers, two cats',
            output:
              'Claire Hollis spent fifteen years on night shifts in the emergency room before she began writing the thrillers she wished she could read on her breaks. She lives in Columbus with her husband and two cats who have never once let her sleep in. Critical Hours is her first novel.',
          },
          {
            id: 'planner',
            input: 'Financial planner for 20 years, first book on retirement',
            output:
              'Tomás Aranda has spent two decades helping families plan for retirement, and he still explains pensions the way he would to his own parents: plainly and without jargon. Enough Is a Number is his first book.',
          },
          {
            id: 'teacher',
            input: 'Elementary school teacher in Texas, writes picture books',
            output:
              'Amy Reyes taught second grade in San Antonio for twelve years, where her students were her toughest critics. Her picture books began as stories she made up at the end of the school day. When she isn’t writing, she gardens badly and reads well.',
          },
        ],
      },
      faq: [
        {
          id: 'person',
          question: 'Should an author bio be in the first or third person?',
          answer:
            'The third person is the norm for back covers and store pages; the first person suits a newsletter or your own site. The generator writes in the third person, and you can switch in the editor.',
        },
        {
          id: 'length',
          question: 'How long should my bio be?',
          answer:
            'Fifty to a hundred words for a back cover and up to three hundred for a website. Ask for both and use each where it fits.',
        },
        {
          id: 'no-credentials',
          question: 'What if I have no writing credentials?',
          answer:
            'Most debut authors don’t. A good bio shows why you are the right person for this book: your job, your experience or your long fascination with the subject.',
        },
      ],
      related: ['bookSummary', 'emailWriter', 'novelTitles'],
      cta: {
        heading: 'Put your bio on a published book',
        text: `Publish on our marketplace with your bio, an AI cover and the price you choose. Keep ${CLAIMS.royaltyConnected}% of every sale, or pay Inkwell AI no commission with your own checkout link.`,
        button: 'Publish Your Book',
        action: 'tool_authorBio',
      },
    },
    emailWriter: {
      seo: {
        title: 'AI email writer: clear emails, subject lines – Inkwell AI',
        description:
          'Say what you need and get a clear, friendly email with a subject line: newsletters, follow-ups, launch news or replies to readers and clients.',
      },
      heading: 'AI email writer',
      intro:
        'Say what the email needs to do and who it is for, and get a ready-to-send draft with a subject line that gets it opened.',
      howItWorks: [
        {
          id: 'type',
          title: 'Say what the email should do',
          text: 'Who will read it and the one thing you want them to do.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get a ready-to-send draft',
          text: 'It opens in the editor. Copy it into your email or newsletter app to send it.',
        },
      ],
      whatYouGet: [
        { id: 'complete', text: 'A complete email with a subject line, a greeting and a sign-off' },
        { id: 'tone', text: 'Written in the tone you ask for: formal, friendly or short' },
        { id: 'draft', text: 'A draft you send yourself: Inkwell AI doesn’t send emails for you' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'newsletters', text: 'Authors writing to their newsletter subscribers' },
          { id: 'freelancers', text: 'Freelancers and consultants following up with clients' },
          { id: 'teams', text: 'Small teams announcing a launch or a change' },
        ],
      },
      form: {
        label: 'What should the email say?',
        placeholder: 'e.g. tell subscribers my new book comes out on Friday',
        hint: 'Mention who will read it and the one thing you want them to do.',
        submit: 'Write Your Email',
        param: 'brief',
        action: 'tool_emailWriter',
      },
      examples: {
        heading: 'Sample emails',
        items: [
          {
            id: 'launch',
            input: 'Tell my newsletter my new book launches on Friday',
            output:
              'Subject: Friday, at last. Hi Sam, the book you have been hearing about all year, The Tide Clock, comes out this Friday. Subscribers get the launch price for the first 48 hours, and I’ll send your link first thing that morning. Thank you for reading along. Lena',
          },
          {
            id: 'invoice',
            input: 'Remind a client about an unpaid invoice',
            output:
              'Subject: Invoice 1042, a quick reminder. Hi Mark, a friendly nudge that invoice 1042 for the March product shoot was due last Friday. I’ve attached it again in case it got buried. Could you let me know when to expect payment? Thanks, Priya',
          },
          {
            id: 'late-order',
            input: 'Apologize to a customer for a late delivery',
            output:
              'Subject: Your order is late, and we’re sorry. Hi Jordan, your order should have reached you on Tuesday. A delay at our warehouse held it up; it ships today and the tracking link follows tonight. We have refunded your delivery charge.',
          },
        ],
      },
      faq: [
        {
          id: 'tone',
          question: 'Can I choose the tone?',
          answer:
            'Yes. Add “formal,” “friendly” or “short” to your request, or rewrite the draft in another tone in the editor.',
        },
        {
          id: 'sending',
          question: 'Does it send the email for me?',
          answer:
            'No. Inkwell AI writes the email; you paste it into your email or newsletter app and send it yourself.',
        },
        {
          id: 'sequence',
          question: 'Can it write a series of emails?',
          answer:
            'Yes. Ask for a welcome series or a launch sequence and get each email with its own subject line and a suggested day to send it.',
        },
      ],
      related: ['coldEmail', 'marketingStrategy', 'authorBio'],
      cta: {
        heading: 'Give your subscribers something to read',
        text: `A short ebook makes the best welcome gift for a newsletter. Write one with Inkwell AI in ${MINUTES}.`,
        button: 'Start Free Trial',
        action: 'tool_emailWriter',
      },
    },
    audienceProblems: {
      seo: {
        title: 'Target audience pain points generator – Inkwell AI',
        description:
          'Describe your audience and get the problems, fears and goals they have, in their own words. Build books, courses and offers around real pain points.',
      },
      heading: 'Target audience pain points generator',
      intro:
        'Name who you want to help and get a list of their real problems, phrased the way they would say them, so your book, course or offer answers something people already want solved.',
      howItWorks: [
        {
          id: 'type',
          title: 'Name your audience',
          text: 'A narrow group, such as new managers at tech companies, gives sharper problems.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get their problems',
          text: 'They open in the editor, ready to shape a book, a lead magnet or an offer.',
        },
      ],
      whatYouGet: [
        { id: 'problems', text: 'A list of the problems, fears and goals your audience has' },
        { id: 'their-words', text: 'Each one phrased the way people in that group would say it' },
        {
          id: 'check',
          text: 'A starting point to confirm by talking to a few people in your audience',
        },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'nonfiction', text: 'Nonfiction authors deciding what their book should solve' },
          { id: 'marketers', text: 'Marketers writing ads and landing pages' },
          { id: 'coaches', text: 'Coaches and consultants shaping an offer' },
        ],
      },
      form: {
        label: 'Who is your audience?',
        placeholder: 'e.g. new managers at tech companies',
        hint: 'The narrower the group, the sharper the problems.',
        submit: 'Find Their Pain Points',
        param: 'audience',
        action: 'tool_audienceProblems',
      },
      examples: {
        heading: 'Sample problem lists',
        items: [
          {
            id: 'new-managers',
            input: 'New managers at tech companies',
            output:
              '“I was promoted for my code and now I don’t write any” · Giving feedback to former peers · One-on-ones that turn into status updates · Saying no to other teams · Busy all day with nothing finished',
          },
          {
            id: 'toddler-sleep',
            input: 'Parents of toddlers who won’t sleep',
            output:
              'Bedtime that takes two hours every night · Conflicting advice from family and the internet · Guilt about sleep training · Too tired to work properly · One parent doing every night waking',
          },
          {
            id: 'retirees',
            input: 'Retirees starting a small online business',
            output:
              'Not knowing which platforms to trust · Fear of looking foolish on video · Pricing decades of experience too low · Setting up payments and taxes · Learning tools their grandchildren use without thinking',
          },
        ],
      },
      faq: [
        {
          id: 'source',
          question: 'Where do the problems come from?',
          answer:
            'The AI drafts them from how people commonly describe these situations. Treat the list as a starting point and confirm the strongest problems by talking to a few people in your audience.',
        },
        {
          id: 'use',
          question: 'How do I use the list?',
          answer:
            'Pick the problem that is most common and most urgent, then build a book, a lead magnet or an offer that solves it. Use your audience’s own words in your headlines.',
        },
        {
          id: 'several',
          question: 'Can I look at several audiences at once?',
          answer:
            'Run the generator once per audience. Mixing groups blurs both the problems and the copy that speaks to them.',
        },
      ],
      related: ['ebookIdeas', 'marketingStrategy', 'coldEmail'],
      cta: {
        heading: 'Solve their biggest problem in a book',
        text: 'Turn the top pain point on your list into a focused ebook or a short lead magnet, with chapters, images and a cover.',
        button: 'Start Free Trial',
        action: 'tool_audienceProblems',
      },
    },
    coldEmail: {
      seo: {
        title: 'AI cold email writer: emails that get replies – Inkwell AI',
        description:
          'Write short, personal cold emails to prospects, podcast hosts or book reviewers. Say who you are writing to and why, and get a draft with a clear ask.',
      },
      heading: 'AI cold email writer',
      intro:
        'Describe who you are writing to and what you want, and get a short first-contact email that is personal, specific and easy to say yes to.',
      howItWorks: [
        {
          id: 'type',
          title: 'Say who you are writing to, and why',
          text: 'Add one detail about the person to make the email personal.',
        },
        SIGN_UP,
        {
          id: 'get',
          title: 'Get a short cold email',
          text: 'It opens in the editor. Send it yourself, from your own inbox.',
        },
      ],
      whatYouGet: [
        { id: 'short', text: 'A first-contact email of under 120 words, with a subject line' },
        { id: 'shape', text: 'One line about them, one about you and one clear ask' },
        { id: 'follow-ups', text: 'One or two polite follow-ups, if you ask for them' },
      ],
      forWhom: {
        heading: 'Who it helps',
        points: [
          { id: 'authors', text: 'Authors pitching podcasts, bloggers and book reviewers' },
          { id: 'freelancers', text: 'Freelancers and agencies looking for new clients' },
          { id: 'founders', text: 'Founders reaching out to possible partners' },
        ],
      },
      form: {
        label: 'Who are you writing to, and why?',
        placeholder: 'e.g. a podcast host, to be a guest about my gardening book',
        hint: 'One detail about the person makes the email feel personal.',
        submit: 'Write Your Cold Email',
        param: 'recipient',
        action: 'tool_coldEmail',
      },
      examples: {
        heading: 'Sample cold emails',
        items: [
          {
            id: 'podcast',
            input: 'A podcast host, to be a guest about my gardening book',
            output:
              'Subject: An episode idea for small-space growers. Hi Maya, your episode on balcony tomatoes is the reason I started growing food on my fire escape. I’ve just published Six Square Meters, a guide to growing in tiny spaces, and I’d love to share the three mistakes every balcony grower makes. Would a 30-minute chat in May work?',
          },
          {
            id: 'bakery',
            input: 'The marketing lead of a bakery chain, offering food photography',
            output:
              'Subject: Photos for the new sourdough range. Hi Tom, I saw your sourdough loaves launched last week, and the shop photos don’t do them justice yet. I photograph food for independent bakeries in Manchester. Could I send you three free sample edits of your current shots so you can judge for yourself?',
          },
          {
            id: 'reviewer',
            input: 'A book blogger, asking for a review of my debut thriller',
            output:
              'Subject: Review copy: a murder on the night ferry. Hi Ana, your post on locked-room mysteries last month made me think Cabin Twelve might be for you: one overnight ferry, one body and three hundred suspects. May I send you an advance PDF? No pressure to review if it isn’t your kind of book.',
          },
        ],
      },
      faq: [
        {
          id: 'length',
          question: 'How long should a cold email be?',
          answer:
            'Short, under 120 words: one line about them, one about you and one clear ask. The writer keeps to that by default.',
        },
        {
          id: 'allowed',
          question: 'Are there rules for cold emails?',
          answer:
            'They vary by country. Write to people in their professional role, say who you are, make it easy to opt out and never send in bulk to bought lists.',
        },
        {
          id: 'follow-ups',
          question: 'Can it write the follow-ups?',
          answer:
            'Yes. Ask for one or two polite follow-ups to send a few days later if you don’t hear back.',
        },
      ],
      related: ['emailWriter', 'audienceProblems', 'marketingStrategy'],
      cta: {
        heading: 'Pitch with a book in your hand',
        text: `A published book opens doors a cold email can’t. Write yours with Inkwell AI, from idea to a full draft of ${PAGES}.`,
        button: 'Start Free Trial',
        action: 'tool_coldEmail',
      },
    },
  },
} as const satisfies ToolsCopy;
