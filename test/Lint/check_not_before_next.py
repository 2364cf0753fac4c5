"""Finds FileCheck directives that cannot fail: a PREFIX-NOT directly before
a PREFIX-NEXT of the same prefix checks only what is left of the line the
NOT follows (the NEXT match must be on the next line), so it says nothing.

Usage: check_not_before_next.py DIR
Prints each such pair as FILE:LINE and exits 1 if there is one.
"""
import os
import re
import sys

DIRECTIVE = re.compile(r"(?://|#|;)\s*([A-Z][A-Z0-9_-]*?)(?:-(NOT|NEXT|SAME|DAG|LABEL|COUNT-\d+))?:")


def scan(path):
    found = []
    previous_not = None  # (prefix, line) of a NOT with nothing checked after
    with open(path, errors="replace") as f:
        for number, line in enumerate(f, 1):
            match = DIRECTIVE.search(line)
            if not match or not (match.group(1).isupper()):
                continue
            prefix, kind = match.group(1), match.group(2)
            if kind == "NEXT" and previous_not and previous_not[0] == prefix:
                found.append(
                    f"{path}:{number}: {prefix}-NOT (line {previous_not[1]}) "
                    f"directly before {prefix}-NEXT checks nothing")
            previous_not = (prefix, number) if kind == "NOT" else None
    return found


def main(argv):
    found = []
    for root, _, files in os.walk(argv[1]):
        for name in sorted(files):
            # The checker's own test holds a sample of what it finds.
            if name == "check-not-before-next.test":
                continue
            if name.endswith((".mlir", ".pbtxt", ".test", ".c")):
                found += scan(os.path.join(root, name))
    print("\n".join(found))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
