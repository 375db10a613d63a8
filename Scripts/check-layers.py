#!/usr/bin/env python3
"""Checks that the package's modules stay layered (issue 30): arrows point down only.

Reads Package.swift's targets and their dependencies (`swift package dump-package`) and every
`import` line of every Swift file under each target's folder, and fails when
- a target imports a module of this package it does not declare as a dependency;
- a target imports a module that is neither of this package nor one of the system modules
  its layer may use (the models use only Glibc / Darwin / Musl, Dispatch and Synchronization: no
  Foundation);
- a target depends on a target of its own layer or of a higher one (LAYERS below);
- a target is in no layer (a new target says where it stands here first).

Usage: check-layers.py [PACKAGE_DIR]   (CI runs it from .ci/run; exit 1 on a violation)
       check-layers.py --dump-file FILE [PACKAGE_DIR]   (reads a saved dump-package JSON)"""
import json, os, re, subprocess, sys

# Lower numbers are lower layers: a target may depend only on targets of lower layers.
LAYERS = {
    'ControlModel': 0,
    'GestureModel': 1,
    'HeadlessUIKitNames': 2,
    'HeadlessUIKit': 3,
    'SceneFiles': 2,
    'Recordings': 3,
    'Replay': 4,
    'CorpusTesting': 5,
    'GestureMaps': 5,
    'TraceTools': 5,
    'bk-events': 6,
    'TestSupport': 6,
    'TestFixtures': 6,
}
# Test targets sit above everything, and may import what they test.
TEST_LAYER = 7

PLATFORM = {'Glibc', 'Darwin', 'Musl'}
# The system modules each kind of target may import, besides the platform's C library.
SYSTEM = {
    'model': PLATFORM | {'Synchronization', 'Dispatch'},
    'tool': PLATFORM | {'Synchronization', 'Dispatch'},
    # (UIKit: the HeadlessUIKit fixture compiles against the real UIKit where there is one)
    'test': PLATFORM | {'Synchronization', 'Dispatch', 'Foundation', 'FoundationXML', 'Testing', 'XCTest', 'UIKit'},
    # HeadlessUIKit stands in for UIKit, whose import brings Foundation: it re-exports it (the
    # models below it stay without)
    'adapter': PLATFORM | {'Synchronization', 'Dispatch', 'Foundation'},
}
MODEL_TARGETS = {'ControlModel', 'GestureModel', 'HeadlessUIKitNames'}
ADAPTER_TARGETS = {'HeadlessUIKit'}
# Helper targets only test targets use: they may import what tests import.
TEST_HELPERS = {'TestFixtures'}

IMPORT = re.compile(r'^\s*(?:@\w+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|func|var|let)\s+)?(\w+)')


def load(package_dir, dump_file):
    if dump_file:
        return json.load(open(dump_file))
    out = subprocess.run(['swift', 'package', '--package-path', package_dir, 'dump-package'],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def dependency_names(target):
    names = []
    for dependency in target.get('dependencies', []):
        for kind in ('byName', 'target', 'product'):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def target_folder(package_dir, target):
    if target.get('path'):
        return os.path.join(package_dir, target['path'])
    base = 'Tests' if target['type'] == 'test' else 'Sources'
    return os.path.join(package_dir, base, target['name'])


def imports(folder):
    """(file, line number, module) for every import line of the Swift files under folder."""
    for directory, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding='utf-8') as file:
                for number, line in enumerate(file, 1):
                    match = IMPORT.match(line)
                    if match:
                        yield path, number, match.group(1)


def main():
    args = sys.argv[1:]
    dump_file = None
    if args[:1] == ['--dump-file']:
        dump_file, args = args[1], args[2:]
    package_dir = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    package = load(package_dir, dump_file)
    targets = {target['name']: target for target in package['targets']}
    problems = []
    for name, target in sorted(targets.items()):
        is_test = target['type'] == 'test'
        layer = TEST_LAYER if is_test else LAYERS.get(name)
        if layer is None:
            problems.append(f"Package.swift: target {name} is in no layer: add it to LAYERS in {sys.argv[0]}")
            continue
        declared = set(dependency_names(target))
        for dependency in sorted(declared):
            if dependency not in targets:
                continue  # another package's product: its own layering is its own business
            below = TEST_LAYER if targets[dependency]['type'] == 'test' else LAYERS.get(dependency)
            if below is not None and below >= layer:
                problems.append(f"Package.swift: {name} (layer {layer}) depends on {dependency} (layer {below}): "
                                "arrows point down only")
        kind = ('test' if is_test or name in TEST_HELPERS else 'model' if name in MODEL_TARGETS
                else 'adapter' if name in ADAPTER_TARGETS else 'tool')
        own = {name.replace('-', '_')}
        for path, number, module in imports(target_folder(package_dir, target)):
            where = f"{os.path.relpath(path, package_dir)}:{number}"
            if module in own:
                continue
            if module in targets or module.replace('_', '-') in targets:
                if module not in declared and module.replace('_', '-') not in declared:
                    problems.append(f"{where}: {name} imports {module}, which it does not depend on in Package.swift")
            elif module not in SYSTEM[kind] and module not in declared:
                problems.append(f"{where}: {name} imports {module}, which a {kind} target may not use")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"check-layers: {len(problems)} violation(s)", file=sys.stderr)
        sys.exit(1)
    print(f"check-layers: {len(targets)} targets, every import declared and every arrow pointing down")


if __name__ == '__main__':
    main()
