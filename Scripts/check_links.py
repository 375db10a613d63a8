#!/usr/bin/env python3
"""Checks the repository's documentation stays within the repository:

- every relative link and image in a Markdown file (the README, the DocC articles, every other
  `.md`) names a file or folder that exists in the repository (`doc:` links are left to DocC,
  which Scripts/check-docs.sh runs with warnings as errors);
- no Markdown link points outside the repository (web addresses included: write the name of
  what you cite instead);
- no file mentions the team's contract files or their folder (`../shared`, `SPEC`,
  `ARCHITECTURE.md`), which users do not have. `.ci/` is exempt: CI runs the team's acceptance
  sample from there when it is present.

Exits 1 listing each problem as FILE:LINE: MESSAGE. Usage: check_links.py [ROOT]"""
import os, re, sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..'))
skip_dirs = {'.build', '.git', '.swiftpm', 'findings'}
text_ext = ('.md', '.swift', '.sh', '.py', '.json', '.jsonl', '.txt', '.in', '.yml', '.yaml')
inline_link = re.compile(r'!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)')
reference_link = re.compile(r'^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$')
autolink = re.compile(r'<((?:https?|ftp|mailto):[^>\s]+)>')
forbidden = [(re.compile(r'\.\./shared'), "'../shared'"),
             (re.compile(r'\bSPEC\b'), "the team's SPEC"),
             (re.compile(r'\bARCHITECTURE\.md\b'), "the team's ARCHITECTURE.md")]
problems = []


def files():
    for directory, subdirs, names in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if d not in skip_dirs and not d.startswith('.build'))
        relative = os.path.relpath(directory, root)
        if relative == '.ci' or relative.startswith('.ci' + os.sep):
            continue
        for name in sorted(names):
            yield os.path.join(directory, name)


def in_code(line, position):
    """True when `position` is inside an inline code span of `line`."""
    return line[:position].count('`') % 2 == 1


def check_target(path, number, target):
    if target.startswith(('doc:', '#')):
        return
    if re.match(r'^[a-zA-Z][a-zA-Z0-9+.-]*:', target):
        problems.append(f'{path}:{number}: link to {target} points outside the repository')
        return
    plain = target.split('#')[0].split('?')[0]
    resolved = os.path.normpath(os.path.join(os.path.dirname(path), plain))
    if not (resolved == root or resolved.startswith(root + os.sep)):
        problems.append(f'{path}:{number}: link to {target} points outside the repository')
    elif not os.path.exists(resolved):
        problems.append(f'{path}:{number}: link to {target}: no such file in the repository')


for path in files():
    if not path.endswith(text_ext) or os.path.basename(path) == 'check_links.py':
        continue
    relative = os.path.relpath(path, root)
    try:
        lines = open(path, encoding='utf-8').read().split('\n')
    except UnicodeDecodeError:
        continue
    fenced = False
    for number, line in enumerate(lines, 1):
        for pattern, what in forbidden:
            if pattern.search(line):
                problems.append(f'{relative}:{number}: mentions {what}, which users do not have')
        if not path.endswith('.md'):
            continue
        if line.lstrip().startswith('```'):
            fenced = not fenced
            continue
        if fenced:
            continue
        for match in inline_link.finditer(line):
            if not in_code(line, match.start()):
                check_target(path, number, match.group(1))
        match = reference_link.match(line)
        if match:
            check_target(path, number, match.group(1))
        for match in autolink.finditer(line):
            if not in_code(line, match.start()):
                problems.append(f'{relative}:{number}: link to {match.group(1)} points outside the repository')

for problem in problems:
    print(problem.replace(root + os.sep, ''))
sys.exit(1 if problems else 0)
