// RUN: split-opt %s --split-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s

// The fused copies' vector loops reach LLVM IR with unrolling disabled:
// fully unrolled, each row's copies become one basic block of hundreds of
// loads and stores, on which LLVM's instruction schedulers spend seconds of
// JIT time (W2 of bench/: 1.9 s, 0.1 s with the annotation).
// CHECK: store <16 x float> %{{.*}}, ptr %{{.*}}, align 4, !nontemporal
// CHECK-NEXT: add i64
// CHECK-NEXT: br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
// CHECK: store <16 x float> %{{.*}}, ptr %{{.*}}, align 4, !nontemporal
// CHECK-NEXT: add i64
// CHECK-NEXT: br label %{{.*}}, !llvm.loop ![[LOOP]]
func.func @split(%x: tensor<512x1024xf32>) -> (tensor<512x256xf32>, tensor<512x768xf32>) {
  %s = arith.constant dense<[256, 768]> : tensor<2xi64>
  %a:2 = split.split_v13 %x, %s axis = 1 : tensor<512x1024xf32>, tensor<2xi64> -> tensor<512x256xf32>, tensor<512x768xf32>
  return %a#0, %a#1 : tensor<512x256xf32>, tensor<512x768xf32>
}

// So do the loops over rows of the copies that stay alone (here, of each
// returned result of a split along the inner axis of a run-time number of
// rows): unrolled 8 times, each function like this one was 3.4 KB of code,
// with blocks of 64 vector loads and stores that cost ~50 ms of JIT time
// per function (issue 21).
// CHECK-LABEL: define {{.*}} @rows(
// CHECK: call void @llvm.memcpy.p0.p0.i64(
// CHECK-NEXT: add i64
// CHECK-NEXT: br label %{{.*}}, !llvm.loop ![[LOOP]]
// CHECK: call void @llvm.memcpy.p0.p0.i64(
// CHECK-NEXT: add i64
// CHECK-NEXT: br label %{{.*}}, !llvm.loop ![[LOOP]]
func.func @rows(%x: tensor<?x64xf32>) -> (tensor<?x32xf32>, tensor<?x32xf32>) {
  %a:2 = split.split_v18 %x axis = 1 num_outputs = 2 : tensor<?x64xf32> -> tensor<?x32xf32>, tensor<?x32xf32>
  return %a#0, %a#1 : tensor<?x32xf32>, tensor<?x32xf32>
}

// CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[UNROLL:[0-9]+]]}
// CHECK: ![[UNROLL]] = !{!"llvm.loop.unroll.disable"}
