#!/usr/bin/env bash
# Build the one-folder desktop bundle of Razz Desktop from this checkout.
#
#   usage: packaging/build-bundle.sh [OUTDIR]        (default: dist)
#   result: OUTDIR/razz-desktop/razz-desktop         (run it; see packaging/README.md)
#
# A fresh virtual environment gets the checkout installed with its `bundle` extra
# (PyInstaller), so the bundle holds exactly what a wheel holds and nothing a developer
# happened to have installed. packaging/razz-desktop.spec collects every module of the
# package and all of its data. The build fails when PyInstaller reports a module it could
# not find or collect. The licences (ours, the third-party notices and the full texts they
# cite) are copied to the top of the bundle, where a user finds them.
# Environment: PYTHON (default python3), BUNDLE_WORK (scratch folder, default build/bundle).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "${1:-$root/dist}")"
work="$(realpath -m "${BUNDLE_WORK:-$root/build/bundle}")"
python="${PYTHON:-python3}"
start=$(date +%s)

rm -rf "$work" "$out/razz-desktop"
mkdir -p "$work" "$out"
"$python" -m venv "$work/venv"
# Install from a copy of the source (the tracked files of a git checkout, or everything in
# an unpacked sdist): setuptools' in-tree build/ folder keeps files of modules deleted since,
# and they would end up in the bundle.
mkdir -p "$work/src"
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$root" && git ls-files -z --cached --others --exclude-standard \
     | while IFS= read -r -d '' f; do if [ -e "$f" ]; then printf '%s\0' "$f"; fi; done \
     | xargs -0 cp --parents -t "$work/src")
else
  (cd "$root" && tar --exclude=./.venv --exclude=./build --exclude=./dist -cf - .) | tar -xf - -C "$work/src"
fi
PIP_DISABLE_PIP_VERSION_CHECK=1 "$work/venv/bin/pip" install -q "$work/src[bundle]"

log="$work/pyinstaller.log"
if ! (cd "$work" && "$work/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN \
      --distpath "$out" --workpath "$work/pyinstaller" "$work/src/packaging/razz-desktop.spec") >"$log" 2>&1; then
  cat "$log" >&2
  echo "build-bundle: PyInstaller failed (log above)" >&2
  exit 1
fi
# A module PyInstaller could not import while collecting is left out silently otherwise.
# One is left out on purpose: pyqtgraph's hook tries pyqtgraph.opengl (3-D plots), which needs
# PyOpenGL; the Statistics window draws 2-D charts only, and the spec excludes that package.
if grep -E "Hidden import .* not found|[Ff]ailed to collect submodules|collect_submodules.*(failed|error)" "$log" \
    | grep -v "Failed to collect submodules for 'pyqtgraph.opengl'" >&2; then
  echo "build-bundle: PyInstaller could not collect the modules above" >&2
  exit 1
fi

bundle="$out/razz-desktop"
"$work/venv/bin/python" "$work/src/packaging/copy_licences.py" "$work/src" "$bundle" "$work/pyinstaller"

elapsed=$(( $(date +%s) - start ))
size=$(du -sm "$bundle" | cut -f1)
echo "build-bundle: $bundle: ${size} MB, built in ${elapsed} s"
