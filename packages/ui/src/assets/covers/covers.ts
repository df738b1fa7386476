/**
 * The artwork of cover templates 1-4, which docs/PRODUCT.md §3.2 and §9.9 call image files, unlike the
 * 16 generated vector previews. `cover-1.svg`…`cover-4.svg` beside this module are the files a
 * designer opens; these strings are the same bytes (a test keeps them equal) and ship inside the
 * JavaScript as data URIs, so no asset pipeline, request or CDN path is needed and a prerendered
 * page shows them at once. The artwork leaves room for the title and author, which the preview draws
 * on top in the page's own font.
 */

const classic = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300">
<title>Classic cover template artwork</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dfae"/><stop offset="1" stop-color="#e9a86b"/></linearGradient>
</defs>
<rect width="200" height="300" fill="#f5eedc"/>
<rect x="8" y="8" width="184" height="284" fill="none" stroke="#6b1e2a" stroke-width="2"/>
<rect x="13" y="13" width="174" height="274" fill="none" stroke="#6b1e2a" stroke-width=".6"/>
<path d="M70 104h24m12 0h24" stroke="#6b1e2a" stroke-width=".8"/>
<path d="M100 100l4 4-4 4-4-4z" fill="#6b1e2a"/>
<rect x="38" y="116" width="124" height="112" fill="url(#sky)"/>
<circle cx="118" cy="160" r="15" fill="#fdf3d8"/>
<path d="M38 196q20-22 42-10t40-4 42 2v44H38z" fill="#9aa56b"/>
<path d="M38 210q26-16 52-4t46-6 26 0v28H38z" fill="#5d6e45"/>
<path d="M38 222q40-10 80-2t44-2v10H38z" fill="#3f4d31"/>
<path d="M60 146q4-3 7 0 3-3 7 0M78 138q3-2 5 0 3-2 5 0" fill="none" stroke="#4a2a1e" stroke-width=".9" stroke-linecap="round"/>
<rect x="38" y="116" width="124" height="112" fill="none" stroke="#6b1e2a" stroke-width="1.4"/>
<rect x="34" y="112" width="132" height="120" fill="none" stroke="#6b1e2a" stroke-width=".5"/>
<rect x="13" y="246" width="174" height="32" fill="#6b1e2a"/>
<path d="M24 262h12m128 0h12" stroke="#e9c98f" stroke-width=".7"/>
</svg>`;

const modern = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300">
<title>Modern cover template artwork</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a6dcef"/><stop offset=".55" stop-color="#4f8fbf"/><stop offset="1" stop-color="#1d3f66"/></linearGradient>
<radialGradient id="glow" cx=".72" cy=".2" r=".35"><stop offset="0" stop-color="#fff7d6"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
</defs>
<rect width="200" height="300" fill="url(#sky)"/>
<rect width="200" height="300" fill="url(#glow)"/>
<circle cx="146" cy="62" r="18" fill="#fff4c9"/>
<path d="M0 150h18v-30h16v18h14V96h20v40h12v-22h18v48h14V84h22v52h12v-24h18v26h16v172H0z" fill="#274f78"/>
<path d="M0 176h12v-14h20v26h16v-38h22v30h18v-18h20v36h16v-44h24v26h20v-12h12v132H0z" fill="#173a5e"/>
<g fill="#8cc4e6" opacity=".7"><rect x="52" y="102" width="3" height="4"/><rect x="60" y="102" width="3" height="4"/><rect x="52" y="112" width="3" height="4"/><rect x="146" y="92" width="3" height="4"/><rect x="154" y="92" width="3" height="4"/><rect x="146" y="102" width="3" height="4"/><rect x="154" y="112" width="3" height="4"/></g>
<rect x="0" y="162" width="158" height="114" fill="#d9442b"/>
<rect x="14" y="174" width="26" height="3" fill="#ffffff"/>
<rect x="158" y="262" width="42" height="14" fill="#0f2740"/>
</svg>`;

const elegant = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300">
<title>Elegant cover template artwork</title>
<defs>
<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#2c2653"/><stop offset="1" stop-color="#0e0c21"/></radialGradient>
</defs>
<rect width="200" height="300" fill="url(#bg)"/>
<rect x="12" y="12" width="176" height="276" fill="none" stroke="#c9a45c" stroke-width=".9"/>
<rect x="17" y="17" width="166" height="266" fill="none" stroke="#c9a45c" stroke-width=".35"/>
<g fill="none" stroke="#c9a45c" stroke-width=".6">
<path d="M56 96a44 44 0 0 1 88 0M66 96a34 34 0 0 1 68 0M76 96a24 24 0 0 1 48 0"/>
<path d="M100 96V52M100 96L69 65M100 96L131 65M100 96L58 85M100 96L142 85" stroke-width=".4"/>
<path d="M40 96h120" stroke-width=".5"/>
</g>
<circle cx="100" cy="96" r="3" fill="#c9a45c"/>
<g fill="#c9a45c"><path d="M100 200l5 5-5 5-5-5z"/><circle cx="86" cy="205" r="1.2"/><circle cx="114" cy="205" r="1.2"/></g>
<path d="M50 205h30m40 0h30" stroke="#c9a45c" stroke-width=".5"/>
<g fill="none" stroke="#c9a45c" stroke-width=".6"><path d="M17 34q10 0 17-17M183 34q-10 0-17-17M17 266q10 0 17 17M183 266q-10 0-17 17"/></g>
</svg>`;

const bold = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300">
<title>Bold cover template artwork</title>
<rect width="200" height="300" fill="#ffd21f"/>
<circle cx="188" cy="240" r="80" fill="#111111"/>
<path d="M0 214L200 168v22L0 236z" fill="#e3262c"/>
<circle cx="188" cy="240" r="42" fill="none" stroke="#ffd21f" stroke-width="3"/>
<rect x="14" y="268" width="10" height="10" fill="#111111"/>
</svg>`;

/** The four image templates' SVG source, by template id. */
export const COVER_IMAGE_SVGS = { 1: classic, 2: modern, 3: elegant, 4: bold } as const;

export type CoverImageId = keyof typeof COVER_IMAGE_SVGS;

/** The ids of the templates drawn from an image file (docs/PRODUCT.md §9.9: 4 image, 16 vector). */
export const COVER_IMAGE_IDS = [1, 2, 3, 4] as const satisfies readonly CoverImageId[];

// Only the characters a data URI cannot hold are escaped; the rest stays readable and compresses well.
const toDataUri = (svg: string): string =>
  `data:image/svg+xml,${svg
    .replace(/\n/g, '')
    .replace(/"/g, "'")
    .replace(/[%#<>{}]/g, (c) => encodeURIComponent(c))}`;

/** The image templates as `data:` URIs, ready for `<img src>`. Computed once, at import, purely. */
export const COVER_IMAGE_SRC: Readonly<Record<CoverImageId, string>> = {
  1: toDataUri(classic),
  2: toDataUri(modern),
  3: toDataUri(elegant),
  4: toDataUri(bold),
};
