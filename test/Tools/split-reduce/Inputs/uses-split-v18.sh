#!/bin/sh
# Interestingness test for split-reduce: a candidate is interesting (exit
# status 1) while it still contains a split.split_v18 op.
grep -q 'split.split_v18' "$1" && exit 1
exit 0
