#!/usr/bin/env bash
# Checks every relative link in the README and the other Markdown files resolves inside the
# repository, that no link points outside it, and that nothing mentions the team's contract
# files (see Scripts/check_links.py). DocC's own <doc:…> links are checked by
# Scripts/check-docs.sh, which builds the catalogs with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/check_links.py . && echo "links: every link resolves inside the repository"
