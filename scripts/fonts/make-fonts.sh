#!/usr/bin/env bash
# Makes server/fonts/ again from Debian's Noto packages (SIL Open Font Licence): the invoices' fonts, subset to what
# names need (Latin with accents, Cyrillic, Greek, Arabic, all of GB2312's Chinese and Japanese kana) and stored as
# WOFF2, with the zero-width helper glyphs the Arabic font needs for text extraction (see make-fonts.py).
# Run as root on Debian bookworm:   bash scripts/fonts/make-fonts.sh
#   CJK_SET=gb1 bash scripts/fonts/make-fonts.sh   a smaller Chinese font: GB2312 level 1 only (misses some name characters)
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || [ ! -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ]; then
  apt-get update && apt-get install -y --no-install-recommends fonts-noto-core fonts-noto-cjk
fi
dpkg-query -W fonts-noto-core fonts-noto-cjk
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/pip install -q 'fonttools==4.66.1' 'brotli==1.2.0'
out=../../server/fonts
rm -rf "$out" && mkdir -p "$out"
.venv/bin/python make-fonts.py "$out"
cp /usr/share/doc/fonts-noto-core/copyright "$out/LICENSE-noto-core.txt"
cp /usr/share/doc/fonts-noto-cjk/copyright "$out/LICENSE-noto-cjk.txt"
ls -l "$out"
