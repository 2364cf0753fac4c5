#!/usr/bin/env python3
"""Runs every integration program after many upstream pass lists.

Every RUN line of test/Integration that JIT-runs a program with split-runner
gives a program (an input file and an entry point). Each program is run as it
is and after `split-opt <passes>` for every pass list below; the printed
output (stdout, without the buffers' addresses, offsets and strides) and
the exit status must not change. Differences in the run-time error text
(stderr lines other than warnings) are printed too, as STDERR, without
counting. --split-convert-version refusing an op, and --one-shot-bufferize
refusing a sequence with the message that names the passes to run first,
a pass failing with the error that the plain run fails with (REFUSED), and
differences
that README's Known limitations explain (KNOWN-*) are not counted either.

Usage: scripts/upstream-sweep.py [--build DIR] [--jobs N] [--only REGEX]
                                 [--extra FILE.mlir ...] [--pipelines REGEX]
                                 [--cache DIR] [-v]
Ends with "... N differed" and exits 1 when N > 0.
"""

import argparse
import concurrent.futures
import difflib
import hashlib
import os
import pickle
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SINGLE = [
    "--inline",
    "--sccp",
    "--canonicalize",
    "--canonicalize=region-simplify=aggressive",
    "--canonicalize=top-down=false",
    "--cse",
    "--loop-invariant-code-motion",
    "--loop-invariant-subset-hoisting",
    "--control-flow-sink",
    "--symbol-dce",
    "--symbol-privatize=exclude={entry}",
    "--mem2reg",
    "--sroa",
    "--remove-dead-values",
    "--lift-cf-to-scf",
    "--convert-scf-to-cf",
    "--resolve-ranked-shaped-type-result-dims --canonicalize",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--scf-for-loop-canonicalization",
    "--scf-for-loop-peeling",
    "--scf-forall-to-for",
    "--scf-for-loop-range-folding",
    "--scf-for-loop-specialization",
    "--scf-for-to-while",
    "--int-range-optimizations",
    "--arith-int-range-narrowing=int-bitwidths-supported=32",
    "--topological-sort",
    "--strip-debuginfo",
    "--generate-runtime-verification",
    "--split-normalize",
    "--canonicalize --split-normalize --canonicalize",
] + ["--split-convert-version=target=%d" % v for v in (1, 2, 11, 13, 18, 24)]

COMBOS = [
    "--inline --sccp --canonicalize --cse --loop-invariant-code-motion "
    "--control-flow-sink --canonicalize",
    "--inline --canonicalize --split-normalize --canonicalize --cse",
    "--inline --sccp --canonicalize=region-simplify=aggressive --cse",
    "--inline --canonicalize=top-down=false --cse --canonicalize",
    "--inline --lift-cf-to-scf --canonicalize --loop-invariant-code-motion",
    "--inline --canonicalize --lift-cf-to-scf --control-flow-sink "
    "--canonicalize",
    "--inline --symbol-dce --sccp --remove-dead-values --canonicalize",
    "--inline --mem2reg --sroa --canonicalize --cse",
    "--inline --int-range-optimizations --canonicalize "
    "--arith-int-range-narrowing=int-bitwidths-supported=32 --canonicalize",
    "--inline --canonicalize --scf-for-loop-canonicalization "
    "--scf-for-loop-peeling --canonicalize",
    "--inline --canonicalize --loop-invariant-subset-hoisting "
    "--loop-invariant-code-motion --canonicalize",
    "--inline --split-normalize --sccp --canonicalize --cse "
    "--loop-invariant-code-motion --control-flow-sink --canonicalize",
    "--inline --split-normalize --int-range-optimizations --canonicalize",
    "--inline --split-normalize --lift-cf-to-scf --canonicalize=region-simplify=aggressive",
    "--convert-scf-to-cf --lift-cf-to-scf --canonicalize",
    "--inline --canonicalize --convert-scf-to-cf --canonicalize --cse",
    "--topological-sort --cse --canonicalize --strip-debuginfo",
    "--generate-runtime-verification --inline --canonicalize",
    "--inline --canonicalize --split-convert-version=target=11 "
    "--canonicalize --split-convert-version=target=18 --canonicalize",
    "--split-convert-version=target=1 --split-normalize --canonicalize",
    "--split-convert-version=target=2 --inline --sccp --canonicalize",
    "--split-convert-version=target=24 --split-convert-version=target=11 "
    "--canonicalize",
    "--symbol-privatize=exclude={entry} --inline --symbol-dce --canonicalize --cse",
]

# Differences that README's Known limitations explain (upstream MLIR 22
# bugs): (pipeline regex, stderr regex of split-opt or the runner, regex of
# the program's text, why).
KNOWN = [
    (r"int-range", rb"Stack dump|PLEASE submit", r"dense<> : tensor<0x",
     "integer range analysis crashes on an empty integer constant"),
    (r"remove-dead-values",
     rb"branch has 0 operands for successor #1, but target block has 1", "",
     "--remove-dead-values drops a cf loop's branch operands"),
    (r"one-shot-bufferize(?!.*allow-return-allocs-from-loops)",
     rb"is not equivalent to the corresponding iter bbArg", "",
     "one-shot-bufferize refuses a loop that yields a new buffer (a carried "
     "tensor that changes shape) unless allow-return-allocs-from-loops"),
    (r"one-shot-bufferize", rb"op without unique scf.yield is not supported",
     "", "one-shot-bufferize refuses an scf.execute_region of several "
     "scf.yield"),
    (r"one-shot-bufferize",
     rb'op was not bufferized[\s\S]*see current operation: (%\S+ = )?"arith\.',
     "", "one-shot-bufferize has no model for arith ops on tensors (upstream "
     "ops alone: run --convert-elementwise-to-linalg first, as split-to-llvm "
     "does)"),
    (r"one-shot-bufferize", rb'"affine\.for"', "",
     "one-shot-bufferize has no model for an affine.for carrying tensors "
     "(upstream ops alone: run --lower-affine first, as split-to-llvm does)"),
    (r"one-shot-bufferize", rb"Stack dump|PLEASE submit", r"cf\.br",
     "one-shot-bufferize overflows the stack on a tensor passed around a "
     "cycle of cf blocks (docs/upstream/bufferize-cf-cycle.md)"),
]

RUN_RE = re.compile(r"^\s*(?://|#)\s*RUN:\s*(.*)$")
RUNNER_RE = re.compile(r"split-runner((?:\s+[^\s|;'>]+)*)")


def run_lines(path):
    lines, cur = [], ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = RUN_RE.match(line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            lines.append(cur + text)
            cur = ""
    return lines


def programs(paths, work):
    """(file, runner args) for every split-runner RUN line of `paths`."""
    found = []
    for path in paths:
        lines = run_lines(path)
        tdir = os.path.join(work, re.sub(r"\W", "_", os.path.relpath(path, ROOT)))
        if any("split-file %s %t" in l for l in lines):
            os.makedirs(tdir, exist_ok=True)
            subprocess.run(["/usr/lib/llvm-22/bin/split-file", path, tdir],
                           check=True)
        for line in lines:
            for m in RUNNER_RE.finditer(line):
                if "%python" in line or "split-onnx-run" in line:
                    continue
                words = [w for w in m.group(1).split() if not w[0].isdigit()]
                args = [w for w in words if w.startswith("-")]
                if not any(a.startswith("-e") for a in args) or len(words) - len(args) > 2:
                    continue
                # "-e main" takes a value; a bare word after split-runner is the file.
                file = "%s"
                rest = []
                it = iter(words)
                for w in it:
                    if w == "-e":
                        rest += [w, next(it)]
                    elif w.startswith("-"):
                        rest.append(w)
                    else:
                        file = w
                args = rest
                file = (file.replace("%split_src_root", ROOT)
                        .replace("%s", path).replace("%t", tdir))
                if not os.path.isfile(file):
                    continue
                key = (file, tuple(args))
                if key not in found:
                    found.append(key)
    return found


def sh(cmd, stdin=None, timeout=120):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


HEADER_RE = re.compile(
    rb"base@ = 0x[0-9a-f]+ (rank = \d+) offset = \d+ (sizes = \[([^]]*)\]) "
    rb"strides = \[[^]]*\]")


def printed(stdout):
    """stdout without the buffers' layouts: a view and a copy print the
    same data with other addresses, offsets and strides. The data of a memref
    with a zero dimension is dropped: upstream's printMemref prints whatever
    lies at its address (docs/upstream/printmemref-empty.md)."""
    lines, empty = [], False
    for line in stdout.split(b"\n"):
        header = HEADER_RE.search(line)
        if header:
            sizes = header.group(3).replace(b" ", b"").split(b",")
            empty = b"0" in sizes
            lines.append(HEADER_RE.sub(rb"\1 \2", line))
        elif empty and line.lstrip().startswith(b"["):
            continue
        else:
            empty = False
            lines.append(line)
    return b"\n".join(lines)


def errors(stderr):
    """stderr without compile-time warnings, notes and stack dumps."""
    keep = []
    for line in stderr.decode(errors="replace").splitlines():
        if "warning:" in line or "note:" in line:
            continue
        line = re.sub(r"^(loc\(.*?\): |[^:]*\.mlir:\d+:\d+: )", "", line)
        # --split-convert-version renames the op that reports.
        keep.append(re.sub(r"split\.split(_to_sequence)?(_v\d+)?\b",
                           "split.OP", line))
    return "\n".join(keep)


def refuses(code, pipeline, err, base):
    """Whether a pass list's failure is a refusal, not a difference:
    --split-convert-version refusing an op; split ops on sequences refusing a
    user's bufferization with a message naming the passes to run first
    (README, Upstream passes); or a pass refusing what the plain run (`base`)
    refuses too, with the same first error (a split input no lowering can
    address)."""
    if code != 1:
        return False
    if "split-convert-version" in pipeline and (
            b"cannot be converted" in err or b"has no ONNX version" in err):
        return True
    if ("one-shot-bufferize" in pipeline and
            b"which one-shot-bufferize does not bufferize" in err):
        return True
    first = [l for l in errors(err).splitlines() if "error:" in l][:1]
    return bool(base[0] != 0 and first and
                first[0] in errors(base[2]).splitlines())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="")
    ap.add_argument("--pipelines", default="")
    ap.add_argument("--extra", nargs="*", default=[])
    ap.add_argument("--cache", default="",
                    help="directory keeping JIT results between runs")
    ap.add_argument("-v", action="store_true")
    opts = ap.parse_args()
    opt = os.path.join(opts.build, "bin", "split-opt")
    runner = os.path.join(opts.build, "bin", "split-runner")

    paths = []
    for d, _, files in os.walk(os.path.join(ROOT, "test", "Integration")):
        if "Inputs" in d:
            continue
        paths += [os.path.join(d, f) for f in files if f.endswith(".mlir")]
    paths = sorted(p for p in paths if re.search(opts.only, p))
    paths += [os.path.abspath(p) for p in opts.extra]
    pipelines = [p for p in SINGLE + COMBOS if re.search(opts.pipelines, p)]

    work = tempfile.mkdtemp(prefix="upstream-sweep.")
    progs = programs(paths, work)
    print("%d programs from %d files, %d pipelines" %
          (len(progs), len(paths), len(pipelines)), flush=True)

    # The transformed text of every (file, pipeline), once per file.
    files = sorted({f for f, _ in progs})
    transformed = {}

    def transform(job):
        file, pipeline = job
        code, out, err = sh([opt] + pipeline.split() + [file])
        return job, code, out, err

    def entry(args):
        i = list(args).index("-e") if "-e" in args else None
        return args[i + 1] if i is not None else [
            a for a in args if a.startswith("-e=")][0][3:]

    def instance(pipeline, args):
        return pipeline.replace("{entry}", entry(args))

    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        jobs = sorted({(f, "") for f in files} |
                      {(f, instance(p, a)) for f, a in progs
                       for p in pipelines})
        for (file, pipeline), code, out, err in pool.map(transform, jobs):
            transformed[(file, pipeline)] = (code, out, err)

    results = {}

    def run(job):
        text, args = job
        key = hashlib.sha1(text + repr(args).encode() + stamp).hexdigest()
        path = os.path.join(opts.cache, key) if opts.cache else None
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                return job, pickle.load(f)
        res = sh([runner] + list(args), stdin=text)
        if path and res[0] != "timeout":
            with open(path, "wb") as f:
                pickle.dump(res, f)
        return job, res

    # Cached JIT results are keyed by the runner binary's time stamp too.
    stamp = str(os.stat(runner).st_mtime_ns).encode()
    if opts.cache:
        os.makedirs(opts.cache, exist_ok=True)
    cases = set()
    for file, args in progs:
        for pipeline in [""] + pipelines:
            code, out, _ = transformed[(file, instance(pipeline, args))]
            if code == 0:
                cases.add((out, args))
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        for job, res in pool.map(run, sorted(cases)):
            results[job] = res

    total = differed = refused = known = 0
    unsupported, source = {}, {}
    for file, _ in progs:
        with open(file, encoding="utf-8") as f:
            source[file] = f.read()
        unsupported[file] = "UNSUPPORTED: upstream-passes" in source[file]
    for file, args in progs:
        code0, text0, err0 = transformed[(file, "")]
        if code0 != 0:
            print("BASE-FAIL %s: %s" % (file, err0.decode()[:300]))
            continue
        base = results[(text0, args)]
        for pipeline in pipelines:
            total += 1
            pipeline = instance(pipeline, args)
            code, text, err = transformed[(file, pipeline)]
            where = "%s %s | %s" % (os.path.relpath(file, ROOT),
                                   " ".join(args), pipeline)
            if refuses(code, pipeline, err, base):
                refused += 1
                if opts.v:
                    print("REFUSED %s" % where)
                continue
            why = None
            if unsupported.get(file):
                why = "marked UNSUPPORTED: upstream-passes"
            for pipe_re, err_re, text_re, reason in KNOWN:
                if (not why and re.search(pipe_re, pipeline) and
                        re.search(err_re, err) and re.search(text_re, source[file])):
                    why = reason
            if code != 0 and why:
                known += 1
                print("KNOWN-FAIL %s (%s)" % (where, why))
                continue
            if code != 0:
                differed += 1
                print("OPT-FAIL (%s) %s\n  %s" %
                      (code, where,
                       err.decode(errors="replace")[-600:].replace("\n", "\n  ")))
                continue
            got = results[(text, args)]
            if why and (got[0], printed(got[1])) != (base[0], printed(base[1])):
                known += 1
                print("KNOWN-DIFF %s (%s)" % (where, why))
                continue
            if (got[0], printed(got[1])) != (base[0], printed(base[1])):
                differed += 1
                diff = difflib.unified_diff(
                    printed(base[1]).decode(errors="replace").splitlines(),
                    printed(got[1]).decode(errors="replace").splitlines(),
                    "base", "got", n=1, lineterm="")
                print("DIFF %s\n  exit %s -> %s\n  %s\n  stderr: %s" %
                      (where, base[0], got[0], "\n  ".join(list(diff)[:30]),
                       got[2].decode(errors="replace")[-400:]))
            elif errors(got[2]) != errors(base[2]):
                print("STDERR %s\n  base: %r\n  got:  %r" %
                      (where, errors(base[2])[-300:], errors(got[2])[-300:]))
    print("%d programs x pipelines run (%d distinct JIT runs), %d refused "
          "(--split-convert-version, sequences in --one-shot-bufferize, "
          "errors of the plain run), "
          "%d known upstream limitations, "
          "%d differed" % (total, len(cases), refused, known, differed))
    return 1 if differed else 0


if __name__ == "__main__":
    sys.exit(main())
