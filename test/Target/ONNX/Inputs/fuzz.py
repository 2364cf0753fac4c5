"""Mutates a model file deterministically (truncations, flipped bytes,
spliced garbage) and runs a command on each mutant: every run must end with
status 0 or 1 (a clean result or a clean error), never by a signal or any
other status. Usage: fuzz.py MODEL COUNT WORKDIR COMMAND..."""
import os
import subprocess
import sys

model, count, workdir, command = (sys.argv[1], int(sys.argv[2]), sys.argv[3],
                                  sys.argv[4:])
data = open(model, "rb").read()
os.makedirs(workdir, exist_ok=True)
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
    path = os.path.join(workdir, "mutant-%d.onnx" % i)
    with open(path, "wb") as f:
        f.write(mutant)
    result = subprocess.run(command + [path], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    statuses[result.returncode] = statuses.get(result.returncode, 0) + 1
    if result.returncode not in (0, 1):
        print("fuzz: %s ended with status %d" % (path, result.returncode))
        sys.exit(1)
    os.remove(path)
print("fuzz: %d mutants, none crashed (%d imported, %d rejected)"
      % (count, statuses.get(0, 0), statuses.get(1, 0)))
