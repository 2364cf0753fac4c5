// RUN: split-opt %s --split-to-llvm=parallel-copies=1 | FileCheck %s
// RUN: split-opt %s --split-to-llvm | FileCheck %s --check-prefix=SEQ

// split-to-llvm's parallel-copies option: the fused copies of a large split
// run in an OpenMP work-sharing loop over the rows (left as omp ops, which
// the OpenMP translation turns into calls of the OpenMP runtime); by
// default nothing is parallel.
// CHECK-LABEL: llvm.func @split
// CHECK: omp.parallel {
// CHECK-NEXT: omp.wsloop {
// CHECK-NEXT: omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK: omp.yield
// CHECK: omp.terminator
// SEQ-NOT: omp.
func.func @split(%x: tensor<512x1024xf32>) -> (tensor<512x256xf32>, tensor<512x768xf32>) {
  %s = arith.constant dense<[256, 768]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 1 : tensor<512x1024xf32>, tensor<2xi64> -> tensor<512x256xf32>, tensor<512x768xf32>
  return %a#0, %a#1 : tensor<512x256xf32>, tensor<512x768xf32>
}
