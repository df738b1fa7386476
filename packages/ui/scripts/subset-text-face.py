"""Writes the text face's core files, src/theme/fonts/inter-core-<weight>.woff2.

The core is fontsource's Latin file of Inter (variable weight) cut down to the characters the
sites' copy uses in English and Spanish: every glyph, every layout feature a browser applies by
default (kerning, contextual alternates) and `tnum` (tabular figures, which components ask for) is
kept as it is. It is then fixed at each weight the theme names, one static file per weight (about
12 KB each): a browser lays out text in a variable font's non-default weights far more slowly than
in a static font (docs/ARCHITECTURE.md "Styling"). The characters and the weights are
the `core` part of TEXT_FACE (src/theme/fontFace.ts), read from there; the rest of the Latin file
stays a variable second face that only a page with one of those characters loads.

Run it after changing that range, those weights or the fontsource version, from packages/ui:

    python3 -m pip install fonttools brotli
    python3 scripts/subset-text-face.py
"""

import pathlib
import re

from fontTools import subset
from fontTools.varLib import instancer

here = pathlib.Path(__file__).resolve().parent.parent
face = (here / "src/theme/fontFace.ts").read_text()
core = re.search(r"core:\s*\{(.*?)\n  \}", face, re.S).group(1)
core_range = re.search(r"unicodeRange:\s*'([^']+)'", core).group(1)
weights = [int(w) for w in re.findall(r"instance:\s*(\d+)", core)]
source = next(here.glob("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
fonts = here / "src/theme/fonts"

options = subset.Options()
options.flavor = "woff2"
# The features a browser applies without being asked, and the one our CSS asks for.
options.layout_features = [
    *("calt", "ccmp", "clig", "curs", "kern", "liga", "locl", "mark", "mkmk", "rclt", "rlig"),
    *("rvrn", "tnum"),
]
for old in fonts.glob("inter-core-*.woff2"):
    old.unlink()
for weight in weights:
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(core_range.replace("U+", "")))
    subsetter.subset(font)
    static = instancer.instantiateVariableFont(font, {"wght": weight}, updateFontNames=True)
    target = fonts / f"inter-core-{weight}.woff2"
    subset.save_font(static, str(target), options)
    print(f"{target.relative_to(here)}: {target.stat().st_size} bytes, {len(static.getGlyphOrder())} glyphs")
