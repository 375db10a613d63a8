#!/usr/bin/env bash
# Proves bk-events works as a versioned dependency: copies the checkout's files (committed or
# not, ignored ones left out) into a temporary git repository named bk-events, tags it with the
# version at the top of CHANGELOG.md (the only tag there), and builds Scripts/consumer — a
# package that depends on it with `from:` as a user's does — then runs its Swift Testing tests.
# Fails when SwiftPM refuses the package (unsafe flags, say) or the tests fail. Prints the
# consumer's clean debug build time. Nothing is tagged in the checkout itself.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -nE 's/^## \[?([0-9]+\.[0-9]+\.[0-9]+)\]?.*/\1/p' "$root/CHANGELOG.md" | head -1)
[ -n "$version" ] || { echo "check-consumer: no version heading (## X.Y.Z) in CHANGELOG.md" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The package as it would be released: the working tree's files, in a repository of its own.
repo=$work/bk-events
mkdir "$repo"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done) | (cd "$root" && tar --null -T - -cf -) | tar -C "$repo" -xf -
git -C "$repo" init -q
git -C "$repo" add -A
git -C "$repo" -c user.name=check-consumer -c user.email=check-consumer@localhost commit -qm "bk-events $version"
git -C "$repo" tag "$version"

consumer=$work/consumer
cp -R "$root/Scripts/consumer" "$consumer"
sed -e "s|@URL@|$repo|" -e "s|@VERSION@|$version|" "$consumer/Package.swift.in" > "$consumer/Package.swift"
rm "$consumer/Package.swift.in"

cd "$consumer"
start=$(date +%s.%N)
swift build --build-tests 2>&1 | tee "$work/build.log"
end=$(date +%s.%N)
if grep -E "(warning|error):" "$work/build.log"; then echo "check-consumer: the consumer's build has warnings" >&2; exit 1; fi
swift test --skip-build
awk -v s="$start" -v e="$end" -v v="$version" \
    'BEGIN { printf "consumer: depends on bk-events from: \"%s\"; clean debug build with tests %.1f s; tests pass\n", v, e - s }'
