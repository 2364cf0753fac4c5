"""Mutates a model file deterministically (truncations, flipped bytes,
spliced garbage) and runs a command on each mutant: every run must end with
status 0 or 1 (a clean result or a clean error), never by a signal or any
other status.

Usage: fuzz.py MODEL COUNT WORKDIR [--as-model-dir] COMMAND...
With --as-model-dir, MODEL is the model.onnx of a backend-test directory: each
mutant replaces it in a copy of that directory (data sets included), and the
command gets the directory (for split-onnx-run)."""
import os
import shutil
import subprocess
import sys

model, count, workdir = sys.argv[1], int(sys.argv[2]), sys.argv[3]
command = sys.argv[4:]
as_model_dir = command[:1] == ["--as-model-dir"]
if as_model_dir:
    command = command[1:]
data = open(model, "rb").read()
os.makedirs(workdir, exist_ok=True)
if as_model_dir:
    mutant_dir = os.path.join(workdir, "model-dir")
    shutil.rmtree(mutant_dir, ignore_errors=True)
    shutil.copytree(os.path.dirname(os.path.abspath(model)), mutant_dir)
statuses = {}
for i in range(count):
    kind = i % 3
    mutant = bytearray(data)
    if kind == 0:  # truncated
        mutant = mutant[: (i * len(data)) // count]
    elif kind == 1:  # one byte flipped
        mutant[(i * 7919) % len(mutant)] ^= (i * 31 + 1) & 0xFF or 0x80
    else:  # a run of bytes overwritten with large varint-looking garbage
        start = (i * 104729) % len(mutant)
        for j in range(start, min(start + 1 + i % 8, len(mutant))):
            mutant[j] = 0xFF if j % 2 else (i * 13 + j) & 0xFF
    path = (os.path.join(mutant_dir, "model.onnx") if as_model_dir
            else os.path.join(workdir, "mutant-%d.onnx" % i))
    with open(path, "wb") as f:
        f.write(mutant)
    argument = mutant_dir if as_model_dir else path
    result = subprocess.run(command + [argument], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    statuses[result.returncode] = statuses.get(result.returncode, 0) + 1
    if result.returncode not in (0, 1):
        print("fuzz: mutant %d (kept in %s) ended with status %d"
              % (i, path, result.returncode))
        sys.exit(1)
    if not as_model_dir:
        os.remove(path)
print("fuzz: %d mutants, none crashed (%d ended with status 0, %d with 1)"
      % (count, statuses.get(0, 0), statuses.get(1, 0)))
