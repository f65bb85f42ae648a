#!/usr/bin/env python3
"""Build the small font subsets shipped in server/fonts/ -- reproducible, no downloads besides Debian/PyPI packages.

Sources (Debian bookworm packages, all SIL Open Font License 1.1):
  fonts-noto-core 20201225-1            /usr/share/fonts/truetype/noto/NotoSans-{Regular,Bold}.ttf
                                        /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf
  fonts-noto-cjk  1:20220127+repack1-1  /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc (face 2 = Noto Sans CJK SC)
Tools: fontTools + brotli (pip), see make-fonts.sh.

Character sets are computed from Python's own codecs (no downloaded lists), e.g.
  GB2312 level 1 = gb2312 bytes B0A1..D7FE (3,755 most frequent hanzi), level 2 = D8A1..F7FE (3,008 more),
  JIS X 0208 level 1 kanji = euc_jp B0A1..CFFE (2,965), KS X 1001 hangul = euc_kr B0A1..C8FE (2,350),
  Big5 level 1 = big5 A440..C67E (5,401 common traditional hanzi).
CJK_SET (env) picks a '+'-joined combination; default "gb1+gb2" (all of GB2312).

Arabic: besides subsetting, one blank zero-width glyph is appended per Arabic code point U+06xx..U+08xx
and mapped at U+E000+cp (private use: U+E6xx..U+E8xx). invoice-pdf.ts uses them to give each character
of a ligature (e.g. lam-alef) its own glyph in the PDF so that text extraction returns the logical string
in every extractor (see splitRtlLigatures in server/features/commission/invoice-pdf.ts).
"""
import os, sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph
from fontTools.ttLib.woff2 import WOFF2FlavorData

NOTO = "/usr/share/fonts/truetype/noto"
CJK_TTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
CJK_FACE = 2  # Noto Sans CJK SC
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "fonts")
CJK_SET = os.environ.get("CJK_SET", "gb1+gb2")
FLAVOR = os.environ.get("FONT_FLAVOR", "woff2")  # "woff2" (smaller; decoded with node:zlib) or "ttf"

def r(a, b): return set(range(a, b + 1))

def dbcs(codec, lo, hi, trail=range(0xA1, 0xFF)):
    s = set()
    for b1 in range(lo, hi + 1):
        for b2 in trail:
            try:
                c = bytes([b1, b2]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(c) == 1: s.add(ord(c))
    return s

CJK_PARTS = {
    "gb1": lambda: dbcs("gb2312", 0xB0, 0xD7),
    "gb2": lambda: dbcs("gb2312", 0xD8, 0xF7),
    "jis1": lambda: dbcs("euc_jp", 0xB0, 0xCF),
    "hangul": lambda: dbcs("euc_kr", 0xB0, 0xC8),
    "big5": lambda: dbcs("big5", 0xA4, 0xC6, list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))),
}

ASCII = r(0x20, 0x7E)
LATIN = (ASCII | r(0xA0, 0x24F) | r(0x259, 0x259) | r(0x2B0, 0x2FF) | r(0x300, 0x36F)  # Latin-1, Ext-A/B, schwa, modifiers, combining
         | r(0x370, 0x3FF) | r(0x400, 0x45F) | r(0x490, 0x4FF)                         # Greek, Cyrillic (+ Ukrainian/Kazakh...)
         | r(0x1E00, 0x1EFF)                                                           # Latin Extended Additional (Vietnamese)
         | r(0x2000, 0x206F) | r(0x20A0, 0x20C0) | {0x2116, 0x2122, 0x2212, 0x25CC, 0xFFFD})
ARABIC = (r(0x600, 0x6FF) | r(0x750, 0x77F) | r(0x8A0, 0x8FF) | r(0xFB50, 0xFDFF) | r(0xFE70, 0xFEFF)
          | {0x20, 0xA0, 0x200C, 0x200D, 0x200E, 0x200F, 0x25CC})
CJK_COMMON = ASCII | dbcs("gb2312", 0xA1, 0xA9) | r(0x3000, 0x30FF) | r(0x31F0, 0x31FF) | r(0xFF00, 0xFFEF)

def subset_font(font, unicodes, features=None):
    o = subset.Options()
    if features is not None: o.layout_features = features
    o.name_IDs = ["*"]; o.name_languages = ["*"]      # keep copyright + licence records (OFL requires them)
    o.notdef_outline = True
    o.hinting = False                                 # PDF viewers don't need TrueType hints
    o.drop_tables += ["DSIG"]
    s = subset.Subsetter(o); s.populate(unicodes=unicodes); s.subset(font)
    return font

def add_zero_width_helpers(font):
    """Append one empty, (almost) zero-advance glyph per Arabic code point, cmapped at U+E000+cp."""
    cmap = font.getBestCmap()
    cps = sorted(cp for cp in cmap if 0x600 <= cp <= 0x8FF)
    order = font.getGlyphOrder()
    glyf, hmtx = font["glyf"], font["hmtx"]
    for cp in cps:
        name = f"zw.uni{cp:04X}"
        order.append(name)
        g = Glyph(); g.numberOfContours = 0
        glyf.glyphs[name] = g
        hmtx.metrics[name] = (1, 0)  # 1/1000 em: pdf.js ignores 0-width glyphs when tracking position
    font.setGlyphOrder(order)
    glyf.glyphOrder = order
    for t in font["cmap"].tables:
        if t.isUnicode():
            for cp in cps: t.cmap[0xE000 + cp] = f"zw.uni{cp:04X}"
    if "GDEF" in font and font["GDEF"].table.GlyphClassDef:
        for cp in cps: font["GDEF"].table.GlyphClassDef.classDefs[f"zw.uni{cp:04X}"] = 1  # base glyph
    return len(cps)

def save(font, path):
    font.flavor = "woff2" if FLAVOR == "woff2" else None
    if FLAVOR == "woff2":
        # No WOFF2 glyf/loca transform: fontkit (pdfkit) cannot subset a transformed glyf table
        # ("Cannot read properties of undefined (reading 'version')" in TTFSubset). Costs ~10 KB per font.
        font.flavorData = WOFF2FlavorData(transformedTables=[])
    font.save(path)
    print(f"{os.path.basename(path):32s} {len(font.getGlyphOrder()):6d} glyphs {os.path.getsize(path):10,d} bytes")

ext = "woff2" if FLAVOR == "woff2" else "ttf"
os.makedirs(OUT, exist_ok=True)
save(subset_font(TTFont(f"{NOTO}/NotoSans-Regular.ttf"), LATIN), f"{OUT}/NotoSans-Regular.{ext}")
save(subset_font(TTFont(f"{NOTO}/NotoSans-Bold.ttf"), LATIN), f"{OUT}/NotoSans-Bold.{ext}")
ar = subset_font(TTFont(f"{NOTO}/NotoSansArabic-Regular.ttf"), ARABIC)
n = add_zero_width_helpers(ar)
save(ar, f"{OUT}/NotoSansArabic-Regular.{ext}")
cjk = set(CJK_COMMON)
for part in CJK_SET.split("+"): cjk |= CJK_PARTS[part]()
# No OpenType layout features for CJK: they would pull in thousands of vertical/locl variant glyphs.
save(subset_font(TTFont(CJK_TTC, fontNumber=CJK_FACE), cjk, features=[]),
     f"{OUT}/NotoSansCJKsc-Regular.{'woff2' if FLAVOR == 'woff2' else 'otf'}")
print(f"(Arabic: {n} zero-width helper glyphs; CJK_SET={CJK_SET}: {len(cjk)} code points)")
