#!/usr/bin/env python3
"""Lists public symbols without a doc comment in the symbol graphs given (directories or
files); exits 1 when there are any. Used by Scripts/check-docs.sh."""
import json, os, sys

missing = []
for root in sys.argv[1:]:
    files = [root] if root.endswith('.json') else [os.path.join(root, f) for f in os.listdir(root) if f.endswith('.symbols.json')]
    for path in files:
        graph = json.load(open(path))
        module = graph['module']['name']
        for symbol in graph['symbols']:
            if symbol.get('accessLevel') not in ('public', 'open'):
                continue
            # synthesized members (Hashable and the like) have no place in the source
            if 'location' not in symbol:
                continue
            if symbol.get('docComment') or symbol['kind']['identifier'] in ('swift.extension',):
                continue
            identifier = symbol['identifier']['precise']
            name = '.'.join(symbol['pathComponents'])
            missing.append(f'{module}: {name} ({symbol["kind"]["displayName"]})')
for line in sorted(set(missing)):
    print(line)
sys.exit(1 if missing else 0)
