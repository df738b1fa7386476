import type { CSSProperties, ReactNode } from 'react';

/**
 * The sample page of each PDF template (docs/PRODUCT.md §2.2 item 5), drawn in a 210×297 viewBox (A4 in
 * mm). Text is suggested by bars, so the page needs no copy in any language; colours come from the
 * template's data through the custom properties of `PDF_COLOUR_PROPERTIES`, which the card sets and
 * the drawing inherits, so one drawing serves any palette. Each key has its own layout,
 * recognisable at thumbnail size. Pages load the drawings as one cached sprite file
 * (`assets/pdf-pages/pdf-pages.svg`), which sees no class of the page: paint is inline style.
 */

/** The eight template keys of docs/PRODUCT.md §2.2 item 5. */
export const PDF_TEMPLATE_KEYS = [
  'modern',
  'elegant',
  'creative',
  'professional',
  'nature',
  'luxury',
  'academic',
  'magazine',
] as const;

export type PdfTemplateKey = (typeof PDF_TEMPLATE_KEYS)[number];

/** The four colours of a template (docs/PRODUCT.md §3.3) and the custom property each is set on. */
export const PDF_COLOUR_PROPERTIES = {
  primary: '--pdf-primary',
  secondary: '--pdf-secondary',
  accent: '--pdf-accent',
  text: '--pdf-text',
} as const;

type Colour = keyof typeof PDF_COLOUR_PROPERTIES;
const paint = (make: (value: string) => CSSProperties) =>
  Object.fromEntries(
    Object.entries(PDF_COLOUR_PROPERTIES).map(([name, property]) => [
      name,
      make(`var(${property})`),
    ]),
  ) as Record<Colour, CSSProperties>;

/** Fill with a template colour. */
const f = paint((value) => ({ fill: value }));
/** Stroke with a template colour, no fill. */
const s = paint((value) => ({ stroke: value, fill: 'none' }));

// Sample page typography is artwork: a serif for the literary templates.
const SERIF = "Georgia, 'Times New Roman', Times, serif";

interface LinesProps {
  x: number;
  y: number;
  width: number;
  count: number;
  /** Distance between lines. @default 7 */
  gap?: number;
  /** Bar height. @default 2.4 */
  height?: number;
  /** Centre each line on `x + width / 2`. @default false */
  centred?: boolean;
  /** The first `indent.lines` lines start `indent.by` further in (a drop cap beside them). */
  indent?: { lines: number; by: number };
  /** Paint of the bars. @default the template's text colour */
  style?: CSSProperties;
  /** @default 0.42 */
  opacity?: number;
}

/** A paragraph: ragged bars, the last one short. Widths vary by index, never at random. */
function Lines({
  x,
  y,
  width,
  count,
  gap = 7,
  height = 2.4,
  centred = false,
  indent,
  style = f.text,
  opacity = 0.42,
}: LinesProps) {
  return (
    <g style={style} opacity={opacity}>
      {Array.from({ length: count }, (_, i) => {
        const shift = indent && i < indent.lines ? indent.by : 0;
        const ragged = i === count - 1 ? 0.55 : 1 - ((i * 3) % 4) * 0.035;
        const w = (width - shift) * ragged;
        const left = centred ? x + (width - w) / 2 : x + shift;
        return <rect key={i} x={left} y={y + i * gap} width={w} height={height} rx={height / 2} />;
      })}
    </g>
  );
}

/** A large opening quotation mark, drawn as a glyph (not copy: the same in every language). */
function QuoteMark({
  x,
  y,
  size,
  style,
}: {
  x: number;
  y: number;
  size: number;
  style: CSSProperties;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontFamily={SERIF} style={style}>
      {'\u201C'}
    </text>
  );
}

const pages: Record<PdfTemplateKey, () => ReactNode> = {
  // Modern Minimalist: wide margins, one accent rule, a quote set off by a thin bar.
  modern: () => (
    <>
      <rect width="210" height="297" fill="#ffffff" />
      <rect x="28" y="30" width="6" height="6" style={f.accent} />
      <rect x="28" y="46" width="118" height="9" rx="1" style={f.primary} />
      <rect x="28" y="59" width="74" height="9" rx="1" style={f.primary} />
      <rect x="28" y="78" width="22" height="1.6" style={f.accent} />
      <Lines x={28} y={92} width={154} count={9} />
      <rect x="28" y="162" width="2" height="32" style={f.accent} />
      <Lines
        x={38}
        y={165}
        width={120}
        count={3}
        gap={9}
        height={4}
        style={f.primary}
        opacity={0.9}
      />
      <Lines x={28} y={208} width={154} count={8} />
      <rect x="28" y="272" width="154" height=".6" style={f.secondary} opacity=".5" />
      <rect x="174" y="278" width="8" height="2.4" style={f.secondary} />
    </>
  ),
  // Elegant Serif: centred title, ornaments, a drop cap and a centred quote.
  elegant: () => (
    <>
      <rect width="210" height="297" fill="#fffdf8" />
      <Lines
        x={40}
        y={34}
        width={130}
        count={2}
        gap={11}
        height={6}
        centred
        style={f.primary}
        opacity={1}
      />
      <path d="M70 66h28M112 66h28" strokeWidth=".7" style={s.secondary} />
      <path d="M105 62l4 4-4 4-4-4z" style={f.accent} />
      <rect x="30" y="84" width="18" height="18" style={f.accent} />
      <Lines x={30} y={85} width={150} count={8} indent={{ lines: 3, by: 24 }} />
      <QuoteMark x={94} y={168} size={34} style={f.accent} />
      <Lines
        x={48}
        y={164}
        width={114}
        count={3}
        gap={8}
        height={3.4}
        centred
        style={f.primary}
        opacity={0.85}
      />
      <path d="M80 198h50" strokeWidth=".6" style={s.secondary} />
      <Lines x={30} y={210} width={150} count={8} />
      <path d="M99 280h12" strokeWidth=".8" style={s.accent} />
    </>
  ),
  // Creative Studio: colour blobs, a pill heading and a rounded quote card.
  creative: () => (
    <>
      <rect width="210" height="297" fill="#ffffff" />
      <circle cx="186" cy="18" r="58" style={f.secondary} opacity=".85" />
      <circle cx="24" cy="282" r="40" style={f.accent} opacity=".9" />
      <rect x="22" y="36" width="118" height="24" rx="12" style={f.primary} />
      <rect x="34" y="45.5" width="80" height="5" rx="2.5" fill="#ffffff" />
      <circle cx="152" cy="48" r="6" style={f.accent} />
      <Lines x={22} y={76} width={166} count={7} />
      <rect x="22" y="130" width="166" height="52" rx="14" style={f.accent} opacity=".28" />
      <Lines
        x={36}
        y={142}
        width={136}
        count={3}
        gap={10}
        height={4.4}
        style={f.primary}
        opacity={1}
      />
      <Lines x={22} y={198} width={166} count={7} />
      <rect x="120" y="254" width="68" height="18" rx="9" style={f.secondary} opacity=".5" />
    </>
  ),
  // Corporate Professional: a solid header band, a numbered section, a data table and a boxed quote.
  professional: () => (
    <>
      <rect width="210" height="297" fill="#ffffff" />
      <rect width="210" height="58" style={f.primary} />
      <rect x="24" y="20" width="112" height="8" rx="1" fill="#ffffff" />
      <rect x="24" y="34" width="70" height="4" rx="1" fill="#ffffff" opacity=".65" />
      <rect x="24" y="72" width="10" height="10" style={f.accent} />
      <rect x="40" y="74" width="80" height="6" rx="1" style={f.primary} />
      <Lines x={24} y={92} width={162} count={4} />
      <rect x="24" y="124" width="162" height="10" style={f.secondary} opacity=".25" />
      <g strokeWidth=".6" style={s.secondary}>
        <rect x="24" y="124" width="162" height="50" />
        <path d="M24 134h162M24 147h162M24 160h162M78 124v50M132 124v50" />
      </g>
      <rect x="24" y="186" width="162" height="30" style={f.secondary} opacity=".08" />
      <rect x="24" y="186" width="3" height="30" style={f.accent} />
      <Lines
        x={34}
        y={193}
        width={140}
        count={2}
        gap={8}
        height={3.6}
        style={f.primary}
        opacity={0.9}
      />
      <Lines x={24} y={228} width={162} count={6} />
      <rect y="283" width="210" height="14" style={f.primary} />
    </>
  ),
  // Nature Inspired: leaves in the corner, a wavy divider and a leaf beside the quote.
  nature: () => (
    <>
      <rect width="210" height="297" fill="#fbfaf4" />
      <g>
        <ellipse cx="182" cy="22" rx="10" ry="26" transform="rotate(40 182 22)" style={f.accent} />
        <ellipse
          cx="196"
          cy="42"
          rx="8"
          ry="20"
          transform="rotate(75 196 42)"
          style={f.primary}
          opacity=".85"
        />
        <ellipse
          cx="166"
          cy="8"
          rx="6"
          ry="16"
          transform="rotate(10 166 8)"
          style={f.secondary}
          opacity=".7"
        />
      </g>
      <rect x="26" y="40" width="112" height="9" rx="4.5" style={f.primary} />
      <rect x="26" y="54" width="64" height="5" rx="2.5" style={f.secondary} opacity=".7" />
      <path d="M26 72q8-5 16 0t16 0 16 0 16 0" strokeWidth="1.4" style={s.accent} />
      <Lines x={26} y={86} width={158} count={8} />
      <ellipse cx="34" cy="164" rx="5" ry="10" transform="rotate(-30 34 164)" style={f.accent} />
      <Lines
        x={46}
        y={158}
        width={130}
        count={3}
        gap={8}
        height={3.6}
        style={f.primary}
        opacity={0.9}
      />
      <Lines x={26} y={196} width={158} count={7} />
      <path d="M0 270q52-18 105 0t105 0v27H0z" style={f.primary} opacity=".14" />
      <path d="M0 282q52-12 105 0t105 0v15H0z" style={f.accent} opacity=".35" />
    </>
  ),
  // Luxury Edition: a dark title panel with gold spaced capitals, fine frames and ornaments.
  luxury: () => (
    <>
      <rect width="210" height="297" fill="#fbf8f1" />
      <rect x="10" y="10" width="190" height="277" strokeWidth="1.2" style={s.primary} />
      <rect x="14" y="14" width="182" height="269" strokeWidth=".5" style={s.accent} />
      <rect x="14" y="14" width="182" height="82" style={f.primary} />
      <g style={f.accent}>
        {Array.from({ length: 9 }, (_, i) => (
          <rect key={i} x={49 + i * 13} y="42" width="8" height="9" />
        ))}
        <path d="M105 62l4 4-4 4-4-4z" />
      </g>
      <path d="M62 66h34M114 66h34" strokeWidth=".6" style={s.accent} />
      <Lines x={32} y={112} width={146} count={6} />
      <path d="M70 164h70" strokeWidth=".6" style={s.accent} />
      <Lines
        x={50}
        y={172}
        width={110}
        count={2}
        gap={9}
        height={3.4}
        centred
        style={f.primary}
        opacity={0.9}
      />
      <path d="M70 196h70" strokeWidth=".6" style={s.accent} />
      <Lines x={32} y={210} width={146} count={7} />
      <path d="M105 266l3 3-3 3-3-3z" style={f.accent} />
    </>
  ),
  // Academic Journal: centred title and authors, an abstract box, two columns, footnotes.
  academic: () => (
    <>
      <rect width="210" height="297" fill="#ffffff" />
      <Lines
        x={34}
        y={24}
        width={142}
        count={2}
        gap={9}
        height={5}
        centred
        style={f.primary}
        opacity={1}
      />
      <Lines
        x={60}
        y={46}
        width={90}
        count={1}
        height={2.6}
        centred
        style={f.secondary}
        opacity={0.9}
      />
      <rect x="22" y="58" width="166" height="34" style={f.secondary} opacity=".1" />
      <Lines x={28} y={64} width={154} count={4} gap={6} height={2} />
      <rect x="22" y="102" width="6" height="5" style={f.accent} />
      <rect x="31" y="102" width="44" height="5" style={f.primary} />
      <Lines x={22} y={114} width={78} count={12} gap={6} height={2} />
      <rect x="22" y="190" width="1.6" height="24" style={f.accent} />
      <Lines
        x={27}
        y={192}
        width={70}
        count={3}
        gap={7}
        height={2.6}
        style={f.primary}
        opacity={0.75}
      />
      <Lines x={22} y={222} width={78} count={5} gap={6} height={2} />
      <rect x="110" y="102" width="6" height="5" style={f.accent} />
      <rect x="119" y="102" width="52" height="5" style={f.primary} />
      <Lines x={110} y={114} width={78} count={22} gap={6} height={2} />
      <rect x="22" y="256" width="50" height=".6" style={f.secondary} />
      <Lines x={22} y={262} width={166} count={3} gap={5} height={1.6} opacity={0.3} />
    </>
  ),
  // Magazine Style: an image-led opener, a huge headline, a big pull quote and columns.
  magazine: () => (
    <>
      <rect width="210" height="297" fill="#ffffff" />
      <rect width="210" height="104" style={f.primary} />
      <circle cx="150" cy="58" r="46" style={f.accent} opacity=".75" />
      <circle cx="58" cy="60" r="40" style={f.secondary} opacity=".35" />
      <rect x="18" y="112" width="30" height="5" style={f.accent} />
      <rect x="18" y="122" width="174" height="15" style={f.secondary} />
      <rect x="18" y="141" width="120" height="15" style={f.secondary} />
      <Lines x={18} y={168} width={84} count={10} gap={6.5} height={2.2} />
      <QuoteMark x={108} y={196} size={56} style={f.primary} />
      <Lines
        x={112}
        y={190}
        width={80}
        count={3}
        gap={10}
        height={5}
        style={f.primary}
        opacity={1}
      />
      <Lines x={108} y={232} width={84} count={6} gap={6.5} height={2.2} />
      <Lines x={18} y={240} width={84} count={5} gap={6.5} height={2.2} />
    </>
  ),
};

/** Whether a key names one of the eight layouts. */
export const isPdfTemplateKey = (key: string): key is PdfTemplateKey =>
  (PDF_TEMPLATE_KEYS as readonly string[]).includes(key);

/** The sample page of a template key; an unknown key falls back to the modern layout. */
export function PdfSamplePage({ templateKey }: { templateKey: string }) {
  const draw = pages[isPdfTemplateKey(templateKey) ? templateKey : 'modern'];
  return <>{draw()}</>;
}
