"""Checks that the generated reference docs describe every op and pass with
a summary, a description that has an example (a code block besides the
syntax line) and the ONNX version it models (or says which it stands for).

Usage: check_docs.py KNOWN_GAPS OPS_DOC PASS_DOC...

KNOWN_GAPS lists the gaps not filled yet, one a line. Exits 1 on a gap that
is not listed (a new op or pass without docs) and on a listed gap that is
gone (delete its line: the list only shrinks).
"""
import re
import sys


def sections(text, heading):
    return re.split(r"(?m)^" + re.escape(heading) + " ", text)[1:]


def check(name, body, gaps):
    body = body.split("#### ")[0]  # the description, before the tables
    if not re.search(r"(?m)^_.+_$", body):
        gaps.append(f"{name}: no summary")
    blocks = body.count("```") // 2 - (1 if "Syntax:" in body else 0)
    if blocks < 1:
        gaps.append(f"{name}: no example")
    if not re.search(r"ONNX|opset", body):
        gaps.append(f"{name}: no ONNX version")


def main(argv):
    gaps = []
    known_gaps_file, ops_doc, *pass_docs = argv[1:]
    with open(known_gaps_file) as f:
        known = {
            line.strip() for line in f if line.strip() and not line.startswith("#")
        }
    with open(ops_doc) as f:
        for section in sections(f.read(), "###"):
            check(section.split("\n")[0], section, gaps)
    for path in pass_docs:
        with open(path) as f:
            for section in sections(f.read(), "###"):
                check(section.split("\n")[0], section, gaps)
    new = [gap for gap in gaps if gap not in known]
    filled = sorted(known - set(gaps))
    for gap in new:
        print(f"undocumented: {gap}")
    for gap in filled:
        print(f"now documented, delete from {known_gaps_file}: {gap}")
    return 1 if new or filled else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
