// split-canonicalize's max-fused-locations: an op that a pattern creates
// keeps the first K locations of its fused location. arith's DRR patterns
// reassociate the chain of subtractions one link at a time, and each new
// subi fuses the locations of the ops it replaced: without a limit the
// result holds every link's location (as upstream's canonicalize gives it,
// the ALL lines), with a limit only the last links', the replaced root's
// own first. split-to-llvm passes 16 (the chain at N = 10000: 560 MB of
// locations without it).
// RUN: split-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=ALL
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-canonicalize))' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=ALL
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-canonicalize{max-fused-locations=3}))' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=THREE
// RUN: split-opt %s --pass-pipeline='builtin.module(func.func(split-canonicalize{max-fused-locations=1}))' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=ONE

// ALL-LABEL: func.func @chain
// ALL:         %[[C:.*]] = arith.constant 5 : i64 loc(fused["s4", "s3", "s2", "s1", "c"])
// ALL-NEXT:    arith.subi %{{.*}}, %[[C]] : i64 loc(fused["s4", "s3", "s2", "s1", "c"])
// THREE-LABEL: func.func @chain
// THREE:         %[[C:.*]] = arith.constant 5 : i64 loc(fused["s4", "s3", "s2"])
// THREE-NEXT:    arith.subi %{{.*}}, %[[C]] : i64 loc(fused["s4", "s3", "s2"])
// ONE-LABEL: func.func @chain
// ONE:         %[[C:.*]] = arith.constant 5 : i64 loc("s4")
// ONE-NEXT:    arith.subi %{{.*}}, %[[C]] : i64 loc("s4")
func.func @chain(%x: i64) -> i64 {
  %c = arith.constant 1 : i64 loc("c")
  %s0 = arith.subi %x, %c : i64 loc("s0")
  %s1 = arith.subi %s0, %c : i64 loc("s1")
  %s2 = arith.subi %s1, %c : i64 loc("s2")
  %s3 = arith.subi %s2, %c : i64 loc("s3")
  %s4 = arith.subi %s3, %c : i64 loc("s4")
  return %s4 : i64
}

// An op that canonicalisation only moves (scf.if of a constant condition
// inlines its block) keeps its whole location, whatever the limit.
// ONE-LABEL: func.func @moved
// ONE:         arith.addi %{{.*}}, %{{.*}} : i64 loc(fused["a", "b", "c"])
// ONE-NEXT:    return
func.func @moved(%x: i64) -> i64 {
  %true = arith.constant true
  %r = scf.if %true -> i64 {
    %y = arith.addi %x, %x : i64 loc(fused["a", "b", "c"])
    scf.yield %y : i64
  } else {
    scf.yield %x : i64
  }
  return %r : i64
}
