"""Writes the text face's core file, src/theme/fonts/inter-core-wght-normal.woff2.

The core is fontsource's Latin file of Inter (variable weight) cut down to the characters the
sites' copy uses in English and Spanish: every glyph, every layout feature a browser applies by
default (kerning, contextual alternates) and `tnum` (tabular figures, which components ask for) is kept
as it is, so text renders exactly as in the whole file, in about 27 KB instead of 48 KB. The
characters are the `core` range of TEXT_FACE (src/theme/fontFace.ts), read from there; the rest
of the Latin file stays a second face that only a page with one of those characters loads.

Run it after changing that range or the fontsource version, from packages/ui:

    python3 -m pip install fonttools brotli
    python3 scripts/subset-text-face.py
"""

import pathlib
import re

from fontTools import subset

here = pathlib.Path(__file__).resolve().parent.parent
face = (here / "src/theme/fontFace.ts").read_text()
core_range = re.search(r"core:\s*\{[^}]*unicodeRange:\s*'([^']+)'", face).group(1)
source = next(here.glob("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
target = here / "src/theme/fonts/inter-core-wght-normal.woff2"

options = subset.Options()
options.flavor = "woff2"
# The features a browser applies without being asked, and the one our CSS asks for.
options.layout_features = [
    *("calt", "ccmp", "clig", "curs", "kern", "liga", "locl", "mark", "mkmk", "rclt", "rlig"),
    *("rvrn", "tnum"),
]
font = subset.load_font(str(source), options)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=subset.parse_unicodes(core_range.replace("U+", "")))
subsetter.subset(font)
subset.save_font(font, str(target), options)
print(f"{target.relative_to(here)}: {target.stat().st_size} bytes, {len(font.getGlyphOrder())} glyphs")
