#!/usr/bin/env bash
# Per-user desktop integration for an installed Razz Desktop: a menu entry,
# AppStream metainfo and the icon under ~/.local/share. Exec= gets the
# absolute path of the razz-desktop script so the entry works without the
# virtual environment on PATH.
#   usage: packaging/linux/install-desktop-entry.sh [/path/to/razz-desktop]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exe="${1:-$(command -v razz-desktop || true)}"
if [ -z "$exe" ] || [ ! -x "$exe" ]; then
  echo "razz-desktop not found: pass the path of the installed script (e.g. .venv/bin/razz-desktop)" >&2
  exit 2
fi
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
sed "s|^Exec=.*|Exec=$exe|" "$here/razz-desktop.desktop" > "$data/applications/razz-desktop.desktop"
cp "$here/io.github.razz_desktop.RazzDesktop.metainfo.xml" "$data/metainfo/"
cp "$here/../icons/razz-desktop.svg" "$data/icons/hicolor/scalable/apps/razz-desktop.svg"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Installed the Razz Desktop menu entry for $exe"
